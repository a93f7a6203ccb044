import { useCallback, useState } from 'react';

import { describeError } from '../errors';
import { useShopT } from '../i18n';

/** A cart call whose failure is shown where it happened: `run` resolves true when it went through. */
export function useCartAction(): {
  run: (call: () => Promise<unknown>, what: string) => Promise<boolean>;
  error: string | null;
  clearError: () => void;
} {
  const [error, setError] = useState<string | null>(null);
  const { t } = useShopT();
  const run = useCallback(
    async (call: () => Promise<unknown>, what: string) => {
      setError(null);
      try {
        await call();
        return true;
      } catch (failure) {
        const { title, message } = describeError(failure, t);
        setError(t('cart.actionFailed', { what, title, message }));
        return false;
      }
    },
    [t],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, error, clearError };
}
