import Box from '@mui/material/Box';
import { useElementWidth } from '@pp/ui';
import { Suspense, useMemo } from 'react';

import { useNivoBase } from '../../shared/charts/nivoTheme';
import { Line } from '../../shared/charts/nivo';

export interface SparklineProps {
  values: readonly number[];
  /** The line's colour (a palette main). */
  color: string;
  height?: number;
}

/**
 * A small trend line under a figure (@nivo/line): no axes, no tooltip, a soft area. Decoration
 * only: the figure and its change say the same in words.
 */
export function Sparkline({ values, color, height = 56 }: SparklineProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const data = useMemo(() => [{ id: 'trend', data: values.map((y, x) => ({ x, y })) }], [values]);
  const base = useNivoBase();
  return (
    <Box ref={ref} aria-hidden dir="ltr" sx={{ height, width: '100%' }}>
      {width !== undefined && width > 0 && (
        <Suspense fallback={null}>
          <Line
            width={width}
            height={height}
            data={data}
            {...base}
            colors={[color]}
            margin={{ top: 4, right: 2, bottom: 4, left: 2 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            curve="monotoneX"
            lineWidth={2}
            enableArea
            areaOpacity={0.14}
            areaBaselineValue={Math.min(...values)}
            enablePoints={false}
            enableGridX={false}
            enableGridY={false}
            axisBottom={null}
            axisLeft={null}
            isInteractive={false}
          />
        </Suspense>
      )}
    </Box>
  );
}
