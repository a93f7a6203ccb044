import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useElementWidth, visuallyHidden } from '@pp/ui';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';

import { useDrawTurn } from './drawTurns';

/** A chart's figures as a table: a header row, then one row per point or slice. */
export interface ChartTableData {
  /** What the table holds (its caption): the chart's title. */
  caption: string;
  /** Column headers; the first names the rows' labels. */
  columns: readonly string[];
  rows: readonly { label: string; values: readonly string[] }[];
}

export interface ChartLegendItem {
  label: string;
  color: string;
}

export interface ChartFrameProps {
  /** The chart's figures, read aloud in place of the drawing and shown on demand. */
  table: ChartTableData;
  /** The series or slices, drawn under the chart as text (wraps, reads in the page's direction). */
  legend?: readonly ChartLegendItem[];
  labels: { showTable: string; showChart: string };
  /** Height of the drawing, in px. */
  height: number;
  /**
   * Draws the chart at the frame's width, in px (the svg is hidden from screen readers: the table
   * says the same). Called once the width is known.
   */
  children: (width: number) => ReactNode;
}

/**
 * A chart with its accessible alternative (DESIGN.md "One way"): the drawing is hidden from
 * assistive technology, and its figures are a real table, visually hidden until the toggle under
 * the chart shows it instead of the drawing. The legend is HTML under the chart.
 */
export function ChartFrame({ table, legend, labels, height, children }: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  // Charts of a page draw one after another, each in a task of its own (drawTurns.ts).
  const { turn, drawn } = useDrawTurn(width !== undefined && width > 0);
  useEffect(() => {
    if (asTable) drawn();
  }, [asTable, drawn]);
  return (
    <Box>
      {/* Time and categories run left to right in every language; an attribute, not CSS (the RTL
          style plugin would flip a `direction` declaration). Hidden, not removed, under the table:
          its width comes back, and the drawing with it, when the chart is shown again. */}
      <Box
        ref={ref}
        aria-hidden
        dir="ltr"
        sx={{ height, width: '100%', minWidth: 0, display: asTable ? 'none' : 'block' }}
      >
        {!asTable && turn && width !== undefined && width > 0 && (
          <Suspense fallback={null}>
            {children(width)}
            <OnDrawn then={drawn} />
          </Suspense>
        )}
      </Box>
      <TableContainer
        id={tableId}
        tabIndex={asTable ? 0 : undefined}
        role={asTable ? 'region' : undefined}
        aria-label={asTable ? table.caption : undefined}
        sx={asTable ? { position: 'relative', maxHeight: height, overflow: 'auto' } : visuallyHidden}
      >
        <Table size="small" stickyHeader={asTable}>
          <Box component="caption" sx={visuallyHidden}>
            {table.caption}
          </Box>
          <TableHead>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell key={index} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1.5,
        }}
      >
        <Box component="ul" aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}>
          {legend?.map((item) => (
            <Box
              component="li"
              key={item.label}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                listStyle: 'none',
                typography: 'body2',
              }}
            >
              <Box
                sx={{
                  width: '0.625rem',
                  height: '0.625rem',
                  borderRadius: '50%',
                  bgcolor: item.color,
                  flexShrink: 0,
                }}
              />
              {item.label}
            </Box>
          ))}
        </Box>
        <Button
          size="small"
          color="secondary"
          aria-controls={tableId}
          aria-expanded={asTable}
          startIcon={asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />}
          onClick={() => setAsTable((shown) => !shown)}
          sx={{ minHeight: 44, marginInlineStart: 'auto' }}
        >
          {asTable ? labels.showChart : labels.showTable}
        </Button>
      </Box>
    </Box>
  );
}

/** Calls `then` once the drawing beside it is on the page (not while its library is loading). */
function OnDrawn({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
