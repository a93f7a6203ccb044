import { useEffect, useState } from 'react';

/** How far below the top of the screen a section's heading counts as reached (px). */
export const SECTION_OFFSET = 96;

/**
 * The id of the section being read: the last of `ids` whose top has scrolled past
 * `SECTION_OFFSET` (the first while none has), followed on scroll and resize, once a frame.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
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
      setCurrent(reached);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current;
}
