import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The rendered width of an element, in whole pixels, following its size; `undefined` until first
 * measured. Every new width re-renders in a transition, so what depends on it (a chart drawn to
 * the width) renders in small interruptible slices instead of blocking the page.
 */
export function useElementWidth<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  width: number | undefined;
} {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports the first size as soon as the element is laid out: no forced layout here.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = Math.round(entry.contentRect.width);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
