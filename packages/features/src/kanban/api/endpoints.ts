/**
 * Calls of the kanban (docs/demo-api.md, "Kanban"). Each takes the demo API client and reads the
 * answer through its schema (schemas.ts); it rejects with an ApiError.
 */
import * as yup from 'yup';

import type { ApiClient } from '../../shared/api/http';
import { kanbanPaths } from '../../shared/api/endpoints';
import { readBody, record } from '../../shared/wire/read';
import { readEveryRowInSlices } from '../../shared/wire/readInSlices';
import { type kanbanRequests, kanbanResponses, kanbanSlices } from './schemas';

/** The seven slices the board and the backlogs read, each from its GET. */
export const SLICE_READS = {
  columns: kanbanResponses.columns,
  columnsOrder: kanbanResponses.columnsOrder,
  comments: kanbanResponses.comments,
  profiles: kanbanResponses.profiles,
  items: kanbanResponses.items,
  userStory: kanbanResponses.userStory,
  userStoryOrder: kanbanResponses.userStoryOrder,
} as const;

export type SliceName = keyof typeof SLICE_READS;
export type SliceValue<K extends SliceName> = yup.InferType<(typeof kanbanSlices)[K]>;

/**
 * The schema of one row of a slice that is a list (`arrayOf`), else undefined: such a slice's rows
 * are read a slice at a time, exactly as `SLICE_READS` reads them (a board of 10 x 200 cards read
 * in one go was one task of about 70 ms at full CPU speed, `kanban/bench/run.mjs`).
 */
function rowSchemaOf(slice: SliceName): yup.AnySchema | undefined {
  const schema: yup.AnySchema = kanbanSlices[slice];
  return schema instanceof yup.ArraySchema ? (schema.innerType as yup.AnySchema | undefined) : undefined;
}

/** `GET /api/kanban/<slice>`: one slice of the state. */
export async function fetchSlice<K extends SliceName>(
  client: ApiClient,
  slice: K,
  signal?: AbortSignal,
): Promise<SliceValue<K>> {
  const { data } = await client.get<unknown>(kanbanPaths[slice], { signal });
  const row = rowSchemaOf(slice);
  if (row) {
    const envelope = record({ [slice]: yup.array<yup.AnyObject, unknown>().required() });
    const rows = (readBody(envelope, data) as Record<string, unknown[]>)[slice] ?? [];
    return (await readEveryRowInSlices(row, rows, data, signal)) as SliceValue<K>;
  }
  const body = readBody(SLICE_READS[slice], data) as Record<K, SliceValue<K>>;
  return body[slice];
}

/** The answer schema of each write (the slices it replaced). */
export const WRITE_ANSWERS = {
  addColumn: kanbanResponses.columnsAndOrder,
  editColumn: kanbanResponses.columns,
  updateColumnOrder: kanbanResponses.columnsOrder,
  deleteColumn: kanbanResponses.columnsAndOrder,
  addItem: kanbanResponses.itemPlaces,
  editItem: kanbanResponses.itemPlaces,
  updateItemOrder: kanbanResponses.columns,
  selectItem: kanbanResponses.selectItem,
  addItemComment: kanbanResponses.itemComment,
  deleteItem: kanbanResponses.itemPlaces,
  addStory: kanbanResponses.storiesAndOrder,
  editStory: kanbanResponses.userStory,
  updateStoryOrder: kanbanResponses.userStoryOrder,
  updateStoryItemOrder: kanbanResponses.userStory,
  addStoryComment: kanbanResponses.storyComment,
  deleteStory: kanbanResponses.storiesAndOrder,
} as const satisfies Record<keyof typeof kanbanRequests, unknown>;

export type WriteName = keyof typeof WRITE_ANSWERS;
export type WriteInput<K extends WriteName> = yup.InferType<(typeof kanbanRequests)[K]>;
export type WriteAnswer<K extends WriteName> = yup.InferType<(typeof WRITE_ANSWERS)[K]>;

/** `POST /api/kanban/<write>`: answers the slices it replaced. */
export async function postWrite<K extends WriteName>(
  client: ApiClient,
  write: K,
  input: WriteInput<K>,
): Promise<WriteAnswer<K>> {
  const { data } = await client.post<unknown>(kanbanPaths[write], input);
  return readBody(WRITE_ANSWERS[write], data) as WriteAnswer<K>;
}
