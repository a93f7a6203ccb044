import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog, FormAlert, FormDateField, FormSelectField, FormTextField } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { useT } from '../../shared/i18n/useT';
import { kanbanWrites } from '../atoms';
import { formToStory, storySchemaWith, storyToForm, type StoryFormValues } from '../forms';
import { kanbanNs } from '../i18n';
import type { UserStory } from '../types';
import { Comments } from './Comments';
import { assigneeOptions, priorityOptions } from './options';
import { useFormWrites } from './useFormWrites';
import type { KanbanData } from './ItemDrawer';
import { messagesOf } from './messages';

export interface StoryDialogProps {
  /** The story edited, `'new'` for a new one, or null: closed. */
  story: UserStory | 'new' | null;
  data: KanbanData;
  onClose: () => void;
}

function StoryForm({
  story,
  data,
  titleId,
  onClose,
}: {
  story: UserStory | null;
  data: KanbanData;
  titleId: string;
  onClose: () => void;
}) {
  const { t, locale } = useT(kanbanNs);
  const writes = useFormWrites(
    kanbanWrites[story ? 'editStory' : 'addStory'],
    kanbanWrites.deleteStory,
    onClose,
  );
  const schema = useMemo(() => storySchemaWith(messagesOf(t)), [t]);
  const { control, handleSubmit, formState, setError } = useForm<StoryFormValues>({
    defaultValues: storyToForm(
      story,
      data.columns.map(({ id }) => id),
    ),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    writes.submit(
      { story: formToStory(values, story?.id) },
      { title: values.title.trim(), added: !story },
      setError,
    ),
  );
  const serverMessage = formState.errors.root?.server?.message;

  return (
    <>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId} variant="h3" component="h2">
          {story ? t('story.editTitle') : t('story.addTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {serverMessage && <FormAlert severity="error">{serverMessage}</FormAlert>}
          <FormTextField
            control={control}
            name="title"
            label={t('story.title')}
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="description"
            label={t('story.description')}
            multiline
            minRows={2}
            maxRows={6}
          />
          <FormTextField
            control={control}
            name="acceptance"
            label={t('story.acceptance')}
            multiline
            minRows={2}
            maxRows={6}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormSelectField
              control={control}
              name="priority"
              label={t('story.priority')}
              options={priorityOptions(t)}
            />
            <FormSelectField
              control={control}
              name="assign"
              label={t('story.assign')}
              options={assigneeOptions(t, data.profiles)}
            />
            <FormSelectField
              control={control}
              name="columnId"
              label={t('story.state')}
              options={[
                { value: '', label: t('story.noState') },
                ...data.columns.map((column) => ({ value: column.id, label: column.title })),
              ]}
            />
            <FormDateField
              control={control}
              name="dueDate"
              label={t('story.dueDate')}
              locale={locale}
              pickerLabel={t('common.pickDay')}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          {story && (
            <Button
              color="error"
              startIcon={<IconTrash size={18} stroke={1.5} />}
              onClick={() => writes.setConfirming(true)}
              sx={{ mr: 'auto' }}
            >
              {t('story.delete')}
            </Button>
          )}
          <Button color="inherit" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {story ? t('common.save') : t('story.add')}
          </Button>
        </DialogActions>
      </Box>
      {story && (
        <DialogContent>
          <Comments owner={{ kind: 'story', id: story.id, commentIds: story.commentIds }} data={data} />
        </DialogContent>
      )}
      {story && (
        <ConfirmDialog
          open={writes.confirming}
          title={t('story.deleteTitle')}
          description={t('story.deleteText', { title: story.title })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.keep')}
          destructive
          pending={writes.deleting}
          onConfirm={() => writes.confirmDelete({ storyId: story.id }, story.title)}
          onClose={() => writes.setConfirming(false)}
        />
      )}
    </>
  );
}

/** Adds or edits a user story: its fields and comments; delete when editing. */
export function StoryDialog({ story, data, onClose }: StoryDialogProps) {
  const titleId = useId();
  const current =
    story === 'new' || story === null ? null : (data.userStory.find(({ id }) => id === story.id) ?? null);
  const open = story === 'new' || current !== null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} scroll="body">
      {open && (
        <StoryForm
          key={current?.id ?? 'new'}
          story={current}
          data={data}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
