/**
 * The one derivation of nivo's chart theme from the MUI theme (DESIGN.md "One way"): text, axes,
 * grid, crosshair, labels and legends in the theme's colours and typeface, for light and dark and
 * every preset. Every chart of the app (the player's balance chart, the widgets, the charts page)
 * takes its theme and its series colours from here; no chart spells a colour of its own.
 */
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import type { LineSeries, LineSvgProps } from '@nivo/line';
import { usePrefersReducedMotion } from '@pp/ui';
import { useMemo } from 'react';

/** nivo's (partial) theme object, the same type for the line, bar and pie charts. */
export type NivoTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/** nivo's theme from the MUI theme: the same text, grid and tooltip colours in light and dark. */
export function nivoTheme(theme: Theme): NivoTheme {
  const text = { fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily, fontSize: 12 };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: 'transparent' } },
      ticks: { line: { stroke: theme.palette.divider, strokeWidth: 1 }, text },
      legend: { text },
    },
    grid: { line: { stroke: theme.palette.divider, strokeWidth: 1, strokeDasharray: '4 4' } },
    crosshair: { line: { stroke: theme.palette.text.secondary, strokeWidth: 1, strokeOpacity: 0.6 } },
    labels: { text: { ...text, fill: theme.palette.text.primary, fontWeight: 600 } },
    legends: { text },
  };
}

/**
 * The colours of a chart's series, in order: the preset's primary and secondary first, then the
 * theme's status colours, so neighbouring series never share a hue. Solid mains in both modes (the
 * palette keeps each main readable against the paper, decision 0007).
 */
export function seriesColors(theme: Theme): string[] {
  const { primary, secondary, success, warning, orange, info, error } = theme.palette;
  return [primary.main, secondary.main, success.main, warning.main, orange.main, info.main, error.main];
}

/** The soft tint under a chart's area or behind a sparkline, from a series colour. */
export const areaTint = (color: string, dark: boolean): string => alpha(color, dark ? 0.24 : 0.14);

/**
 * What every chart passes nivo: the theme from the MUI theme, no animation when the user asks for
 * reduced motion, and `role="presentation"` (the chart's table alternative speaks for it).
 */
export function useNivoBase(): { theme: NivoTheme; animate: boolean; role: 'presentation' } {
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  return { theme: chartTheme, animate: !reducedMotion, role: 'presentation' };
}
