/**
 * The kanban's bodies as yup schemas (docs/demo-api.md, "Kanban"). The types of types.ts come from
 * here; the mock's fixtures are typed from them and its handlers check every request with the
 * request schemas below, the same rules as the item and story forms.
 */
import * as yup from 'yup';

import { arrayOf, record } from '../../shared/wire/read';

/** A day, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The priorities of an item or a story, lowest first. */
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** '0' for `columnId` or `storyId`: do not attach the item there (docs/demo-api.md, "Kanban"). */
export const NO_ATTACH = '0';

/** The pictures an item may show: files of `/apps/kanban/` (mocks/public/apps/kanban). */
export const KANBAN_IMAGES = ['wireframe.svg', 'phone.svg', 'chart.svg'] as const;

/** Longest title of a column, an item or a story; longest description, acceptance or comment. */
export const TITLE_MAX = 200;
export const TEXT_MAX = 2000;

const text = () => yup.string().defined();
const id = () => yup.string().required();
/**
 * A list of ids, checked in one pass (a board of thousands of cards answers thousands of ids on
 * every move; a schema per id made reading them a long task).
 */
const ids = () =>
  yup
    .mixed<string[]>()
    .required()
    .test(
      'ids',
      'a list of ids',
      (value) => Array.isArray(value) && value.every((id) => typeof id === 'string' && id !== ''),
    );

/** An empty text or a day `YYYY-MM-DD`. */
const dueDate = () =>
  yup
    .string()
    .defined()
    .test('day', 'a day YYYY-MM-DD or empty', (value) => value === '' || DAY.test(value));

const priority = () => yup.mixed<Priority>().oneOf(PRIORITIES).required();

/** A picture's file name (one of KANBAN_IMAGES) or false for none. */
const image = () =>
  yup
    .mixed<string | false>()
    .defined()
    .test(
      'image',
      `false or one of ${KANBAN_IMAGES.join(', ')}`,
      (value) =>
        value === false || (typeof value === 'string' && KANBAN_IMAGES.some((file) => file === value)),
    );

/** A person items and stories are assigned to, and who writes comments. */
export const profileSchema = record({
  id: id(),
  /** Public path of the picture (`/apps/contact/avatar-<n>.svg`); empty: initials. */
  avatar: text(),
  name: text(),
  /** When the person was last seen, as the template shows it ("2 min ago"). */
  time: text(),
});

/** A comment on an item or a story. */
export const commentSchema = record({
  id: id(),
  comment: text(),
  /** The profile who wrote it. */
  profileId: id(),
});

/** A file attached to an item: its name and size in bytes (the demo keeps no content). */
export const attachmentSchema = record({
  name: yup.string().required(),
  size: yup.number().integer().min(0).required(),
});

/** A card of the board. */
export const itemSchema = record({
  id: id(),
  title: text(),
  description: text(),
  /** The profile id the item is assigned to; empty when nobody. */
  assign: text(),
  attachments: arrayOf(attachmentSchema),
  commentIds: ids(),
  /** A day `YYYY-MM-DD`, or empty for none. */
  dueDate: dueDate(),
  image: image(),
  priority: priority(),
});

/** A column of the board: its title and its items in order. */
export const columnSchema = record({
  id: id(),
  title: text(),
  itemIds: ids(),
});

/** A user story of the backlogs: its items in order, its state column, its comments. */
export const userStorySchema = record({
  id: id(),
  title: text(),
  description: text(),
  acceptance: text(),
  assign: text(),
  /** The column that names the story's state; empty when none. */
  columnId: text(),
  commentIds: ids(),
  dueDate: dueDate(),
  priority: priority(),
  itemIds: ids(),
});

const title = () => yup.string().trim().required().max(TITLE_MAX);
const longText = () => yup.string().trim().max(TEXT_MAX).default('');

/** What the item form sends (`item` of add-item; with its `id` for edit-item). */
export const itemInputSchema = record({
  id: yup.string().optional(),
  title: title(),
  description: longText(),
  assign: yup.string().default(''),
  attachments: arrayOf(attachmentSchema).default([]),
  dueDate: dueDate().default(''),
  image: image().default(false),
  priority: priority(),
});

/** What the story form sends (`story` of add-story; with its `id` for edit-story). */
export const storyInputSchema = record({
  id: yup.string().optional(),
  title: title(),
  description: longText(),
  acceptance: longText(),
  assign: yup.string().default(''),
  columnId: yup.string().default(''),
  dueDate: dueDate().default(''),
  priority: priority(),
});

/** The item open in the drawer, or false. */
const selected = () =>
  yup
    .mixed<string | false>()
    .defined()
    .test('selected', 'an item id or false', (value) => value === false || typeof value === 'string');

/** A list's id and its item ids in their new order (a column's, or a story's). */
const orderRow = record({ id: id(), itemIds: ids() });

const commentInput = record({
  comment: yup.string().trim().required().max(TEXT_MAX),
  profileId: id(),
});

/** The request bodies of the writes, keyed like `kanbanPaths`. */
export const kanbanRequests = {
  addColumn: record({ column: record({ title: title() }) }),
  editColumn: record({ column: record({ id: id(), title: title() }) }),
  updateColumnOrder: record({ columnsOrder: ids() }),
  deleteColumn: record({ columnId: id() }),
  addItem: record({ columnId: id(), storyId: id(), item: itemInputSchema }),
  editItem: record({ columnId: id(), storyId: id(), item: itemInputSchema }),
  updateItemOrder: record({ columns: arrayOf(orderRow) }),
  selectItem: record({ selectedItem: selected() }),
  addItemComment: record({ itemId: id(), comment: commentInput }),
  deleteItem: record({ itemId: id() }),
  addStory: record({ story: storyInputSchema }),
  editStory: record({ story: storyInputSchema }),
  updateStoryOrder: record({ userStoryOrder: ids() }),
  updateStoryItemOrder: record({ userStory: arrayOf(orderRow) }),
  addStoryComment: record({ storyId: id(), comment: commentInput }),
  deleteStory: record({ storyId: id() }),
} as const;

/** The slices of the kanban's state, each the answer of its GET and a part of the writes' answers. */
export const kanbanSlices = {
  columns: arrayOf(columnSchema),
  columnsOrder: ids(),
  comments: arrayOf(commentSchema),
  items: arrayOf(itemSchema),
  profiles: arrayOf(profileSchema),
  userStory: arrayOf(userStorySchema),
  userStoryOrder: ids(),
  selectedItem: selected(),
} as const;

const { columns, columnsOrder, comments, items, profiles, userStory, userStoryOrder, selectedItem } =
  kanbanSlices;

/** The answers: each GET one slice, each write the slices it replaced (docs/demo-api.md, "Kanban"). */
export const kanbanResponses = {
  columns: record({ columns }),
  columnsOrder: record({ columnsOrder }),
  comments: record({ comments }),
  profiles: record({ profiles }),
  items: record({ items }),
  userStory: record({ userStory }),
  userStoryOrder: record({ userStoryOrder }),
  columnsAndOrder: record({ columns, columnsOrder }),
  itemPlaces: record({ columns, items, userStory }),
  selectItem: record({ selectedItem }),
  itemComment: record({ items, comments }),
  storiesAndOrder: record({ userStory, userStoryOrder }),
  storyComment: record({ userStory, comments }),
} as const;
