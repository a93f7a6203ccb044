import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the loaded component; suspends (React `lazy`) only while it is not loaded yet. */
  Component: ComponentType<P>;
  /** Starts loading now; the promise settles when the chunk has loaded (a failure can be retried). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A lazily loaded component that can be loaded ahead of its first render. Once loaded, it renders
 * at once: no Suspense fallback, so no flash of the loading bar and no wait for React's reveal
 * throttle (a boundary that showed its fallback reveals its content 300 ms later at the earliest).
 * The app loads the first screen of a visit this way before it renders anything.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P) {
    // Chosen once per mount: switching from `Lazy` to the loaded type later would remount it.
    const [Loaded] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
