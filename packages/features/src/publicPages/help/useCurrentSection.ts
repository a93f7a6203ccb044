import { useEffect, useState } from 'react';

/** How far below the top of the screen a section's heading counts as reached (px). */
export const SECTION_OFFSET = 96;

/** Whether the page is scrolled to its end (the last sections may never reach the offset). */
const atTheEnd = () => {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollTop + window.innerHeight >= page.scrollHeight - 2;
};

/**
 * The id of the section being read: the last of `ids` whose top has scrolled past
 * `SECTION_OFFSET` (the first while none has), followed on scroll and resize, once a frame. At the
 * end of the page, `chosen` (the section a link led to) when it is on screen: a short last section
 * never reaches the offset.
 */
export function useCurrentSection(ids: readonly string[], chosen?: string): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let reached = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= SECTION_OFFSET) reached = id;
      }
      const chosenTop = chosen ? document.getElementById(chosen)?.getBoundingClientRect().top : undefined;
      const chosenShown = chosenTop !== undefined && chosenTop >= 0 && chosenTop < window.innerHeight;
      setCurrent(chosen && chosenShown && atTheEnd() ? chosen : reached);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    // Capture: the page may scroll inside a container as well as the window.
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ids, chosen]);
  return current;
}
