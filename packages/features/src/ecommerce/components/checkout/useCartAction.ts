import { useCallback, useState } from 'react';

import { describeError } from '../errors';

/** A cart call whose failure is shown where it happened: `run` resolves true when it went through. */
export function useCartAction(): {
  run: (call: () => Promise<unknown>, what: string) => Promise<boolean>;
  error: string | null;
  clearError: () => void;
} {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<unknown>, what: string) => {
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      const { title, message } = describeError(failure);
      setError(`${what}. ${title}: ${message}`);
      return false;
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { run, error, clearError };
}
