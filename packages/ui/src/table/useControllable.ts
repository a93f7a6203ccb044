import { useCallback, useState } from 'react';

/**
 * A value the parent may control (`value` + `onChange`) or leave to the component (`initial`).
 * The setter always reports to `onChange`; it only keeps the value itself when uncontrolled.
 */
export function useControllable<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T | (() => T),
): [T, (next: T) => void, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(() => next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  // The third: sets the component's own value without reporting (a reset during render).
  return [controlled ? value : own, set, setOwn as (next: T) => void];
}
