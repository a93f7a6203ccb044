/**
 * Idempotent money writes (docs/player-api.md, 5 Writes): the first answer to each
 * `Idempotency-Key` is kept, and a request repeating the key gets that answer again without doing
 * anything. Answers are kept per mock storage (a fresh store in each story and test) and forgotten
 * by `forgetAnswers`.
 */
import type { JsonBodyType } from 'msw';

import { mockStorage, type KeyValueStore } from '../lib/persist';

/** A remembered answer: its status and JSON body. */
export interface RememberedAnswer {
  status: number;
  body: JsonBodyType;
}

const answersByStore = new WeakMap<KeyValueStore, Map<string, RememberedAnswer>>();

function answers(): Map<string, RememberedAnswer> {
  const store = mockStorage();
  let map = answersByStore.get(store);
  if (!map) {
    map = new Map();
    answersByStore.set(store, map);
  }
  return map;
}

/** The key of one write: the same header on another player or endpoint is another write. */
export const idempotencyScope = (endpoint: string, playerId: string, key: string): string =>
  `${endpoint}:${playerId}:${key}`;

export function rememberedAnswer(scope: string): RememberedAnswer | undefined {
  return answers().get(scope);
}

export function rememberAnswer(scope: string, answer: RememberedAnswer): void {
  answers().set(scope, answer);
}

/** Forgets every remembered answer of the current storage (with the wallets). */
export function forgetAnswers(): void {
  answers().clear();
}
