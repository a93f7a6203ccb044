import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { IconMapPinOff, IconPlus } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { EmptyState, ErrorState, MainCard } from '@pp/ui';

import { useRemote } from '../../../shared/query/read';
import { useWrite } from '../../../shared/query/write';
import {
  addressesAtom,
  cartPendingAtom,
  checkoutAtom,
  chooseBillingAddressAtom,
  createAddressAtom,
  updateAddressAtom,
} from '../../atoms';
import type { Address, AddressInput } from '../../types';
import { BackArrow } from '../Directional';
import { errorStateProps } from '../errors';
import { useShopT } from '../i18n';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import { useCartAction } from './useCartAction';

/** Default first, then in book order. */
function defaultFirst(list: readonly Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** Step 2 of the checkout: the address book; pick one to deliver to, add, edit, make default. */
export function BillingStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const addresses = useRemote(addressesAtom);
  const billing = useAtomValue(checkoutAtom).billing;
  const busy = useAtomValue(cartPendingAtom) > 0;
  const { t } = useShopT();
  const choose = useSetAtom(chooseBillingAddressAtom);
  const create = useWrite(createAddressAtom);
  const edit = useWrite(updateAddressAtom);
  /** Saves an edited address; when it is the billing address, the checkout gets the edited one too. */
  const update = async (address: Address) => {
    const list = await edit.run(address);
    const edited = list.find((item) => item.id === address.id);
    if (billing && edited && billing.id === edited.id) await choose(edited);
    return list;
  };
  const { run, error, clearError } = useCartAction();
  const [dialog, setDialog] = useState<{ open: boolean; address: Address | null }>({
    open: false,
    address: null,
  });
  const [saving, setSaving] = useState(false);

  const select = async (address: Address) => {
    if (billing?.id === address.id) {
      onNext();
      return;
    }
    if (await run(() => choose(address), t('billing.useFailed'))) onNext();
  };
  const makeDefault = async (address: Address) => {
    setSaving(true);
    await run(() => update({ ...address, isDefault: true }), t('billing.defaultFailed'));
    setSaving(false);
  };
  const save = (input: AddressInput) =>
    dialog.address ? update({ ...input, id: dialog.address.id }) : create.run(input);

  const addButton = (
    <Button
      variant="contained"
      color="secondary"
      size="small"
      startIcon={<IconPlus size={18} />}
      onClick={() => setDialog({ open: true, address: null })}
    >
      {t('billing.add')}
    </Button>
  );

  let content;
  if (addresses.status === 'error') {
    content = (
      <ErrorState
        {...errorStateProps(addresses.error, t('billing.loadFailed'), t)}
        size="large"
        onRetry={addresses.retry}
        titleComponent="h3"
      />
    );
  } else if (addresses.data === undefined) {
    content = (
      <Box
        role="status"
        aria-label={t('billing.loading')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm/checkout': '1fr 1fr' } }}
      >
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" sx={{ height: (theme) => theme.spacing(25) }} />
        ))}
      </Box>
    );
  } else if (addresses.data.length === 0) {
    content = (
      <EmptyState
        size="large"
        titleComponent="h3"
        icon={<IconMapPinOff size={36} stroke={1.5} />}
        title={t('billing.emptyTitle')}
        description={t('billing.emptyMessage')}
        action={addButton}
      />
    );
  } else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@sm/checkout': 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {defaultFirst(addresses.data).map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            selected={billing?.id === address.id}
            busy={busy || saving}
            onSelect={() => void select(address)}
            onEdit={() => setDialog({ open: true, address })}
            onMakeDefault={() => void makeDefault(address)}
          />
        ))}
      </Box>
    );
  }

  return (
    <MainCard
      title={t('billing.title')}
      secondary={addresses.data && addresses.data.length > 0 ? addButton : undefined}
      content={false}
    >
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {error && (
          <Alert severity="error" onClose={clearError}>
            {error}
          </Alert>
        )}
        {content}
      </Box>
      <Divider />
      <Box sx={{ p: 3 }}>
        <Button color="inherit" startIcon={<BackArrow />} onClick={onBack}>
          {t('billing.backToCart')}
        </Button>
      </Box>
      <AddressDialog
        open={dialog.open}
        address={dialog.address}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onSave={save}
      />
    </MainCard>
  );
}
