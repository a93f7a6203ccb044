/**
 * A tap area of at least 44 × 44 CSS px (WCAG 2.5.5) around a control that looks smaller: an
 * invisible `::before` centred on it, so neither its look nor the layout changes. In `sx`:
 * `sx={[touchTarget, { ... }]}` or `{ ...touchTarget, ... }`. Leave room around the control (the
 * grown area must not cover a neighbour) and do not use it on an element whose `::before` is taken.
 * Symmetric insets, so a right-to-left page needs nothing else.
 */
export const touchTarget = {
  position: 'relative',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 'min(0px, (100% - 44px) / 2)',
    bottom: 'min(0px, (100% - 44px) / 2)',
    left: 'min(0px, (100% - 44px) / 2)',
    right: 'min(0px, (100% - 44px) / 2)',
  },
} as const;
