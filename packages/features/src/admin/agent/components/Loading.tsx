import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';
import { usePrefersReducedMotion, visuallyHidden } from '@pp/ui';

/** A skeleton shape, hidden from screen readers, still when the device asks for reduced motion. */
export function Placeholder(props: SkeletonProps) {
  const reducedMotion = usePrefersReducedMotion();
  return <Skeleton aria-hidden animation={reducedMotion ? false : 'pulse'} {...props} />;
}

/** The skeletons of a card that loads: says `label` ("loading") once to screen readers. */
export function LoadingArea({ label, children, ...rest }: BoxProps & { label: string }) {
  return (
    <Box role="status" aria-busy="true" {...rest}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Box>
  );
}
