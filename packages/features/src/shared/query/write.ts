/**
 * Writes: an API call that changes data, with its pending state, one request per user action, an
 * idempotency key per action, and the reads it changes invalidated (loaded again) on success.
 */
import type { QueryKey } from '@tanstack/query-core';
import { useAtomValue, type Atom, type Getter } from 'jotai';
import { atomWithMutation, type AtomWithMutationResult } from 'jotai-tanstack-query';
import { useCallback, useRef, useState } from 'react';

import { ApiError, toApiError } from '../api/errors';
import { queryClientAtom } from './client';
import { newIdempotencyKey } from './idempotency';

/** What every write call receives besides its input. */
export interface WriteContext {
  /** Sent as the `Idempotency-Key` header: the same key never moves money twice. */
  idempotencyKey: string;
}

export interface WriteDefinition<TInput, TData> {
  /** The call. Throw an ApiError when it cannot be made (no session). */
  write: (input: TInput, context: WriteContext) => Promise<TData>;
  /** The reads this write changes: loaded again after a success (the header balance, a history). */
  invalidates?: (data: TData, input: TInput) => readonly QueryKey[];
  /** After the success, before the caller's own code (e.g. store the new session). */
  onSuccess?: (data: TData, input: TInput) => void;
}

interface WriteVariables<TInput> {
  input: TInput;
  idempotencyKey: string;
}

export type WriteAtom<TInput, TData> = Atom<
  AtomWithMutationResult<TData, ApiError, WriteVariables<TInput>, unknown>
>;

/**
 * A write of the API: `getDefinition` reads the atoms it needs (clients, session) and returns the call.
 * `atomWithApiWrite((get) => ({ write: (input, { idempotencyKey }) => postDeposit(...), invalidates: () => [queryKeys.balance(id)] }))`
 */
export function atomWithApiWrite<TInput, TData>(
  getDefinition: (get: Getter) => WriteDefinition<TInput, TData>,
): WriteAtom<TInput, TData> {
  return atomWithMutation<TData, WriteVariables<TInput>, ApiError>(
    (get) => {
      const client = get(queryClientAtom);
      const { write, invalidates, onSuccess } = getDefinition(get);
      return {
        mutationFn: async ({ input, idempotencyKey }) => {
          try {
            return await write(input, { idempotencyKey });
          } catch (error) {
            throw toApiError(error);
          }
        },
        onSuccess: (data, { input }) => {
          onSuccess?.(data, input);
          for (const queryKey of invalidates?.(data, input) ?? [])
            void client.invalidateQueries({ queryKey });
        },
      };
    },
    (get) => get(queryClientAtom),
  );
}

/** Thrown by `run` while the same action is still on its way: nothing to show (status -1, like a cancelled call). */
export const ALREADY_SENDING = 'Already sending';

export interface Write<TInput, TData> {
  /** Sends the write; a second call while one is on its way rejects with status -1 and sends nothing. */
  run: (input: TInput) => Promise<TData>;
  isPending: boolean;
  /** The last failure, until the next run or `reset`. */
  error: ApiError | null;
  reset: () => void;
}

/** A file in an input compares by what identifies it (JSON would write every file as `{}`). */
const fileAsJson = (_key: string, value: unknown): unknown =>
  value instanceof File
    ? { name: value.name, type: value.type, size: value.size, lastModified: value.lastModified }
    : value;

/** Whether two inputs are the same action: equal as JSON, files by name, type, size and date. */
export const sameInput = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a, fileAsJson) === JSON.stringify(b, fileAsJson);

/**
 * Uses a write atom. Each action gets a fresh idempotency key, except the same input sent again
 * after a call that got no answer (network down, timeout): that is the same action retried, so it
 * keeps its key and the server can never do it twice.
 */
export function useWrite<TInput, TData>(writeAtom: WriteAtom<TInput, TData>): Write<TInput, TData> {
  const { mutateAsync, error, reset } = useAtomValue(writeAtom);
  const sending = useRef(false);
  // Pending as the caller sees it: set and cleared with `run`'s own promise, so the render in which
  // the caller reacts to the answer (closing a dialog, say) already has it cleared. The mutation's
  // own flag reaches React a task later (TanStack Query batches its notifications): a dialog that
  // closed on a failure gave focus back to a button still disabled by it, and focus was lost.
  const [running, setRunning] = useState(false);
  const unanswered = useRef<WriteVariables<TInput> | null>(null);

  const run = useCallback(
    async (input: TInput): Promise<TData> => {
      if (sending.current) throw new ApiError(-1, ALREADY_SENDING);
      sending.current = true;
      const retried = unanswered.current;
      const variables: WriteVariables<TInput> =
        retried && sameInput(retried.input, input) ? retried : { input, idempotencyKey: newIdempotencyKey() };
      unanswered.current = null;
      setRunning(true);
      try {
        return await mutateAsync(variables);
      } catch (failure) {
        const apiError = toApiError(failure);
        if (apiError.status === 0) unanswered.current = variables;
        throw apiError;
      } finally {
        sending.current = false;
        setRunning(false);
      }
    },
    [mutateAsync],
  );

  return { run, isPending: running, error: error ?? null, reset };
}
