import { yupResolver } from '@hookform/resolvers/yup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import { FormSelectField, FormTextField } from '@pp/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import type { Customer } from '../types';
import { STATUS_CODES, statusMeta } from '../status';
import {
  applyCustomerForm,
  customerMessages,
  customerSchemaWith,
  customerToForm,
  type CustomerFormValues,
} from '../customerForm';
import { useT } from '../../shared/i18n/useT';
import { customerNs } from '../i18n';
import { translatedSection } from '../labels';
import { avatarFor, useCustomerFormat } from '../format';
import { StatusCell } from './StatusCell';
import { useRetained } from './useRetained';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface CustomerDetailsDialogProps {
  customer: Customer | null;
  onClose: () => void;
  onEdit: (customer: Customer) => void;
}

/** A customer at a glance: avatar, contact, orders, join date and status. */
export function CustomerDetailsDialog({ customer: current, onClose, onEdit }: CustomerDetailsDialogProps) {
  const id = useId();
  const customer = useRetained(current);
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  return (
    <Dialog open={current !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      {customer && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 3, pt: 2.5, pb: 2 }}>
            <Avatar
              src={avatarFor(customer.id)}
              alt=""
              sx={(theme) => ({ width: theme.spacing(7), height: theme.spacing(7) })}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography id={id} component="h2" variant="h3" sx={{ overflowWrap: 'break-word' }}>
                {customer.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
                {customer.email}
              </Typography>
            </Box>
          </Stack>
          <DialogContent dividers>
            <Grid container spacing={2.5} component="dl" sx={{ m: 0 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('customers.location')}>{customer.location}</Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('customers.orders')}>{format.count(customer.orders)}</Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('customers.joined')}>{format.day(customer.date)}</Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('customers.status')}>
                  <StatusCell entity="customer" code={customer.status} />
                </Detail>
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button color="inherit" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button variant="contained" startIcon={<IconPencil size={18} />} onClick={() => onEdit(customer)}>
              {t('common.edit')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export interface CustomerEditDialogProps {
  customer: Customer | null;
  onClose: () => void;
  onSave: (customer: Customer) => void;
}

function CustomerEditForm({
  customer,
  titleId,
  onClose,
  onSave,
}: { customer: Customer; titleId: string } & Omit<CustomerEditDialogProps, 'customer'>) {
  const { t } = useT(customerNs);
  const schema = useMemo(
    () => customerSchemaWith(translatedSection(t, 'customerErrors', customerMessages)),
    [t],
  );
  const { control, handleSubmit, formState } = useForm<CustomerFormValues>({
    defaultValues: customerToForm(customer),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) => onSave(applyCustomerForm(customer, values)));
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('customers.editTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="name"
              label={t('customers.name')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="email"
              label={t('customers.email')}
              type="email"
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="location"
              label={t('customers.location')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="status"
              label={t('customers.status')}
              options={STATUS_CODES.map((code) => ({
                value: String(code),
                label: t(statusMeta('customer', code).key),
              }))}
              required
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('customers.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Edits a customer's name, email, location and status, with messages at the fields. */
export function CustomerEditDialog({ customer: current, onClose, onSave }: CustomerEditDialogProps) {
  const titleId = useId();
  const customer = useRetained(current);
  return (
    <Dialog open={current !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {customer && (
        <CustomerEditForm
          key={customer.id}
          customer={customer}
          titleId={titleId}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}
