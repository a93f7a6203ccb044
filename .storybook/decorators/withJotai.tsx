import type { Decorator } from '@storybook/react-vite';
import { configAtom, sanitizeConfig } from '@pp/ui';
import { createStore, Provider } from 'jotai';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import type { AtomValue, PortalParameters } from '../parameters';
import { configFromGlobals } from '../globals';

function StoryStore({
  values,
  config,
  children,
}: {
  values: readonly AtomValue[];
  config: unknown;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const fresh = createStore();
    for (const [atom, value] of values) fresh.set(atom, value as never);
    fresh.set(configAtom, sanitizeConfig(config));
    return fresh;
  });
  // Toolbar changes after mount re-apply the config; the first render already has it, so a story
  // may change the config itself (the settings drawer, a decorator) without being overridden.
  const configKey = JSON.stringify(config);
  const appliedKey = useRef(configKey);
  useLayoutEffect(() => {
    if (appliedKey.current === configKey) return;
    appliedKey.current = configKey;
    store.set(configAtom, sanitizeConfig(JSON.parse(configKey)));
  }, [store, configKey]);
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A fresh Jotai store per story (keyed by story id), hydrated from `parameters.jotai.values`, with
 * the theme config taken from the toolbar globals. Nothing leaks from one story to the next.
 */
export const withJotai: Decorator = (Story, context) => {
  const parameters = context.parameters as PortalParameters;
  return (
    <StoryStore
      key={context.id}
      values={parameters.jotai?.values ?? []}
      config={configFromGlobals(context.globals)}
    >
      <Story />
    </StoryStore>
  );
};
