import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconBuilding, IconHome, IconPhone } from '@tabler/icons-react';

import { StatusChip } from '@pp/ui';

import { useShopT } from '../i18n';

import type { Address } from '../../types';

export interface AddressCardProps {
  address: Address;
  selected?: boolean;
  busy?: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onMakeDefault: () => void;
}

/** One address of the book, with deliver here, edit and make default. */
export function AddressCard({
  address,
  selected = false,
  busy = false,
  onSelect,
  onEdit,
  onMakeDefault,
}: AddressCardProps) {
  const titleId = `address-${address.id}`;
  const { t } = useShopT();
  const destination = address.destination === 'home' ? t('billing.home') : t('billing.office');
  const label = `${address.name} (${destination}), ${address.building}`;
  return (
    <Box
      component="article"
      aria-label={label}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: selected ? 'secondary.main' : 'divider',
        bgcolor: selected ? 'secondary.light' : 'background.paper',
        boxShadow: (theme) =>
          selected ? `inset 0 0 0 ${theme.spacing(0.125)} ${theme.palette.secondary.main}` : 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }} aria-hidden>
          {address.destination === 'home' ? <IconHome size={18} /> : <IconBuilding size={18} />}
        </Box>
        <Typography id={titleId} component="h3" variant="h4" sx={{ overflowWrap: 'break-word' }}>
          {address.name}
        </Typography>
        <StatusChip color="primary" variant="outlined" label={destination} />
        {address.isDefault && <StatusChip color="success" label={t('billing.default')} />}
        {selected && <StatusChip color="secondary" label={t('billing.selected')} />}
      </Box>
      <Typography
        variant="body2"
        component="address"
        sx={{ fontStyle: 'normal', overflowWrap: 'break-word' }}
      >
        {address.building}, {address.street}
        <br />
        {[address.city, address.state, address.post].filter(Boolean).join(', ')}
        <br />
        {address.country}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
      >
        <IconPhone size={16} aria-hidden />
        {address.phone}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant={selected ? 'contained' : 'outlined'}
          color="secondary"
          size="small"
          onClick={onSelect}
          disabled={busy}
          aria-describedby={titleId}
        >
          {selected ? t('billing.continueWith') : t('billing.deliverHere')}
        </Button>
        <Button size="small" color="inherit" onClick={onEdit} disabled={busy} aria-describedby={titleId}>
          {t('billing.edit')}
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            color="inherit"
            onClick={onMakeDefault}
            disabled={busy}
            aria-describedby={titleId}
          >
            {t('billing.makeDefault')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
