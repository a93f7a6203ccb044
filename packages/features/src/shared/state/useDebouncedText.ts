import { useEffect, useEffectEvent, useState } from 'react';

/** How long the typing must stop before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Text typed into a field that reaches `commit` once the typing has stopped for `delayMs` (a
 * search sent to the server, or to a filter that is costly to apply). Returns the text as typed
 * and its setter, for the field; `committed` is the value in effect, so clearing it from outside
 * (a "clear filters" button) needs the setter too.
 */
export function useDebouncedText(
  committed: string,
  commit: (text: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const onSettled = useEffectEvent((settled: string) => commit(settled));
  useEffect(() => {
    if (text === committed) return undefined;
    const timer = window.setTimeout(() => onSettled(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, committed, delayMs]);
  return [text, setText];
}
