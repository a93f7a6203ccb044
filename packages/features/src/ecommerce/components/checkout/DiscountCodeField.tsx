import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormTextField } from '@pp/ui';

import { applyServerError } from '../../../shared/forms/applyServerError';
import { applyDiscountAtom, cartPendingAtom, checkoutAtom, discountCodeAtom } from '../../atoms';
import { DISCOUNT_CODES } from '../../rules/discount';
import { formatPrice } from '../format';
import { createDiscountCodeSchema, type DiscountFormValues } from '../../schemas';
import { useSay, useShopT } from '../i18n';

/** The message under the field after a try; an applied code follows the current discount. */
type Feedback = { tone: 'info'; text: string } | { tone: 'success'; code: string } | null;

/** Discount code input with clear feedback: applied (and how much), not valid, removed. */
export function DiscountCodeField() {
  const applied = useAtomValue(discountCodeAtom);
  const discount = useAtomValue(checkoutAtom).discount;
  const apply = useSetAtom(applyDiscountAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { t } = useShopT();
  const say = useSay();
  const schema = useMemo(() => createDiscountCodeSchema(say), [say]);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<DiscountFormValues>({
    defaultValues: { code: applied },
    resolver: yupResolver(schema),
  });

  const submit = handleSubmit(async ({ code }) => {
    setFeedback(null);
    try {
      const outcome = await apply(code);
      if (outcome.kind === 'applied') {
        setFeedback({ tone: 'success', code: outcome.code });
      } else if (outcome.kind === 'invalid') {
        setError('code', { type: 'server', message: t('discount.invalid') });
      } else if (outcome.kind === 'emptyCart') {
        setFeedback({ tone: 'info', text: t('discount.validEmptyCart', { code: outcome.code }) });
      }
    } catch (error) {
      applyServerError(setError, error, { fieldOf: () => 'code', requestFailed: t('errors.requestFailed') });
    }
  });

  const remove = async () => {
    clearErrors();
    try {
      await apply('');
      setValue('code', '');
      setFeedback({ tone: 'info', text: t('discount.removed') });
    } catch (error) {
      applyServerError(setError, error, { fieldOf: () => 'code', requestFailed: t('errors.requestFailed') });
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
            ? t('discount.applied', { code: feedback.code, amount: formatPrice(discount) })
            : t('discount.validEmptyCart', { code: feedback.code });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('discount.form')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="code"
          size="small"
          label={t('discount.label')}
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
          {t('discount.apply')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('discount.demoCodes', { codes: DISCOUNT_CODES.join(', ') })}
        </Typography>
        {applied !== '' && (
          <Button size="small" color="error" onClick={remove} disabled={busy} sx={{ flexShrink: 0 }}>
            {t('discount.remove')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
