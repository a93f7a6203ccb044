import { alpha, type Components, type Theme } from '@mui/material/styles';

/**
 * Component overrides in the style of a clean Material dashboard: white rounded cards on a grey page.
 * Only what differs from MUI's defaults for this theme (papers, cards and fields already take
 * `shape.borderRadius`): every override ships on the first load of every page.
 */
export function buildOverrides(theme: Theme): Components<Theme> {
  const { palette, custom } = theme;
  const light = palette.mode === 'light';
  const radius = custom.borderRadius;
  // Text on a tinted background needs the deeper shade to keep AA contrast in every preset.
  const accent = light ? palette.secondary.dark : palette.secondary.main;
  const fieldBackground = custom.outlinedFilled ? palette.grey[50] : 'transparent';
  return {
    MuiCssBaseline: {
      styleOverrides: {
        // The focus ring of MUI's controls (theme `focusVisible`) on links that are not MUI's.
        'a:focus-visible': theme.focusVisible,
        // Thai content (`lang="th"`) in a right-to-left layout: each line takes its direction from
        // its own text, so Thai with numbers reads left to right ("5 ครั้ง", not "ครั้ง 5"), while
        // the alignment stays the layout's (match-parent, prefixed in Chromium: start and end of the RTL parent). No
        // specificity (:where), so a component's own alignment (centred, numeric cells) wins.
        ':where([dir="rtl"] [lang="th"]) :where(p, span, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, label, legend, a)':
          { unicodeBidi: 'plaintext', textAlign: ['match-parent', '-webkit-match-parent'] },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiTypography: {
      defaultProps: {
        // Subtitles are not headings: keep the document outline honest (axe heading-order).
        variantMapping: { subtitle1: 'p', subtitle2: 'p' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: Math.max(4, radius - 4) } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCardHeader: {
      styleOverrides: {
        root: { color: palette.heading, padding: 24 },
        title: { fontSize: '1.125rem', fontWeight: 600 },
      },
    },
    MuiCardContent: { styleOverrides: { root: { padding: 24 } } },
    MuiCardActions: { styleOverrides: { root: { padding: 24 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          color: palette.text.primary,
          paddingTop: 10,
          paddingBottom: 10,
          borderRadius: radius,
          '&.Mui-selected': {
            color: accent,
            backgroundColor: alpha(palette.secondary.main, light ? 0.1 : 0.16),
            '&:hover': { backgroundColor: alpha(palette.secondary.main, light ? 0.14 : 0.22) },
            '& .MuiListItemIcon-root': { color: accent },
          },
          '&:hover': {
            backgroundColor: alpha(palette.secondary.main, light ? 0.06 : 0.1),
            color: accent,
            '& .MuiListItemIcon-root': { color: accent },
          },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { color: palette.text.primary, minWidth: 36 } } },
    MuiInputBase: {
      styleOverrides: {
        input: {
          color: palette.text.primary,
          '&::placeholder': { color: palette.text.secondary, opacity: 1 },
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          background: fieldBackground,
          '& .MuiOutlinedInput-notchedOutline': {
            borderColor: light ? palette.grey[300] : alpha(palette.text.primary, 0.28),
          },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: palette.primary.light },
          // A focused field's ring is its own outline, 2 px in the ring's colour (MUI's focused
          // field, kept over the hover colour above): a ring drawn outside the box, as on the other
          // controls, would cross the label that sits on the box's top edge.
          '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
            borderColor: theme.focusVisible ? theme.focusVisible.outlineColor : palette.primary.main,
            borderWidth: 2,
          },
          '&.MuiInputBase-multiline': { padding: 1 },
        },
        input: { fontWeight: 500, padding: '15.5px 14px' },
        sizeSmall: { '& .MuiOutlinedInput-input': { padding: '10px 14px' } },
      },
    },
    MuiSlider: {
      styleOverrides: {
        mark: { backgroundColor: palette.background.paper, width: 4 },
        valueLabel: { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
      },
    },
    MuiDivider: { styleOverrides: { root: { borderColor: palette.divider, opacity: 1 } } },
    MuiAvatar: {
      styleOverrides: {
        root: { color: palette.primary.dark, background: light ? palette.primary.light : palette.grey[200] },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 500, '&.MuiChip-deletable .MuiChip-deleteIcon': { color: 'inherit' } },
      },
    },
    MuiTooltip: {
      styleOverrides: {
        tooltip: { color: palette.background.paper, background: palette.text.primary, fontSize: '0.75rem' },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { borderColor: palette.divider, fontSize: '0.875rem' },
        head: { color: palette.heading, fontWeight: 600 },
      },
    },
    MuiTab: { styleOverrides: { root: { minHeight: 46 } } },
    // The summary is a button: without this it takes the browser's font, which has no Thai glyphs.
    MuiAccordionSummary: { styleOverrides: { root: { ...theme.typography.subtitle1 } } },
    MuiDialog: { styleOverrides: { paper: { padding: 12 } } },
  };
}
