import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { usePrefersReducedMotion } from '@pp/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

/**
 * Page transition of 0.4 s on a navigation (the first page of a visit shows at once: it may take
 * over from a prerendered shell of itself, which must not blink, and a fade-in would only hold
 * back its first contentful paint) and a smooth scroll back to the top on each navigation.
 * Only when the window was scrolled: `scrollTo` (like reading `scrollY`) makes the browser lay out
 * the new page there and then, inside the navigation's commit (measured on the chart gallery at 4x
 * CPU: a 106 ms task, most of it that layout). Whether the window left the top is known from its
 * scroll events, read while the layout is clean (a reload that restores a scrolled position fires
 * one too); a page that starts at the top stays there.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const shown = useRef(pathname);
  const scrolled = useRef(false);
  const [visitStart] = useState(pathname);
  // Once the visit has left its first page, every page fades in (the first one too, coming back).
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== visitStart) setNavigated(true);
  const animated = navigated || pathname !== visitStart;
  useEffect(() => {
    const onScroll = () => {
      scrolled.current = window.scrollY > 0;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!scrolled.current) return;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [pathname, reducedMotion]);
  return (
    <Box
      key={pathname}
      sx={
        animated
          ? {
              animation: `${enter} 0.4s ease-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : undefined
      }
    >
      {children}
    </Box>
  );
}
