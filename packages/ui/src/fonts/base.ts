// The fonts ship with the app (no CDN), so Thai never shows as boxes and screenshots match on every
// machine. Loaded up front: the default family (Roboto) and Noto Sans Thai, the Thai face of every
// stack, both as variable fonts: one file per script for every weight, so a first visit downloads
// two font files (about 70 KB) instead of eight. The other families load on demand
// (`loadFontFamily`), when the settings pick them.
import '@fontsource-variable/roboto';
import '@fontsource-variable/noto-sans-thai';
