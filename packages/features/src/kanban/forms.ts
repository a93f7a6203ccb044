/**
 * The kanban's forms: the item drawer, the story dialog, the column name and a comment. What is
 * typed, the yup rules (the same limits as the request schemas) with messages from the kanban
 * labels, and the conversions to the request bodies (docs/demo-api.md, "Kanban").
 */
import { array, mixed, number, object, string, type ObjectSchema } from 'yup';

import { DAY, KANBAN_IMAGES, NO_ATTACH, PRIORITIES, TEXT_MAX, TITLE_MAX, type Priority } from './api/schemas';
import type { en } from './locales/en';
import type { KanbanAttachment, KanbanItem, KanbanItemRequest, UserStory, UserStoryInput } from './types';

/** Messages shown at the fields (the kanban namespace's `errors`). */
export type FormMessages = Readonly<Record<keyof (typeof en)['errors'], string>>;

/** The item drawer's fields. `columnId` and `storyId`: '0' (NO_ATTACH) for none; `image`: '' for none. */
export interface ItemFormValues {
  title: string;
  description: string;
  priority: Priority;
  assign: string;
  columnId: string;
  storyId: string;
  dueDate: string;
  image: string;
  attachments: KanbanAttachment[];
}

/** The story dialog's fields. `columnId`: '' for no state. */
export interface StoryFormValues {
  title: string;
  description: string;
  acceptance: string;
  priority: Priority;
  assign: string;
  columnId: string;
  dueDate: string;
}

const title = (messages: FormMessages) =>
  string().trim().required(messages.title).max(TITLE_MAX, messages.titleLength);
const text = (messages: FormMessages) => string().trim().defined().max(TEXT_MAX, messages.textLength);
const day = (messages: FormMessages) =>
  string()
    .defined()
    .test(
      'day',
      messages.dueDate,
      (value) => value === '' || (DAY.test(value) && !Number.isNaN(Date.parse(value))),
    );
const priority = () => mixed<Priority>().oneOf(PRIORITIES).required();

/** The item drawer's rules. */
export function itemSchemaWith(messages: FormMessages): ObjectSchema<ItemFormValues> {
  return object({
    title: title(messages),
    description: text(messages),
    priority: priority(),
    assign: string().defined(),
    columnId: string().defined(),
    storyId: string().defined(),
    dueDate: day(messages),
    image: string()
      .defined()
      .oneOf(['', ...KANBAN_IMAGES]),
    attachments: array(
      object({ name: string().required(), size: number().integer().min(0).required() }),
    ).defined(),
  });
}

/** The story dialog's rules. */
export function storySchemaWith(messages: FormMessages): ObjectSchema<StoryFormValues> {
  return object({
    title: title(messages),
    description: text(messages),
    acceptance: text(messages),
    priority: priority(),
    assign: string().defined(),
    columnId: string().defined(),
    dueDate: day(messages),
  });
}

/** A column's name. */
export function columnSchemaWith(messages: FormMessages): ObjectSchema<{ title: string }> {
  return object({
    title: string().trim().required(messages.columnName).max(TITLE_MAX, messages.titleLength),
  });
}

/** A comment and who writes it. */
export function commentSchemaWith(
  messages: FormMessages,
): ObjectSchema<{ comment: string; profileId: string }> {
  return object({
    comment: string().trim().required(messages.comment).max(TEXT_MAX, messages.textLength),
    profileId: string().required(),
  });
}

/** A known id of `ids`, else `fallback` (a column or story deleted meanwhile). */
const known = (id: string, ids: readonly string[], fallback: string) => (ids.includes(id) ? id : fallback);

/** The drawer's values for a new item in `columnId`, or for `item` where it is now. */
export function itemToForm(
  item: KanbanItem | null,
  place: { columnId: string; storyId: string },
): ItemFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    priority: item?.priority ?? 'medium',
    assign: item?.assign ?? '',
    columnId: place.columnId,
    storyId: place.storyId,
    dueDate: item?.dueDate ?? '',
    image: item?.image || '',
    attachments: item?.attachments.map((file) => ({ ...file })) ?? [],
  };
}

/** The body of add-item (no `id`) or edit-item. */
export function formToItemRequest(values: ItemFormValues, id?: string): KanbanItemRequest {
  const { columnId, storyId, image, ...fields } = values;
  return {
    columnId: columnId || NO_ATTACH,
    storyId: storyId || NO_ATTACH,
    item: { ...fields, ...(id === undefined ? {} : { id }), image: image === '' ? false : image },
  };
}

/** The dialog's values for a new story, or for `story` (a state column that is gone reads as none). */
export function storyToForm(story: UserStory | null, columnIds: readonly string[]): StoryFormValues {
  return {
    title: story?.title ?? '',
    description: story?.description ?? '',
    acceptance: story?.acceptance ?? '',
    priority: story?.priority ?? 'medium',
    assign: story?.assign ?? '',
    columnId: known(story?.columnId ?? '', columnIds, ''),
    dueDate: story?.dueDate ?? '',
  };
}

/** The `story` of add-story (no `id`) or edit-story. */
export function formToStory(values: StoryFormValues, id?: string): UserStoryInput {
  return { ...values, ...(id === undefined ? {} : { id }) };
}
