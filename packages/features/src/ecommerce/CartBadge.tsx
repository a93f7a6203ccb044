import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { IconShoppingCart } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../shared/routes/paths';
import { cartItemCountAtom } from './atoms';
import { countLabel, useShopT } from './components/i18n';

/** Above this the badge shows '99+'. */
const MAX_SHOWN = 99;

export interface CartBadgeProps {
  /** Where the badge leads; the checkout by default. */
  to?: string;
  sx?: SxProps<Theme>;
}

/** The cart icon with the number of pieces in the cart, linking to the checkout (for the app header too). */
export function CartBadge({ to = paths.ecommerce.checkout, sx }: CartBadgeProps) {
  const count = useAtomValue(cartItemCountAtom);
  const shown = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
  const { t } = useShopT();
  const label =
    count === 0 ? t('cartBadge.empty') : countLabel(t, 'cartBadge.items', count, { count: shown });
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={to}
        aria-label={label}
        sx={[
          {
            color: 'secondary.dark',
            bgcolor: 'secondary.light',
            borderRadius: 1,
            '&:hover': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Badge badgeContent={count === 0 ? undefined : shown} color="error" overlap="rectangular">
          <IconShoppingCart size={22} stroke={1.75} />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
