import type { TypographyVariantsOptions } from '@mui/material/styles';

import type { FontFamilyName } from '../config/config';

/** The CSS family of each choice: Roboto and Inter ship as variable fonts (one file, every weight). */
const cssFamily: Record<FontFamilyName, string> = {
  Roboto: "'Roboto Variable', Roboto",
  Poppins: 'Poppins',
  Inter: "'Inter Variable', Inter",
};

/** Every stack ends with the bundled Thai font, so Thai never renders as boxes. */
export function fontStack(family: FontFamilyName): string {
  return `${cssFamily[family]}, 'Noto Sans Thai Variable', 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif`;
}

export function buildTypography(family: FontFamilyName, heading: string): TypographyVariantsOptions {
  return {
    fontFamily: fontStack(family),
    h1: { fontSize: '2.125rem', fontWeight: 700, color: heading },
    h2: { fontSize: '1.5rem', fontWeight: 700, color: heading },
    h3: { fontSize: '1.25rem', fontWeight: 600, color: heading },
    h4: { fontSize: '1rem', fontWeight: 600, color: heading },
    h5: { fontSize: '0.875rem', fontWeight: 500, color: heading },
    h6: { fontSize: '0.75rem', fontWeight: 500, color: heading },
    subtitle1: { fontSize: '0.875rem', fontWeight: 500, color: heading },
    subtitle2: { fontSize: '0.75rem', fontWeight: 400 },
    // caption, and the weights left out, are MUI's own (400 for body text, 500 for buttons).
    body1: { fontSize: '0.875rem', lineHeight: 1.6 },
    body2: { fontSize: '0.875rem', lineHeight: 1.5, letterSpacing: '0em' },
    button: { textTransform: 'none' },
  };
}
