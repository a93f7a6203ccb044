import { useTheme } from '@mui/material/styles';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/** An arrow pointing forward in the reading direction (right in LTR, left in RTL). */
export function ForwardArrow({ size = 18 }: { size?: number }) {
  return useTheme().direction === 'rtl' ? <IconArrowLeft size={size} /> : <IconArrowRight size={size} />;
}

/** An arrow pointing back in the reading direction (left in LTR, right in RTL). */
export function BackArrow({ size = 18 }: { size?: number }) {
  return useTheme().direction === 'rtl' ? <IconArrowRight size={size} /> : <IconArrowLeft size={size} />;
}
