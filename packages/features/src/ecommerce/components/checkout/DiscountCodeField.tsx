import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormTextField } from '@pp/ui';

import { applyServerError } from '../../../shared/forms/applyServerError';
import { applyDiscountAtom, cartPendingAtom, checkoutAtom, discountCodeAtom } from '../../atoms';
import { DISCOUNT_CODES } from '../../rules/discount';
import { formatPrice } from '../format';
import { discountCodeSchema, type DiscountFormValues } from '../../schemas';

/** The message under the field after a try; an applied code follows the current discount. */
type Feedback = { tone: 'info'; text: string } | { tone: 'success'; code: string } | null;

/** The message the validation shows for an unknown code. */
export const INVALID_CODE_MESSAGE = 'This code is not valid';

/** Discount code input with clear feedback: applied (and how much), not valid, removed. */
export function DiscountCodeField() {
  const applied = useAtomValue(discountCodeAtom);
  const discount = useAtomValue(checkoutAtom).discount;
  const apply = useSetAtom(applyDiscountAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<DiscountFormValues>({
    defaultValues: { code: applied },
    resolver: yupResolver(discountCodeSchema),
  });

  const submit = handleSubmit(async ({ code }) => {
    setFeedback(null);
    try {
      const outcome = await apply(code);
      if (outcome.kind === 'applied') {
        setFeedback({ tone: 'success', code: outcome.code });
      } else if (outcome.kind === 'invalid') {
        setError('code', { type: 'server', message: INVALID_CODE_MESSAGE });
      } else if (outcome.kind === 'emptyCart') {
        setFeedback({ tone: 'info', text: `${outcome.code} is valid: add products to your cart to use it` });
      }
    } catch (error) {
      applyServerError(setError, error, () => 'code');
    }
  });

  const remove = async () => {
    clearErrors();
    try {
      await apply('');
      setValue('code', '');
      setFeedback({ tone: 'info', text: 'Discount removed' });
    } catch (error) {
      applyServerError(setError, error, () => 'code');
    }
  };

  const message =
    feedback === null
      ? null
      : feedback.tone !== 'success'
        ? feedback.text
        : feedback.code !== applied
          ? null
          : discount > 0
            ? `${feedback.code} applied: you save ${formatPrice(discount)}`
            : `${feedback.code} is valid: add products to your cart to use it`;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Discount code">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="code"
          size="small"
          label="Discount code"
          helperText={
            feedback &&
            message && (
              <Box
                component="span"
                role="status"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: feedback.tone === 'success' ? 'success.dark' : 'text.secondary',
                }}
              >
                {feedback.tone === 'success' && <IconCircleCheck size={14} />}
                {message}
              </Box>
            )
          }
          startAdornment={
            <InputAdornment position="start">
              <IconTicket size={18} />
            </InputAdornment>
          }
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={busy}
          sx={{ flexShrink: 0, minHeight: (theme) => theme.spacing(5) }}
        >
          Apply
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {`Demo codes: ${DISCOUNT_CODES.join(', ')}`}
        </Typography>
        {applied !== '' && (
          <Button size="small" color="error" onClick={remove} disabled={busy} sx={{ flexShrink: 0 }}>
            Remove code
          </Button>
        )}
      </Box>
    </Box>
  );
}
