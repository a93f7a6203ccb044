import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

import { visuallyHidden } from '../a11y/visuallyHidden';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/** A skeleton shape, hidden from screen readers, still when the device asks for reduced motion. */
export function Placeholder(props: SkeletonProps) {
  const reducedMotion = usePrefersReducedMotion();
  return <Skeleton aria-hidden animation={reducedMotion ? false : 'pulse'} {...props} />;
}

export interface LoadingAreaProps extends BoxProps {
  /** Said once to screen readers ("Loading…", "กำลังโหลด..."). */
  label: string;
}

/** Wraps the skeletons of an area that loads: says `label` once to screen readers. */
export function LoadingArea({ label, children, ...rest }: LoadingAreaProps) {
  return (
    <Box role="status" aria-busy="true" {...rest}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Box>
  );
}
