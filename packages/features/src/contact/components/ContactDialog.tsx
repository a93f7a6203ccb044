import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { FormAlert, FormTextField } from '@pp/ui';

import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import {
  contactFormSchema,
  contactToForm,
  formToInput,
  type ContactFormValues,
  type ContactSay,
} from '../contactForm';
import { contactNs } from '../i18n';
import type { Contact, ContactInput } from '../types';

type Field = keyof ContactFormValues;

/** The fields in order, with their autofill hints; the first three are required. */
const FIELDS: { name: Field; autoComplete: string; type?: 'email' | 'tel'; required?: boolean }[] = [
  { name: 'name', autoComplete: 'off', required: true },
  { name: 'work_email', autoComplete: 'off', type: 'email', required: true },
  { name: 'work_phone', autoComplete: 'off', type: 'tel', required: true },
  { name: 'company', autoComplete: 'off' },
  { name: 'role', autoComplete: 'off' },
  { name: 'personal_email', autoComplete: 'off', type: 'email' },
  { name: 'personal_phone', autoComplete: 'off', type: 'tel' },
  { name: 'location', autoComplete: 'off' },
  { name: 'status', autoComplete: 'off' },
];

export interface ContactDialogProps {
  open: boolean;
  /** The contact edited; null adds one. */
  contact: Contact | null;
  onClose: () => void;
  /** Saves; rejects with the reason (the form stays open with what was typed). */
  onSave: (input: ContactInput) => Promise<unknown>;
}

function ContactForm({
  contact,
  titleId,
  onClose,
  onSave,
}: Omit<ContactDialogProps, 'open'> & { titleId: string }) {
  const { t } = useT(contactNs);
  const say = useMemo<ContactSay>(() => (key, values) => t(`validation.${key}`, values), [t]);
  const schema = useMemo(() => contactFormSchema(say), [say]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<ContactFormValues>({
    defaultValues: contactToForm(contact),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(formToInput(values, contact));
      onClose();
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('form.requestFailed') });
    }
  });
  const failure = errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} component="h2" sx={{ typography: 'h3' }}>
        {contact ? t('form.editTitle') : t('form.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Box sx={{ mb: 2 }}>
            <FormAlert severity="error">{t('form.notSaved', { reason: failure })}</FormAlert>
          </Box>
        )}
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid
              key={field.name}
              size={field.name === 'name' || field.name === 'status' ? 12 : { xs: 12, sm: 6 }}
            >
              <FormTextField
                control={control}
                name={field.name}
                label={t(`form.${field.name}`)}
                required={field.required}
                type={field.type}
                autoComplete={field.autoComplete}
                helperText={field.required ? ' ' : t('form.optional')}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {contact ? t('form.save') : t('form.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Adds or edits a contact: every field checked at the field, what was typed kept on any error. */
export function ContactDialog({ open, contact, onClose, onSave }: ContactDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open && (
        <ContactForm
          key={contact?.id ?? 'new'}
          contact={contact}
          titleId={titleId}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}
