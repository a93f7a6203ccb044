import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. What reads the
 * layout (a virtualiser measuring its scroller) waits for it: read in the commit, the layout of a
 * freshly mounted screen is computed there, inside the task that rendered it (a forced layout that
 * makes that task long); read after the paint, the layout is already done and the read is free.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs just before its paint; a task queued there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
