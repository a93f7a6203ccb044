import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconMinus, IconPlus } from '@tabler/icons-react';

import { QUANTITY } from '../rules/shop';
import { useShopT } from './i18n';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of, for screen readers: 'Quantity of Aurora Wireless Headphones'. */
  label?: string;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** − value + with bounds; the value is announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = QUANTITY.min,
  max = QUANTITY.max,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useShopT();
  return (
    <Box
      role="group"
      aria-label={label ?? t('quantity.label')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        size="small"
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={16} />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        variant="subtitle1"
        sx={{ minWidth: (theme) => theme.spacing(4), textAlign: 'center' }}
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={16} />
      </IconButton>
    </Box>
  );
}
