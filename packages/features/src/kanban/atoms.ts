/**
 * Server data of the kanban (DESIGN.md "Data flow"): one query atom per slice of its state, and
 * one write atom per call; a write's answer replaces the slices it names in the cache (the spec's
 * "every server response replaces the matching state slices"), so the board and the backlogs show
 * what the server keeps.
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery, type QueryAtom } from '../shared/query/read';
import { atomWithApiWrite, type WriteAtom } from '../shared/query/write';
import {
  fetchSlice,
  postWrite,
  SLICE_READS,
  WRITE_ANSWERS,
  type SliceName,
  type SliceValue,
  type WriteAnswer,
  type WriteInput,
  type WriteName,
} from './api/endpoints';

const demo = (get: Getter) => get(clientsAtom).demo;

/** The cache key of a slice. */
export const sliceKey = (slice: SliceName) => queryKeys.demo.kanban(slice);

function sliceAtom<K extends SliceName>(slice: K): QueryAtom<SliceValue<K>> {
  return atomWithApiQuery((get) => ({
    queryKey: sliceKey(slice),
    queryFn: ({ signal }) => fetchSlice(demo(get), slice, signal),
  }));
}

/** Every slice's read (`GET /api/kanban/<slice>`). */
export const kanbanSlices = Object.fromEntries(
  Object.keys(SLICE_READS).map((slice) => [slice, sliceAtom(slice as SliceName)]),
) as { [K in SliceName]: QueryAtom<SliceValue<K>> };

const isSlice = (key: string): key is SliceName => key in SLICE_READS;

function writeAtom<K extends WriteName>(write: K): WriteAtom<WriteInput<K>, WriteAnswer<K>> {
  return atomWithApiWrite((get) => {
    const client = get(queryClientAtom);
    return {
      write: (input: WriteInput<K>) => postWrite(demo(get), write, input),
      onSuccess: (answer: WriteAnswer<K>) => {
        for (const [slice, value] of Object.entries(answer))
          if (isSlice(slice)) client.setQueryData(sliceKey(slice), value);
      },
    };
  });
}

/** Every write (`POST /api/kanban/<write>`), its answer stored slice by slice. */
export const kanbanWrites = Object.fromEntries(
  Object.keys(WRITE_ANSWERS).map((write) => [write, writeAtom(write as WriteName)]),
) as { [K in WriteName]: WriteAtom<WriteInput<K>, WriteAnswer<K>> };
