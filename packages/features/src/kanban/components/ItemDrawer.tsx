import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPaperclip, IconTrash, IconX } from '@tabler/icons-react';
import {
  ConfirmDialog,
  FormAlert,
  FormDateField,
  FormSelectField,
  FormTextField,
  formatNumber,
  touchTarget,
} from '@pp/ui';
import { memo, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useT } from '../../shared/i18n/useT';
import { KANBAN_IMAGES, NO_ATTACH } from '../api/schemas';
import { kanbanWrites } from '../atoms';
import { listHolding } from '../board';
import { formToItemRequest, itemSchemaWith, itemToForm, type ItemFormValues } from '../forms';
import { kanbanNs } from '../i18n';
import type { KanbanColumn, KanbanComment, KanbanItem, KanbanProfile, UserStory } from '../types';
import { assigneeOptions, priorityOptions } from './options';
import { Comments } from './Comments';
import { useFormWrites } from './useFormWrites';
import { messagesOf } from './messages';

/** What the drawer shows: a new item (in a column or a story), or an item of the board. */
export type ItemDraft = { kind: 'add'; columnId: string; storyId: string } | { kind: 'edit'; itemId: string };

export interface KanbanData {
  columns: KanbanColumn[];
  items: KanbanItem[];
  userStory: UserStory[];
  profiles: KanbanProfile[];
  comments: KanbanComment[];
}

export interface ItemDrawerProps {
  draft: ItemDraft | null;
  data: KanbanData;
  onClose: () => void;
}

const imageKey = (file: string) => file.replace(/\.svg$/, '') as 'wireframe' | 'phone' | 'chart';

