import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

import { usePrefersReducedMotion, visuallyHidden } from '@pp/ui';
import { copy } from '../copy';

/** A skeleton shape, hidden from screen readers, still when the device asks for reduced motion. */
export function Placeholder(props: SkeletonProps) {
  const reducedMotion = usePrefersReducedMotion();
  return <Skeleton aria-hidden animation={reducedMotion ? false : 'pulse'} {...props} />;
}

/** Wraps the skeletons of a loading area: says "loading" once to screen readers. */
export function LoadingArea({ children, sx, ...rest }: BoxProps) {
  return (
    <Box role="status" aria-busy="true" sx={sx} {...rest}>
      <Box component="span" sx={visuallyHidden}>
        {copy.common.loading}
      </Box>
      {children}
    </Box>
  );
}
