import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` is within `margin` (a CSS length in px, such as theme.spacing's) of the sides of
 * the scrolling box `root`, sideways; false while there is no root. Known before the first paint
 * (measured once in a layout effect), then followed by an IntersectionObserver.
 */
export function useInView(
  target: RefObject<HTMLElement | null>,
  root: HTMLElement | null,
  margin: string,
): boolean {
  const [inView, setInView] = useState(false);
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || !root) return;
    const px = Number.parseFloat(margin);
    const measure = () => {
      const box = root.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      setInView(own.right > box.left - px && own.left < box.right + px);
    };
    measure();
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setInView(last.isIntersecting);
      },
      { root, rootMargin: `0px ${px}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root, margin]);
  return inView;
}
