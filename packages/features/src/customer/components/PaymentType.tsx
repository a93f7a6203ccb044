import Stack from '@mui/material/Stack';
import { IconBuildingBank, IconCreditCard, IconQrcode, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { OrderPaymentType } from '../types';

const icons: Record<OrderPaymentType, ReactNode> = {
  'Credit Card': <IconCreditCard size={18} stroke={1.5} aria-hidden />,
  Paytm: <IconWallet size={18} stroke={1.5} aria-hidden />,
  'Net Banking': <IconBuildingBank size={18} stroke={1.5} aria-hidden />,
  Upi: <IconQrcode size={18} stroke={1.5} aria-hidden />,
};

/** How an order was paid, with a small icon. */
export function PaymentType({ type }: { type: OrderPaymentType }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Stack component="span" sx={{ color: 'text.secondary' }}>
        {icons[type] ?? null}
      </Stack>
      <span>{type}</span>
    </Stack>
  );
}
