import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { FormAlert, FormCheckboxField, FormTextField } from '@pp/ui';

import { applyServerError } from '../../../shared/forms/applyServerError';
import { createAddressSchema, emptyAddressForm, toAddressInput, type AddressFormValues } from '../../schemas';
import { useSay, useShopT } from '../i18n';
import type { Address, AddressInput } from '../../types';

/** The fields of the form, in order, with their labels and autofill hints. */
const FIELDS: {
  name: 'name' | 'phone' | 'building' | 'street' | 'city' | 'state' | 'country' | 'post';
  autoComplete: string;
  wide?: boolean;
  inputMode?: 'tel' | 'text';
}[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'building', autoComplete: 'address-line1' },
  { name: 'street', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'post', autoComplete: 'postal-code' },
];

function formValues(address: Address | null): AddressFormValues {
  if (!address) return emptyAddressForm;
  const { id, ...values } = address;
  void id;
  return values;
}

export interface AddressDialogProps {
  open: boolean;
  /** The address being edited; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  /** Saves; rejects with the reason it failed (the form stays open with what was typed). */
  onSave: (input: AddressInput) => Promise<unknown>;
}

function AddressForm({ address, onClose, onSave }: Omit<AddressDialogProps, 'open'>) {
  const { t } = useShopT();
  const say = useSay();
  const schema = useMemo(() => createAddressSchema(say), [say]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<AddressFormValues>({
    defaultValues: formValues(address),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const editing = address !== null;
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(toAddressInput(values));
      onClose();
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('errors.requestFailed') });
    }
  });
  const failure = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title" component="h2" sx={{ typography: 'h3' }}>
        {editing ? t('address.editTitle') : t('address.newTitle')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Box sx={{ mb: 2 }}>
            <FormAlert severity="error">{t('address.notSaved', { reason: failure })}</FormAlert>
          </Box>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name={field.name}
                label={t(`address.${field.name}`)}
                required
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                helperText=" "
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="destination"
              control={control}
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend">{t('address.type')}</FormLabel>
                  <RadioGroup row {...field}>
                    <FormControlLabel value="home" control={<Radio />} label={t('billing.home')} />
                    <FormControlLabel value="office" control={<Radio />} label={t('billing.office')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'flex-end' }}>
            <FormCheckboxField
              control={control}
              name="isDefault"
              label={t('address.makeDefault')}
              disabled={editing && address.isDefault}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('address.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="secondary" loading={isSubmitting}>
          {editing ? t('address.saveChanges') : t('address.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Adds or edits an address: every field checked at the field, what was typed kept on any error. */
export function AddressDialog({ open, address, onClose, onSave }: AddressDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="address-dialog-title">
      {open && <AddressForm key={address?.id ?? 'new'} address={address} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}
