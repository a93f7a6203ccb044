import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormTextField, formatNumber } from '@pp/ui';
import { IconDownload } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { formResolver } from '../../../shared/forms/resolver';
import { useT } from '../../../shared/i18n/useT';
import { useWrite } from '../../../shared/query/write';
import { FormActions, WriteFailure } from '../../promotions/components/FormParts';
import { adminNs } from '../../i18n';
import { showWriteFailure } from '../../promotions/formFields';
import type { CreditCode } from '../api';
import { creditCodeBatchAtom } from '../atoms';
import {
  BATCH_FIELDS,
  batchFormSchema,
  emptyBatchForm,
  toBatch,
  type BatchFormOutput,
  type BatchFormValues,
} from '../codeForm';
import { creditCodesCsv } from '../csv';
import { downloadText } from '../download';
import { creditCodesNs } from '../i18n';
import { codeTextSx } from './codeFont';
import { TermsFields } from './TermsFields';
import { useUpperCase } from './useUpperCase';

function BatchForm({
  titleId,
  onClose,
  onDone,
}: {
  titleId: string;
  onClose: () => void;
  onDone: (codes: CreditCode[]) => void;
}) {
  const { t } = useT(creditCodesNs);
  const common = useT(adminNs).t;
  const generate = useWrite(creditCodeBatchAtom);
  const schema = useMemo(() => batchFormSchema(t), [t]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<BatchFormValues, unknown, BatchFormOutput>({
    defaultValues: emptyBatchForm,
    resolver: formResolver(schema),
    mode: 'onTouched',
  });

  useUpperCase(control, setValue, 'prefix', { validate: isSubmitted });

  const submit = handleSubmit(async (values) => {
    try {
      onDone(await generate.run(toBatch(values)));
    } catch (failure) {
      showWriteFailure(setError, failure, common, BATCH_FIELDS);
    }
  });
  const failure = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('batch.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 3 }}>
        <WriteFailure message={failure} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="prefix"
              label={t('batch.prefix')}
              helperText={t('batch.prefixHint')}
              required
              autoComplete="off"
              maxLength={8}
              sx={{ '& input': codeTextSx }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="count"
              label={t('batch.count')}
              helperText={t('batch.countHint')}
              required
              inputMode="numeric"
              autoComplete="off"
            />
          </Grid>
          <TermsFields control={control} />
        </Grid>
      </DialogContent>
      <FormActions submitLabel={t('batch.generate')} pending={generate.isPending} onCancel={onClose} />
    </Box>
  );
}

/** The batch just made: its codes, and the CSV to hand them out. */
function BatchDone({
  titleId,
  codes,
  onClose,
}: {
  titleId: string;
  codes: CreditCode[];
  onClose: () => void;
}) {
  const { t, locale } = useT(creditCodesNs);
  const common = useT(adminNs).t;
  const listId = useId();
  const prefix = codes[0]?.code.slice(0, 8) ?? 'codes';
  const download = () => downloadText(creditCodesCsv(codes), `credit-codes-${prefix}-${codes.length}.csv`);
  return (
    <>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('batch.doneTitle', { count: formatNumber(codes.length, { locale }) })}
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 3 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('batch.doneText')}
        </Typography>
        <Typography id={listId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('batch.codes')}
        </Typography>
        <Box
          component="ul"
          aria-labelledby={listId}
          tabIndex={0}
          sx={(theme) => ({
            m: 0,
            p: 1.5,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(${theme.spacing(20)}, 1fr))`,
            gap: 0.5,
            maxHeight: theme.spacing(30),
            overflowY: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
          })}
        >
          {codes.map((code) => (
            <Typography key={code.code} component="li" variant="body2" sx={codeTextSx}>
              {code.code}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          {common('common.close')}
        </Button>
        <Button variant="contained" startIcon={<IconDownload size={18} />} onClick={download}>
          {t('batch.download')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Generates a batch of codes (prefix, count, amount, limit, expiry), then shows them with a
 * "Download CSV" of the batch (built here, UTF-8 with a BOM, saved through a Blob).
 */
export function BatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [made, setMade] = useState<CreditCode[] | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setMade(null) } }}
    >
      {made ? (
        <BatchDone titleId={titleId} codes={made} onClose={onClose} />
      ) : (
        <BatchForm titleId={titleId} onClose={onClose} onDone={setMade} />
      )}
    </Dialog>
  );
}
