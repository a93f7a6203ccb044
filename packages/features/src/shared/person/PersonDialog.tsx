import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormAlert, FormSelectField, FormTextField } from '@pp/ui';
import { Suspense, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { applyServerError } from '../forms/applyServerError';
import { useT, type Translator } from '../i18n/useT';
import { ONLINE_STATUSES } from '../wire/fields';
import { personNs } from './i18n';
import type { en } from './locales/en';
import {
  PERSON_TEXT_MAX,
  personFormSchema,
  personInput,
  personToForm,
  type Person,
  type PersonFormValues,
  type PersonInput,
  type PersonRequirable,
  type PersonTextField,
} from './personForm';

/** The text fields in order, with their input type; the name takes a whole row, so does the status line. */
const FIELDS: readonly { name: PersonTextField; type?: 'email' | 'tel'; wide?: boolean }[] = [
  { name: 'name', wide: true },
  { name: 'work_email', type: 'email' },
  { name: 'work_phone', type: 'tel' },
  { name: 'company' },
  { name: 'role' },
  { name: 'personal_email', type: 'email' },
  { name: 'personal_phone', type: 'tel' },
  { name: 'location' },
];

export interface PersonDialogProps {
  open: boolean;
  /** The person edited; null adds one. */
  person: Person | null;
  /** Fields that must be filled besides the name (the contacts app: work email and work phone). */
  required?: readonly PersonRequirable[];
  onClose: () => void;
  /** Saves; rejects with the reason (the form stays open with what was typed). */
  onSave: (input: PersonInput) => Promise<unknown>;
}

type FormProps = Omit<PersonDialogProps, 'open' | 'required'> & {
  required: readonly PersonRequirable[];
  titleId: string;
  t: Translator<typeof en>['t'];
};

function PersonForm({ person, required, titleId, t, onClose, onSave }: FormProps) {
  const schema = useMemo(
    () =>
      personFormSchema(
        {
          nameRequired: t('validation.nameRequired'),
          workEmailRequired: t('validation.workEmailRequired'),
          workPhoneRequired: t('validation.workPhoneRequired'),
          textMax: t('validation.textMax', { max: PERSON_TEXT_MAX }),
          emailInvalid: t('validation.emailInvalid'),
          phoneInvalid: t('validation.phoneInvalid'),
          phoneLength: t('validation.phoneLength'),
        },
        { required },
      ),
    [t, required],
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<PersonFormValues>({
    defaultValues: personToForm(person),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(personInput(values, person));
      onClose();
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('requestFailed') });
    }
  });
  const isRequired = (name: PersonTextField) => name === 'name' || required.some((field) => field === name);
  const text = (name: PersonTextField, type?: 'email' | 'tel') => (
    <FormTextField
      control={control}
      name={name}
      label={t(`fields.${name}`)}
      required={isRequired(name)}
      type={type}
      autoComplete="off"
      helperText={isRequired(name) ? ' ' : t('optional')}
    />
  );
  const failure = errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {person ? t('editTitle') : t('addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Box sx={{ mb: 2 }}>
            <FormAlert severity="error">{t('notSaved', { reason: failure })}</FormAlert>
          </Box>
        )}
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={field.wide ? 12 : { xs: 12, sm: 6 }}>
              {text(field.name, field.type)}
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="online_status"
              label={t('fields.online_status')}
              options={ONLINE_STATUSES.map((value) => ({ value, label: t(`presence.${value}`) }))}
            />
          </Grid>
          <Grid size={12}>{text('status')}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {person ? t('save') : t('add')}
        </Button>
      </DialogActions>
    </Box>
  );
}

const NONE: readonly PersonRequirable[] = [];

/**
 * Adds or edits a person of the chat or the contacts app (the spec's chat user/contact): every
 * field checked at the field, the server's refusal above the form, what was typed kept on any
 * error. Its words are the shared `person` namespace's; saving (and saying so) is the caller's.
 */
export function PersonDialog(props: PersonDialogProps) {
  // The labels start loading with the screen that holds the dialog, beside it: the screen shows
  // without waiting for them, and they are there long before a click opens the dialog.
  return (
    <Suspense fallback={null}>
      <LabelledPersonDialog {...props} />
    </Suspense>
  );
}

function LabelledPersonDialog({ open, person, required = NONE, onClose, onSave }: PersonDialogProps) {
  const { t } = useT(personNs);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open && (
        <PersonForm
          key={person?.id ?? 'new'}
          person={person}
          required={required}
          titleId={titleId}
          t={t}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}
