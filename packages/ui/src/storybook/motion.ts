/**
 * Story helper: the device allows motion. The story test browser asks for reduced motion (stable
 * screenshots), so a story of what moves (a carousel that auto-plays and its pause button) sets
 * `beforeEach: allowMotion`: `(prefers-reduced-motion: reduce)` stops matching until the story ends.
 */
export function allowMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    original.call(window, query.includes('prefers-reduced-motion: reduce') ? 'not all' : query);
  return () => {
    window.matchMedia = original;
  };
}
