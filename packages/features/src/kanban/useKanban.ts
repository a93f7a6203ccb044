/**
 * The kanban's reads combined: the slices a screen needs as one read (loading until all are here,
 * the first failure, one retry for all), and the optimistic writes of a drag and drop.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

import { toApiError } from '../shared/api/errors';
import { useRemote, type RemoteRead } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import type { SliceName, SliceValue, WriteInput, WriteName } from './api/endpoints';
import { kanbanSlices, kanbanWrites } from './atoms';

type Slices<K extends SliceName> = { [S in K]: SliceValue<S> };

export type KanbanRead<K extends SliceName> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: ReturnType<typeof toApiError>; retry: () => void }
  | { status: 'ready'; data: Slices<K>; retry: () => void };

/** Every read a screen uses, in one: `useKanban()` reads all seven slices. */
export function useKanban(): KanbanRead<SliceName> {
  const reads: { [S in SliceName]: RemoteRead<SliceValue<S>> } = {
    columns: useRemote(kanbanSlices.columns),
    columnsOrder: useRemote(kanbanSlices.columnsOrder),
    comments: useRemote(kanbanSlices.comments),
    profiles: useRemote(kanbanSlices.profiles),
    items: useRemote(kanbanSlices.items),
    userStory: useRemote(kanbanSlices.userStory),
    userStoryOrder: useRemote(kanbanSlices.userStoryOrder),
  };
  const all = Object.values(reads);
  const retryAll = () => {
    for (const read of all) if (read.status === 'error') read.retry();
  };
  const failed = all.find((read) => read.status === 'error');
  const { columns, columnsOrder, comments, profiles, items, userStory, userStoryOrder } = reads;
  const data = useMemo(
    () =>
      columns.data &&
      columnsOrder.data &&
      comments.data &&
      profiles.data &&
      items.data &&
      userStory.data &&
      userStoryOrder.data
        ? {
            columns: columns.data,
            columnsOrder: columnsOrder.data,
            comments: comments.data,
            profiles: profiles.data,
            items: items.data,
            userStory: userStory.data,
            userStoryOrder: userStoryOrder.data,
          }
        : null,
    [
      columns.data,
      columnsOrder.data,
      comments.data,
      profiles.data,
      items.data,
      userStory.data,
      userStoryOrder.data,
    ],
  );
  if (failed?.status === 'error') return { status: 'error', error: failed.error, retry: retryAll };
  if (!data) return { status: 'loading', retry: retryAll };
  return { status: 'ready', data, retry: retryAll };
}

/**
 * A write shown before the server answers (a card or a column dropped): `apply(shown, input)` shows
 * `shown` at once and sends `input`; moves made meanwhile are sent one after another. When the
 * server refuses, what is shown goes back to the server's data and `onFailure` tells the user;
 * moves queued after the refused one are dropped with it.
 */
export function useOptimisticWrite<K extends WriteName, T>(
  write: K,
  onFailure: (message: string) => void,
): { shown: T | null; apply: (shown: T, input: WriteInput<K>) => void } {
  const { run } = useWrite(kanbanWrites[write]);
  const [shown, setShown] = useState<T | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);
  const latest = useRef<T | null>(null);

  const apply = useCallback(
    (next: T, input: WriteInput<K>) => {
      latest.current = next;
      setShown(next);
      const round = generation.current;
      queue.current = queue.current.then(async () => {
        if (round !== generation.current) return;
        try {
          await run(input);
          if (latest.current === next) setShown(null);
        } catch (error) {
          generation.current += 1;
          latest.current = null;
          setShown(null);
          onFailure(toApiError(error).message);
        }
      });
    },
    [run, onFailure],
  );
  return { shown, apply };
}
