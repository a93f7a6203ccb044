import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';

import { applyDiscountAtom, cartPendingAtom, checkoutAtom, discountCodeAtom } from '../../atoms';
import { DISCOUNT_CODES } from '../../rules/discount';
import { formatPrice } from '../format';
import { describeError } from '../errors';

/** The message under the field after a try; an applied code follows the current discount. */
type Feedback = { tone: 'error' | 'info'; text: string } | { tone: 'success'; code: string } | null;

/** The message the validation shows for an unknown code. */
export const INVALID_CODE_MESSAGE = 'This code is not valid';

/** Discount code input with clear feedback: applied (and how much), not valid, removed. */
export function DiscountCodeField() {
  const applied = useAtomValue(discountCodeAtom);
  const discount = useAtomValue(checkoutAtom).discount;
  const apply = useSetAtom(applyDiscountAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const [code, setCode] = useState(applied);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setFeedback({ tone: 'error', text: 'Enter a discount code' });
      return;
    }
    try {
      const outcome = await apply(code);
      if (outcome.kind === 'applied') {
        setFeedback({ tone: 'success', code: outcome.code });
      } else if (outcome.kind === 'invalid') {
        setFeedback({ tone: 'error', text: INVALID_CODE_MESSAGE });
      } else if (outcome.kind === 'emptyCart') {
        setFeedback({ tone: 'info', text: `${outcome.code} is valid: add products to your cart to use it` });
      }
    } catch (error) {
      setFeedback({ tone: 'error', text: `The code could not be checked. ${describeError(error).message}` });
    }
  };

  const remove = async () => {
    try {
      await apply('');
      setCode('');
      setFeedback({ tone: 'info', text: 'Discount removed' });
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: `The discount could not be removed. ${describeError(error).message}`,
      });
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
        <TextField
          size="small"
          fullWidth
          label="Discount code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (feedback?.tone === 'error') setFeedback(null);
          }}
          error={feedback?.tone === 'error'}
          helperText={
            feedback &&
            message && (
              <Box
                component="span"
                role={feedback.tone === 'error' ? 'alert' : 'status'}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color:
                    feedback.tone === 'success'
                      ? 'success.dark'
                      : feedback.tone === 'error'
                        ? 'error.main'
                        : 'text.secondary',
                }}
              >
                {feedback.tone === 'success' && <IconCircleCheck size={14} />}
                {message}
              </Box>
            )
          }
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <IconTicket size={18} />
                </InputAdornment>
              ),
            },
            htmlInput: { autoCapitalize: 'characters', spellCheck: false },
          }}
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
