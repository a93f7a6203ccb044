import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';
import { lazy, Suspense } from 'react';

import { LoadingArea, Placeholder } from '../../components/Loading';
import { promotionsCopy } from '../copy';

const copy = promotionsCopy.code;

/** The form (react-hook-form and yup) loads after the page's first paint. */
const CreditCodeForm = lazy(() => import('./CreditCodeForm'));

/** The credit-code box: the hint, then the form (see CreditCodeForm). */
export function CreditCodeCard() {
  return (
    <MainCard title={copy.title} sx={{ height: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {copy.hint}
        </Typography>
        <Suspense
          fallback={
            <LoadingArea>
              <Stack spacing={2}>
                <Placeholder variant="rounded" height={48} />
                <Placeholder variant="rounded" height={48} />
              </Stack>
            </LoadingArea>
          }
        >
          <CreditCodeForm />
        </Suspense>
      </Stack>
    </MainCard>
  );
}