function ItemForm({
  draft,
  item,
  data,
  onClose,
}: {
  draft: ItemDraft;
  item: KanbanItem | null;
  data: KanbanData;
  onClose: () => void;
}) {
  const { t, locale } = useT(kanbanNs);
  const writes = useFormWrites(
    kanbanWrites[draft.kind === 'add' ? 'addItem' : 'editItem'],
    kanbanWrites.deleteItem,
    onClose,
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => itemSchemaWith(messagesOf(t)), [t]);
  const place =
    draft.kind === 'add'
      ? { columnId: draft.columnId, storyId: draft.storyId }
      : {
          columnId: listHolding(data.columns, draft.itemId)?.id ?? NO_ATTACH,
          storyId: listHolding(data.userStory, draft.itemId)?.id ?? NO_ATTACH,
        };
  const { control, handleSubmit, formState, setError, setValue } = useForm<ItemFormValues>({
    defaultValues: itemToForm(item, place),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const attachments = useWatch({ control, name: 'attachments' });

  const submit = handleSubmit((values) =>
    writes.submit(
      formToItemRequest(values, item?.id),
      { title: values.title.trim(), added: !item },
      setError,
    ),
  );
  const attach = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].map((file) => ({ name: file.name, size: file.size }));
    setValue('attachments', [...attachments, ...files], { shouldDirty: true });
    event.target.value = '';
  };

  // '0' (do not attach) is offered only while the item is on no column (story): choosing it
  // would not take the item off (docs/demo-api.md, "Kanban").
  const none = { value: NO_ATTACH, label: t('common.none') };
  const columns = data.columns.map((column) => ({ value: column.id, label: column.title }));
  const stories = data.userStory.map((story) => ({ value: story.id, label: story.title }));
  const serverMessage = formState.errors.root?.server?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {serverMessage && <FormAlert severity="error">{serverMessage}</FormAlert>}
      <FormTextField control={control} name="title" label={t('item.title')} required autoComplete="off" />
      <FormTextField
        control={control}
        name="description"
        label={t('item.description')}
        multiline
        minRows={2}
        maxRows={8}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="priority"
          label={t('item.priority')}
          options={priorityOptions(t)}
        />
        <FormSelectField
          control={control}
          name="assign"
          label={t('item.assign')}
          options={assigneeOptions(t, data.profiles)}
        />
        <FormSelectField
          control={control}
          name="columnId"
          label={t('item.column')}
          options={place.columnId === NO_ATTACH ? [none, ...columns] : columns}
        />
        <FormSelectField
          control={control}
          name="storyId"
          label={t('item.story')}
          options={place.storyId === NO_ATTACH ? [none, ...stories] : stories}
        />
        <FormDateField
          control={control}
          name="dueDate"
          label={t('item.dueDate')}
          locale={locale}
          pickerLabel={t('common.pickDay')}
        />
        <FormSelectField
          control={control}
          name="image"
          label={t('item.image')}
          options={[
            { value: '', label: t('item.noImage') },
            ...KANBAN_IMAGES.map((file) => ({ value: file, label: t(`images.${imageKey(file)}`) })),
          ]}
        />
      </Box>
      <Box>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('item.attachments')}
        </Typography>
        {attachments.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('item.noAttachments')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
            {attachments.map((file, index) => (
              <Box
                component="li"
                key={`${file.name}-${index}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              >
                <IconPaperclip size={16} stroke={1.5} aria-hidden />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
                  {file.name}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {` · ${formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB`}
                  </Box>
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('item.removeAttachment', { name: file.name })}
                  onClick={() =>
                    setValue(
                      'attachments',
                      attachments.filter((_, at) => at !== index),
                      { shouldDirty: true },
                    )
                  }
                  sx={touchTarget}
                >
                  <IconX size={16} stroke={1.5} />
                </IconButton>
              </Box>
            ))}
          </Stack>
        )}
        <Button
          size="small"
          startIcon={<IconPaperclip size={16} stroke={1.5} />}
          onClick={() => fileInput.current?.click()}
          sx={{ mt: 1 }}
        >
          {t('item.attach')}
        </Button>
        <input ref={fileInput} type="file" multiple hidden tabIndex={-1} onChange={attach} />
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {item && (
          <Button
            color="error"
            startIcon={<IconTrash size={18} stroke={1.5} />}
            onClick={() => writes.setConfirming(true)}
            sx={{ mr: 'auto' }}
          >
            {t('item.delete')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {item ? t('common.save') : t('item.add')}
        </Button>
      </Stack>
      {item && (
        <ConfirmDialog
          open={writes.confirming}
          title={t('item.deleteTitle')}
          description={t('item.deleteText', { title: item.title })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.keep')}
          destructive
          pending={writes.deleting}
          onConfirm={() => writes.confirmDelete({ itemId: item.id }, item.title)}
          onClose={() => writes.setConfirming(false)}
        />
      )}
    </Box>
  );
}

/** Adds or edits an item in a drawer: its fields, attachments and comments; delete when editing. */
/** Memoised: the board renders again on every drop, the drawer only when its draft or data change. */
export const ItemDrawer = memo(function ItemDrawer({ draft, data, onClose }: ItemDrawerProps) {
  const { t } = useT(kanbanNs);
  const titleId = useId();
  const item = draft?.kind === 'edit' ? (data.items.find(({ id }) => id === draft.itemId) ?? null) : null;
  const heading = item ? t('item.editTitle') : t('item.addTitle');
  return (
    <Drawer
      anchor="right"
      open={draft !== null && (draft.kind === 'add' || item !== null)}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${titleId}-heading`,
          sx: { width: { xs: '100%', sm: 480 }, p: 3, gap: 3 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={`${titleId}-heading`} variant="h3" component="h2" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={touchTarget}>
          <IconX size={20} stroke={1.5} />
        </IconButton>
      </Stack>
      {draft && (draft.kind === 'add' || item) && (
        <ItemForm
          key={draft.kind === 'edit' ? draft.itemId : `new-${draft.columnId}-${draft.storyId}`}
          draft={draft}
          item={item}
          data={data}
          onClose={onClose}
        />
      )}
      {item && <Comments owner={{ kind: 'item', id: item.id, commentIds: item.commentIds }} data={data} />}
    </Drawer>
  );
});
