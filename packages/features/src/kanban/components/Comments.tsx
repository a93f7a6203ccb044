import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormAlert, FormSelectField, FormTextField, PresenceAvatar, useNotify } from '@pp/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { failedMessage } from './useFormWrites';
import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { useWrite } from '../../shared/query/write';
import { kanbanWrites } from '../atoms';
import { commentSchemaWith } from '../forms';
import { kanbanNs } from '../i18n';
import type { KanbanComment, KanbanProfile } from '../types';
import { messagesOf } from './messages';

export interface CommentsProps {
  /** The item or story commented on. */
  owner: { kind: 'item' | 'story'; id: string; commentIds: readonly string[] };
  data: { comments: KanbanComment[]; profiles: KanbanProfile[] };
}

/** The comments of an item or a story, and a form to add one (as one of the people of the board). */
export function Comments({ owner, data }: CommentsProps) {
  const { t } = useT(kanbanNs);
  const notify = useNotify();
  const add = useWrite(kanbanWrites.addItemComment);
  const addToStory = useWrite(kanbanWrites.addStoryComment);
  const schema = useMemo(() => commentSchemaWith(messagesOf(t)), [t]);
  const { control, handleSubmit, formState, setError, reset } = useForm({
    defaultValues: { comment: '', profileId: data.profiles[0]?.id ?? '' },
    resolver: yupResolver(schema),
    mode: 'onSubmit',
  });
  const byId = useMemo(() => new Map(data.comments.map((comment) => [comment.id, comment])), [data.comments]);
  const people = useMemo(
    () => new Map(data.profiles.map((profile) => [profile.id, profile])),
    [data.profiles],
  );
  const shown = owner.commentIds.flatMap((id) => {
    const comment = byId.get(id);
    return comment ? [comment] : [];
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (owner.kind === 'item') await add.run({ itemId: owner.id, comment: values });
      else await addToStory.run({ storyId: owner.id, comment: values });
      reset({ comment: '', profileId: values.profileId });
      notify({ message: t('done.commented'), severity: 'success' });
    } catch (error) {
      applyServerError(setError, error, {
        requestFailed: failedMessage(t, error),
      });
    }
  });
  const serverMessage = formState.errors.root?.server?.message;

  return (
    <Box component="section" aria-label={t('comments.title')}>
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {t('comments.title')}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('comments.none')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 1.5 }}>
          {shown.map((comment) => {
            const author = people.get(comment.profileId);
            return (
              <Box
                component="li"
                key={comment.id}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <PresenceAvatar src={author?.avatar} name={author?.name ?? '?'} size={4} />
                <Box sx={{ minWidth: 0, flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'break-word' }}>
                    {author?.name ?? ''}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
                    {comment.comment}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {serverMessage && <FormAlert severity="error">{serverMessage}</FormAlert>}
        <FormTextField control={control} name="comment" label={t('comments.text')} multiline minRows={2} />
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 12rem' }}>
            <FormSelectField
              control={control}
              name="profileId"
              label={t('comments.author')}
              options={data.profiles.map((profile) => ({ value: profile.id, label: profile.name }))}
            />
          </Box>
          <Button type="submit" variant="outlined" loading={formState.isSubmitting} sx={{ mt: 1 }}>
            {t('comments.send')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
