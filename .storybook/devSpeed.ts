import * as React from 'react';

/**
 * Story tests run React's development build (its warnings fail a story), which records an "owner
 * stack" for up to 10,000 elements a second: an `Error` and a `console.createTask` per element.
 * They only make a warning's stack more precise, and they were about a sixth of the story suite's
 * time, so the tests skip them: React's counter of recent stacks is pinned above its limit. A
 * warning still fails its story, with the component stack React keeps anyway. Tests only: an
 * interactive Storybook keeps them. Does nothing if a React version drops the counter.
 */
type Internals = { recentlyCreatedOwnerStacks?: number };
const internals = (React as unknown as Record<string, Internals | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e9, set: () => undefined });
}
