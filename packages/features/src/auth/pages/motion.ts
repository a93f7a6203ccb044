import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the template's auth pages move by themselves: the promotions carousel turns and the
 * resend cooldowns count down. Stories stop it (`false`) so their screenshots never move.
 */
export const authPagesTickingAtom = atom(true);

/**
 * A resend button's cooldown: `start()` blocks it for `seconds`, `left` counts down to 0 (the
 * button's label shows it; 0 means it can be used again).
 */
export function useCooldown(seconds: number): { left: number; start: () => void } {
  const ticking = useAtomValue(authPagesTickingAtom);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!ticking || left === 0) return;
    const timer = window.setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [ticking, left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
