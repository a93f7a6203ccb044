/**
 * Opening a game in a new tab. The tab is opened at once, inside the click (so popup blockers let
 * it through), cut off from this page (`opener = null`, the manual form of `noopener`: with the
 * `noopener` feature string `window.open` always returns null and a blocked popup could not be told
 * apart), and sent to the game once its login link has arrived.
 */

/** A tab opened for a game, not yet pointing anywhere. */
export interface GameWindow {
  /** Sends the tab to the game. */
  navigate(url: string): void;
  /** Closes the tab (the link could not be fetched). */
  close(): void;
}

/** Opens a blank tab; null when the browser blocked it. Injectable for stories and tests. */
export type OpenGameWindow = () => GameWindow | null;

/** The browser's way: `window.open('about:blank', '_blank')`, then `opener = null`. */
export const openBlankWindow: OpenGameWindow = () => {
  const popup = window.open('about:blank', '_blank');
  if (!popup) return null;
  popup.opener = null;
  return {
    // `url` has been checked by `safeLink` (an absolute https address, http in mock mode).
    navigate: (url) => popup.location.replace(url),
    close: () => popup.close(),
  };
};
