import Box from '@mui/material/Box';
import { useTheme, type TypographyVariant } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { MainCard } from '../components/MainCard';
import { BORDER_RADIUS } from '../config/config';

const VARIANTS: readonly TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'button',
];

/** The words of the type table (English by default). */
export interface TypographyTokensLabels {
  title: string;
  table: string;
  style: string;
  sample: string;
  metrics: string;
  /** The sample line of every style. */
  text: string;
}

const typographyLabels: TypographyTokensLabels = {
  title: 'Typography',
  table: 'Type styles',
  style: 'Style',
  sample: 'Sample',
  metrics: 'Size / weight / line height',
  text: 'Balance ยอดเงินคงเหลือ ฿1,250.50',
};

/** Every type style: its size, weight and line height, in Latin and Thai (the font's Thai face). */
export function TypographyTokens({ labels = typographyLabels }: { labels?: TypographyTokensLabels }) {
  const theme = useTheme();
  return (
    <MainCard title={labels.title} content={false}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label={labels.table}>
          <TableHead>
            <TableRow>
              <TableCell>{labels.style}</TableCell>
              <TableCell>{labels.sample}</TableCell>
              <TableCell>{labels.metrics}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {VARIANTS.map((variant) => {
              const style = theme.typography[variant];
              return (
                <TableRow key={variant}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {variant}
                  </TableCell>
                  <TableCell>
                    <Typography variant={variant} component="p" sx={{ overflowWrap: 'break-word' }}>
                      {labels.text}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {`${String(style.fontSize)} / ${String(style.fontWeight)} / ${String(style.lineHeight ?? 'normal')}`}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </MainCard>
  );
}

const SPACING_STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8] as const;

/** The spacing scale (`theme.spacing(n)`, 8 px a step) as bars of their length. */
export function SpacingTokens() {
  const theme = useTheme();
  return (
    <MainCard title="Spacing">
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {SPACING_STEPS.map((step) => (
          <Box
            component="li"
            key={step}
            sx={{ display: 'flex', alignItems: 'center', gap: 2, listStyle: 'none' }}
          >
            <Typography variant="body2" sx={{ width: 120, flexShrink: 0, fontFamily: 'monospace' }}>
              {`spacing(${step}) ${theme.spacing(step)}`}
            </Typography>
            <Box
              sx={{ height: 16, width: theme.spacing(step), bgcolor: 'primary.main', borderRadius: 0.5 }}
            />
          </Box>
        ))}
      </Box>
    </MainCard>
  );
}

/** The corner radius: the current one and the range the customizer offers. */
export function RadiusTokens() {
  const theme = useTheme();
  const steps = [BORDER_RADIUS.min, 8, 12, 16, BORDER_RADIUS.max];
  return (
    <MainCard title="Radius">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {`Current: ${theme.custom.borderRadius} px (cards, fields, buttons). The customizer offers ${BORDER_RADIUS.min} to ${BORDER_RADIUS.max} px in steps of ${BORDER_RADIUS.step}.`}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
        {steps.map((radius) => (
          <Box component="li" key={radius} sx={{ listStyle: 'none', textAlign: 'center' }}>
            <Box
              sx={{
                width: 72,
                height: 72,
                border: 2,
                borderColor: radius === theme.custom.borderRadius ? 'primary.main' : 'divider',
                borderRadius: `${radius}px`,
                bgcolor: 'background.default',
              }}
            />
            <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>{`${radius} px`}</Typography>
          </Box>
        ))}
      </Box>
    </MainCard>
  );
}

const ELEVATIONS = [0, 1, 2, 4, 8, 16, 24] as const;

/** The words of the shadow card (English by default): its title and the name of one elevation. */
export interface ShadowTokensLabels {
  title: string;
  elevation: (elevation: number) => string;
}

const shadowLabels: ShadowTokensLabels = {
  title: 'Shadows',
  elevation: (elevation) => `elevation ${elevation}`,
};

/** The elevations in use: cards sit flat (0) with a border; menus, dialogs and drawers rise. */
export function ShadowTokens({
  elevations = ELEVATIONS,
  labels = shadowLabels,
}: {
  elevations?: readonly number[];
  labels?: ShadowTokensLabels;
}) {
  return (
    <MainCard title={labels.title}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 120px), 1fr))',
          p: 0,
          m: 0,
        }}
      >
        {elevations.map((elevation) => (
          <Box
            component="li"
            key={elevation}
            sx={{
              listStyle: 'none',
              height: 88,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.paper',
              borderRadius: 1,
              boxShadow: elevation,
              border: elevation === 0 ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2">{labels.elevation(elevation)}</Typography>
          </Box>
        ))}
      </Box>
    </MainCard>
  );
}
