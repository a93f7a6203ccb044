import { useLayoutEffect } from 'react';

/** The id of a prerendered page shell in the HTML (`shells.ts`, decision 0028). */
export const PAGE_SHELL_ID = 'pp-page-shell';

/** Removes the prerendered page shell, if the HTML had one and it is still there. */
export function removePageShell(): void {
  document.getElementById(PAGE_SHELL_ID)?.remove();
}

/**
 * Hands over from the prerendered page shell to the app: the shell goes in the commit that draws
 * what replaces it (a layout effect runs before that frame paints), so the page never blinks.
 * Every route's page does it (`PageShellHandover`, `routes/pages.tsx`), the login page too when the
 * stored session has ended, and so does the failure page.
 */
export function usePageShellHandover(): void {
  useLayoutEffect(removePageShell, []);
}

/** Renders nothing; removes the shell when it commits (beside a page's screen, in its Suspense). */
export function PageShellHandover(): null {
  usePageShellHandover();
  return null;
}
