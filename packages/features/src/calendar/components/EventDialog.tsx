import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { IconTrash } from '@tabler/icons-react';
import { FormAlert, FormCheckboxField, FormDateField, FormSelectField, FormTextField } from '@pp/ui';
import { Fragment, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { EVENT_COLOURS } from '../api/schemas';
import { eventSchemaWith, formToInput, type EventFormValues, type EventMessages } from '../eventForm';
import { calendarNs, type CalendarKey, type CalendarT } from '../i18n';
import type { CalendarEventInput } from '../types';

/** What the dialog edits: a new event over a selected range, or an event of the calendar. */
export type EventDraft =
  { kind: 'add'; values: EventFormValues } | { kind: 'edit'; id: string; values: EventFormValues };

export interface EventDialogProps {
  /** The event to add or edit; null when closed. */
  draft: EventDraft | null;
  onClose: () => void;
  /** Adds or saves; a rejection (the server refused) shows its message in the dialog. */
  onSave: (input: CalendarEventInput, draft: EventDraft) => Promise<unknown>;
  /** Asks to delete the event being edited. */
  onDelete: (id: string) => void;
}

const messagesOf = (t: CalendarT): EventMessages =>
  Object.fromEntries(
    Object.keys(messageKeys).map((key) => [key, t(`errors.${key}` as CalendarKey)]),
  ) as EventMessages;

/** The keys of the dialog's messages (`errors.*` of the calendar labels). */
const messageKeys: Record<keyof EventMessages, true> = {
  title: true,
  titleLength: true,
  descriptionLength: true,
  startDay: true,
  startTime: true,
  endDay: true,
  endTime: true,
  endAfterStart: true,
  colour: true,
};

function EventForm({
  draft,
  titleId,
  onClose,
  onSave,
  onDelete,
}: { draft: EventDraft; titleId: string } & Omit<EventDialogProps, 'draft'>) {
  const { t, locale } = useT(calendarNs);
  const schema = useMemo(() => eventSchemaWith(messagesOf(t)), [t]);
  const { control, handleSubmit, formState, setError } = useForm<EventFormValues>({
    defaultValues: draft.values,
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(formToInput(values), draft);
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('loadError.server', { message: '' }) });
    }
  });
  const serverMessage = formState.errors.root?.server?.message;
  const dayField = { locale, pickerLabel: t('dialog.pickDay') };
  const colours = EVENT_COLOURS.map((colour) => ({ value: colour.id, label: t(`colours.${colour.id}`) }));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t(draft.kind === 'add' ? 'dialog.addTitle' : 'dialog.editTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2.5}>
          {serverMessage && (
            <Grid size={12}>
              <FormAlert severity="error">{serverMessage}</FormAlert>
            </Grid>
          )}
          <Grid size={12}>
            <FormTextField
              control={control}
              name="title"
              label={t('dialog.title')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="description"
              label={t('dialog.description')}
              multiline
              minRows={2}
              maxRows={6}
            />
          </Grid>
          <Grid size={12}>
            <FormCheckboxField control={control} name="allDay" label={t('dialog.allDay')} deps={['endDay']} />
          </Grid>
          {(['start', 'end'] as const).map((edge) => (
            <Fragment key={edge}>
              <Grid size={allDay ? 12 : { xs: 12, sm: 6 }}>
                <FormDateField
                  control={control}
                  name={`${edge}Day`}
                  label={t(`dialog.${edge}Day`)}
                  required
                  // The end is checked against the start: a change of either checks it again.
                  deps={edge === 'start' ? ['endDay'] : undefined}
                  {...dayField}
                />
              </Grid>
              {!allDay && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name={`${edge}Time`}
                    type="time"
                    label={t(`dialog.${edge}Time`)}
                    required
                    deps={['endDay']}
                  />
                </Grid>
              )}
            </Fragment>
          ))}
          <Grid size={12}>
            <FormSelectField control={control} name="colour" label={t('dialog.colour')} options={colours} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {draft.kind === 'edit' && (
          <Button
            color="error"
            startIcon={<IconTrash size={18} />}
            onClick={() => onDelete(draft.id)}
            sx={{ mr: 'auto' }}
          >
            {t('dialog.delete')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t(draft.kind === 'add' ? 'dialog.add' : 'dialog.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Adds or edits an event: title, description, all day, start and end (end after start), colour; delete when editing. */
export function EventDialog({ draft, onClose, onSave, onDelete }: EventDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={draft !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {draft && (
        <EventForm
          key={draft.kind === 'edit' ? draft.id : `new-${draft.values.startDay}-${draft.values.startTime}`}
          draft={draft}
          titleId={titleId}
          onClose={onClose}
          onSave={onSave}
          onDelete={onDelete}
        />
      )}
    </Dialog>
  );
}
