import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';

import { configAtom } from '../config/config';
import { createAppTheme } from './createAppTheme';

const ltrCache = createCache({ key: 'mui', prepend: true });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });

export interface ThemeCustomizationProps {
  children: ReactNode;
}

/**
 * Applies the theme config: MUI theme, baseline styles, and a real right-to-left layout (mirrored
 * CSS through the RTL stylis plugin plus `dir` and `lang` on the document).
 */
export function ThemeCustomization({ children }: ThemeCustomizationProps) {
  const config = useAtomValue(configAtom);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(config, { reducedMotion }), [config, reducedMotion]);
  const direction = config.rtlLayout ? 'rtl' : 'ltr';

  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
    document.documentElement.setAttribute('lang', config.locale);
    document.documentElement.style.colorScheme = config.navType;
  }, [direction, config.locale, config.navType]);

  return (
    <CacheProvider value={config.rtlLayout ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
