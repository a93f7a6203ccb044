import type { RequestHandler } from 'msw';

/**
 * The whole mock backend, keyed by domain. Storybook registers it in this object form so a story
 * overrides one domain (`parameters.msw.handlers.player = playerScenarios.error`) and keeps the rest.
 */
export const handlers: Record<string, RequestHandler[]> = {};

/** Every handler, for the app's mock mode and for tests. */
export function allHandlers(): RequestHandler[] {
  return Object.values(handlers).flat();
}

/** Resets every in-memory store of the mock backend (before each story and test). */
export function resetMockState(): void {}
