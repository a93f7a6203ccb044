import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';
import type { ReactNode } from 'react';

import { useT } from '../../shared/i18n/useT';
import { widgetNs } from '../i18n';
import { listRowSx } from '../layout';

export interface WidgetRow {
  id: string;
  /** The avatar or icon at the start. */
  start?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  /** A time, a chip or a figure at the end. */
  end?: ReactNode;
}

/** A widget card holding a list of rows (people, messages, feeds), or a line saying it is empty. */
export function WidgetList({ title, rows, sx }: { title: string; rows: readonly WidgetRow[]; sx?: object }) {
  const { t } = useT(widgetNs);
  return (
    <MainCard title={title} content={false} sx={sx}>
      {rows.length === 0 ? (
        <Typography sx={{ px: 3, py: 4, color: 'text.secondary', textAlign: 'center' }}>
          {t('data.emptyText')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, px: 3, py: 1 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={listRowSx(1.5)}>
              {row.start}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'break-word' }}>
                  {row.primary}
                </Typography>
                {row.secondary !== undefined && (
                  <Typography
                    variant="body2"
                    component="div"
                    sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
                  >
                    {row.secondary}
                  </Typography>
                )}
              </Box>
              {row.end !== undefined && (
                <Box sx={{ flexShrink: 0, typography: 'caption', color: 'text.secondary', textAlign: 'end' }}>
                  {row.end}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </MainCard>
  );
}
