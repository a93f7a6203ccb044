import '@mui/material/styles';
import '@mui/material/Chip';

declare module '@mui/material/styles' {
  interface Palette {
    orange: Palette['primary'];
    heading: string;
    /** A hero card's deep surface (white text at AA) and its decoration, the same in both modes. */
    hero: { surface: string; ring: string };
  }
  interface PaletteOptions {
    orange?: PaletteOptions['primary'];
    heading?: string;
    hero?: { surface: string; ring: string };
  }
  interface PaletteColor {
    800?: string;
  }
  interface SimplePaletteColorOptions {
    800?: string;
  }
  interface Theme {
    /** Extra tokens of the design system. */
    custom: { borderRadius: number; outlinedFilled: boolean; drawerWidth: number; headerHeight: number };
  }
  interface ThemeOptions {
    custom?: Partial<Theme['custom']>;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    orange: true;
  }
}
