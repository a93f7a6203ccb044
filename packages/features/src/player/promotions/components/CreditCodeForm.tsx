import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAlert, FormTextField } from '@pp/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { toApiError } from '../../../shared/api/errors';
import { applyServerError } from '../../../shared/forms/applyServerError';
import { useWrite } from '../../../shared/query/write';
import { redeemCreditCodeAtom } from '../atoms';
import { promotionsCopy } from '../copy';
import { codeInput, creditCodeSchema, type CreditCodeValues } from '../creditCodeForm';

const copy = promotionsCopy.code;

/**
 * The credit-code form: the code is upper-cased as it is typed, checked (A-Z, 0-9, 6 to 16), sent
 * once; every refusal of the server (unknown, used, expired, used up, the wrong-code lock) shows at
 * the field, and the success line above it. Loaded apart from the page (react-hook-form and yup).
 */
export default function CreditCodeForm() {
  const redeem = useWrite(redeemCreditCodeAtom);
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<CreditCodeValues>({
    resolver: yupResolver(creditCodeSchema),
    defaultValues: { code: '' },
  });
  const typed = useWatch({ control, name: 'code' });
  useEffect(() => {
    const upper = codeInput(typed);
    if (upper !== typed) setValue('code', upper, { shouldValidate: formState.isSubmitted });
  }, [typed, setValue, formState.isSubmitted]);
  const formError = formState.errors.root?.server?.message;

  const submit = handleSubmit(async ({ code }) => {
    setDone(null);
    try {
      const result = await redeem.run(code);
      reset({ code: '' });
      setDone(result.message);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === -1) return;
      // Every refusal of a code (400, and 429 for the lock) is about the code itself.
      applyServerError(setError, apiError, {
        fieldOf: ({ status }) => (status === 400 || status === 429 ? 'code' : undefined),
      });
    }
  });

  return (
    <Box component="form" noValidate aria-label={copy.title} onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {done && (
          <FormAlert severity="success" role="status">
            {done}
          </FormAlert>
        )}
        <FormTextField
          control={control}
          name="code"
          id="credit-code"
          label={copy.label}
          autoComplete="off"
          maxLength={32}
          required
        />
        {formError && <FormAlert severity="error">{formError}</FormAlert>}
        <Button type="submit" variant="contained" color="secondary" size="large" loading={redeem.isPending}>
          {copy.submit}
        </Button>
      </Stack>
    </Box>
  );
}
