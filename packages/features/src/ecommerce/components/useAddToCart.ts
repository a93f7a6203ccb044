import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { useNotify } from '@pp/ui';

import { addToCartAtom, cartPendingAtom } from '../atoms';
import { defaultSize } from '../rules/shop';
import type { CartItemInput, Product, ProductColor } from '../types';
import { describeError } from './errors';
import { useShopT } from './i18n';

/** A cart line for a product: the chosen colour, size and quantity, or its defaults. */
export function cartLine(
  product: Product,
  choice: { color?: ProductColor; size?: string; quantity?: number } = {},
): CartItemInput {
  return {
    ...product,
    color: choice.color ?? product.colors[0] ?? 'black',
    size: choice.size ?? defaultSize(product),
    quantity: choice.quantity ?? 1,
  };
}

/**
 * Adds a line to the cart and tells the shopper how it went (a notification either way).
 * Resolves true when the line was added.
 */
export function useAddToCart(): { add: (line: CartItemInput) => Promise<boolean>; busy: boolean } {
  const addToCart = useSetAtom(addToCartAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const notify = useNotify();
  const { t } = useShopT();
  const add = useCallback(
    async (line: CartItemInput) => {
      try {
        await addToCart(line);
        notify({
          message: t('errors.added', { name: line.name }),
          variant: 'alert',
          alert: { color: 'success' },
        });
        return true;
      } catch (error) {
        notify({
          message: t('errors.addFailed', { name: line.name, reason: describeError(error, t).message }),
          variant: 'alert',
          alert: { color: 'error' },
        });
        return false;
      }
    },
    [addToCart, notify, t],
  );
  return { add, busy };
}
