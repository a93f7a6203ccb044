import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';

import { configAtom } from '../config/config';
import { loadFontFamily } from '../fonts/loadFontFamily';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { createAppTheme } from './createAppTheme';
import { createStyleCache } from './styleCache';

const ltrCache = createStyleCache({ key: 'mui', prepend: true });

/** The RTL cache, once its chunk has loaded (the RTL plugin is not on the first load of LTR pages). */
let loadedRtlCache: EmotionCache | null = null;

/**
 * Loads the right-to-left support ahead of the first render (the app at start-up when the saved
 * config is RTL, Storybook before an RTL story), so the page paints mirrored at once.
 */
export const loadRtlSupport = (): Promise<EmotionCache> =>
  import('./rtlCache').then(({ rtlCache }) => {
    loadedRtlCache = rtlCache;
    return rtlCache;
  });

/** The RTL emotion cache when right-to-left is on and loaded; null otherwise. */
function useRtlCache(rtl: boolean): EmotionCache | null {
  const [cache, setCache] = useState(loadedRtlCache);
  useEffect(() => {
    if (!rtl || cache) return;
    let live = true;
    void loadRtlSupport().then((loaded) => {
      if (live) setCache(loaded);
    });
    return () => {
      live = false;
    };
  }, [rtl, cache]);
  return rtl ? cache : null;
}

export interface ThemeCustomizationProps {
  children: ReactNode;
  /**
   * A build-time render's own style cache (the prerendered shells): every style of that render is
   * then written into its HTML, whatever an earlier render in the same process wrote.
   */
  styleCache?: EmotionCache;
}

/**
 * Applies the theme config: MUI theme, baseline styles, and a real right-to-left layout (mirrored
 * CSS through the RTL stylis plugin plus `dir` and `lang` on the document).
 *
 * The theme goes through the system ThemeProvider, as MUI's own provider does for a theme without
 * CSS variables; MUI's provider would also bring its CSS-variables machinery to every first load.
 * A page that starts in RTL renders once the RTL plugin has loaded (no flash of mirrored layout);
 * switching to RTL later keeps the page as it is until then.
 *
 * A change of the config (mode, preset, font, radius, direction) re-styles every component on the
 * page: the new theme renders as a transition (`useDeferredValue`), in slices between which the
 * browser paints and answers input, while the control that asked for it shows its new state at
 * once. Measured on the chart gallery at 4x CPU (`charts/bench`): see DESIGN.md, "Measured".
 */
export function ThemeCustomization({ children, styleCache }: ThemeCustomizationProps) {
  const liveConfig = useAtomValue(configAtom);
  const config = useDeferredValue(liveConfig);
  const [startedInRtl] = useState(liveConfig.rtlLayout);
  const reducedMotion = usePrefersReducedMotion();
  const rtlCache = useRtlCache(config.rtlLayout);
  const direction = rtlCache ? 'rtl' : 'ltr';
  const theme = useMemo(
    () => createAppTheme({ ...config, rtlLayout: direction === 'rtl' }, { reducedMotion }),
    [config, direction, reducedMotion],
  );

  // A family other than Roboto declares its faces when chosen (text shows the fallback meanwhile).
  useEffect(() => {
    void loadFontFamily(config.fontFamily);
  }, [config.fontFamily]);

  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
    document.documentElement.setAttribute('lang', config.locale);
    document.documentElement.style.colorScheme = config.navType;
  }, [direction, config.locale, config.navType]);

  if (startedInRtl && config.rtlLayout && !rtlCache) return null;
  return (
    <CacheProvider value={rtlCache ?? styleCache ?? ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
