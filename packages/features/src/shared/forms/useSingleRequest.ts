import { useEffect, useMemo, useRef } from 'react';

export interface SingleRequest {
  /** A signal for a new request, or null while one is still running (no double submit). */
  begin: () => AbortSignal | null;
  /** Marks the request of this signal as done. */
  end: (signal: AbortSignal) => void;
}

/**
 * One request at a time for a form (a double click sends one request), cancelled when the screen
 * goes away. Shared by every feature's forms.
 */
export function useSingleRequest(): SingleRequest {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useMemo(
    () => ({
      begin: () => {
        if (current.current) return null;
        current.current = new AbortController();
        return current.current.signal;
      },
      end: (signal) => {
        if (current.current?.signal === signal) current.current = null;
      },
    }),
    [],
  );
}
