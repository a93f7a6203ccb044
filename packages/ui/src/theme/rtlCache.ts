import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

import { createStyleCache } from './styleCache';

/** The emotion cache that mirrors every style for right-to-left (loaded only when RTL is on). */
export const rtlCache = createStyleCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlPlugin],
  prepend: true,
});
// The RTL plugin drops the comment with which MUI X marks its `:first-child` rules as intended, so
// emotion's development warning about that selector in server rendering (the app renders in the
// browser only) would fire on every data-grid page in RTL.
rtlCache.compat = true;
