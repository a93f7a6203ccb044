/** The kanban's data, from its wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type {
  attachmentSchema,
  columnSchema,
  commentSchema,
  itemInputSchema,
  itemSchema,
  kanbanRequests,
  profileSchema,
  storyInputSchema,
  userStorySchema,
} from './api/schemas';

export type { Priority } from './api/schemas';
export type KanbanProfile = InferType<typeof profileSchema>;
export type KanbanComment = InferType<typeof commentSchema>;
export type KanbanAttachment = InferType<typeof attachmentSchema>;
export type KanbanItem = InferType<typeof itemSchema>;
export type KanbanColumn = InferType<typeof columnSchema>;
export type UserStory = InferType<typeof userStorySchema>;
export type KanbanItemInput = InferType<typeof itemInputSchema>;
export type UserStoryInput = InferType<typeof storyInputSchema>;
export type KanbanCommentInput = InferType<typeof kanbanRequests.addItemComment>['comment'];
/** The body of add-item and edit-item. */
export type KanbanItemRequest = InferType<typeof kanbanRequests.addItem>;

/** The whole state the server keeps (the spec's kanban state, without the client's `error`). */
export interface KanbanState {
  columns: KanbanColumn[];
  columnsOrder: string[];
  comments: KanbanComment[];
  items: KanbanItem[];
  profiles: KanbanProfile[];
  userStory: UserStory[];
  userStoryOrder: string[];
  selectedItem: string | false;
}

/** A list of item ids with its id: a column, or a story. */
export interface ItemList {
  id: string;
  itemIds: string[];
}
