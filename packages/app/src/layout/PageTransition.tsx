import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { usePrefersReducedMotion } from '@pp/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

/**
 * Page transition of 0.4 s and a smooth scroll back to the top on each navigation.
 * Not on the first page shown: it is at the top already, and scrolling would force a layout while
 * the page is still starting.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [pathname, reducedMotion]);
  return (
    <Box
      key={pathname}
      sx={{
        animation: `${enter} 0.4s ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
