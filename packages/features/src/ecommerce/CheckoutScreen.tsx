import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { MainCard } from '@pp/ui';

import { checkoutAtom, checkoutDispatchAtom, completedOrderAtom, discountCodeAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { BillingStep } from './components/checkout/BillingStep';
import { CartStep } from './components/checkout/CartStep';
import { DiscountCodeField } from './components/checkout/DiscountCodeField';
import { OrderComplete } from './components/checkout/OrderComplete';
import { OrderSummary } from './components/checkout/OrderSummary';
import { PaymentStep } from './components/checkout/PaymentStep';
import { useShopT } from './components/i18n';
import { cartItemCount } from './rules/cart';
import type { CheckoutState } from './types';

/** The steps of the checkout (cart, billing address, payment, complete). */
/** The steps, in order (their labels are `checkout.step.<key>`). */
export const CHECKOUT_STEPS = ['cart', 'billing', 'payment', 'complete'] as const;

const CART = 0;
const BILLING = 1;
const PAYMENT = 2;
const COMPLETE = 3;

/**
 * The step the checkout can show: a later step needs what the earlier ones give (lines for
 * billing, a billing address for payment), whatever step was stored.
 */
export function reachableStep(state: Pick<CheckoutState, 'step' | 'products' | 'billing'>): number {
  if (state.products.length === 0) return CART;
  if (state.billing === null) return Math.min(state.step, BILLING);
  return Math.min(state.step, PAYMENT);
}

/**
 * `/e-commerce/checkout`: cart, billing address, payment and order complete, with the totals
 * panel and discount code beside every step. The checkout lives in local storage; completing the
 * order shows its number and resets the checkout.
 */
export function CheckoutScreen() {
  const checkout = useAtomValue(checkoutAtom);
  const dispatch = useSetAtom(checkoutDispatchAtom);
  const code = useAtomValue(discountCodeAtom);
  const completed = useAtomValue(completedOrderAtom);
  const setCompleted = useSetAtom(completedOrderAtom);
  const step = completed ? COMPLETE : reachableStep(checkout);
  const { t } = useShopT();
  const stepLabels = CHECKOUT_STEPS.map((key) => t(`checkout.step.${key}`));

  // Leaving the checkout forgets the success view; the next visit starts with the (empty) cart.
  useEffect(() => () => setCompleted(null), [setCompleted]);

  /** Moves to `target` with the checkout's transitions: next (+1), back (-1), or set explicitly. */
  const go = (target: number) => {
    if (target === checkout.step + 1) dispatch({ type: 'nextStep' });
    else if (target === checkout.step - 1) dispatch({ type: 'backStep' });
    else dispatch({ type: 'setStep', step: target });
    window.scrollTo({ top: 0 });
  };

  const totals = completed ?? { ...checkout, itemCount: cartItemCount(checkout.products) };

  return (
    <Box
      sx={{
        containerType: 'inline-size',
        containerName: 'checkout',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <MainCard content={false}>
        <Box sx={{ p: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="h1" variant="h3">
            {t('pages.checkout')}
          </Typography>
          <CartBadge />
        </Box>
        <Box sx={{ px: 2.5, pb: 3 }}>
          <Stepper activeStep={step} alternativeLabel aria-label={t('checkout.steps')}>
            {stepLabels.map((label, index) => {
              const done = index < step || (completed !== null && index === COMPLETE);
              const canGo = !completed && index < step;
              return (
                <Step key={label} completed={done}>
                  <StepLabel aria-current={index === step ? 'step' : undefined}>
                    {canGo ? (
                      <Link
                        component="button"
                        type="button"
                        color="inherit"
                        underline="hover"
                        onClick={() => go(index)}
                        sx={{ typography: 'inherit', fontWeight: 'inherit' }}
                      >
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </StepLabel>
                </Step>
              );
            })}
          </Stepper>
        </Box>
      </MainCard>

      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            '@': 'minmax(0, 1fr)',
            '@md/checkout': `minmax(0, 1fr) ${theme.spacing(46)}`,
          },
        })}
      >
        <Box component="section" aria-label={stepLabels[step]} sx={{ minWidth: 0 }}>
          {completed ? (
            <OrderComplete order={completed} onContinue={() => setCompleted(null)} />
          ) : step === CART ? (
            <CartStep onNext={() => go(BILLING)} />
          ) : step === BILLING ? (
            <BillingStep onBack={() => go(CART)} onNext={() => go(PAYMENT)} />
          ) : (
            <PaymentStep onBack={() => go(BILLING)} onChangeAddress={() => go(BILLING)} />
          )}
        </Box>
        <Box
          component="aside"
          aria-label={t('checkout.orderSummary')}
          sx={{ position: { '@md/checkout': 'sticky' }, top: (theme) => theme.spacing(3) }}
        >
          <OrderSummary
            totals={totals}
            code={completed ? undefined : code || undefined}
            title={completed ? t('checkout.orderTotal') : t('checkout.orderSummary')}
          >
            {completed ? undefined : <DiscountCodeField />}
          </OrderSummary>
        </Box>
      </Box>
    </Box>
  );
}
