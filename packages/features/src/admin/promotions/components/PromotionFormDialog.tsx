import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormAmountField, FormTextField } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { formResolver } from '../../../shared/forms/resolver';
import { useT } from '../../../shared/i18n/useT';
import { useWrite } from '../../../shared/query/write';
import { FormActions, WriteFailure } from './FormParts';
import { adminNs } from '../../i18n';
import type { AdminPromotion } from '../api';
import { savePromotionAtom } from '../atoms';
import { showWriteFailure } from '../formFields';
import { adminPromotionsNs } from '../i18n';
import {
  DETAIL_MAX,
  emptyPromotionForm,
  PROMOTION_FIELDS,
  promotionFormSchema,
  promotionToForm,
  TITLE_MAX,
  toPromotionInput,
  type PromotionFormOutput,
  type PromotionFormValues,
} from '../promotionForm';

export interface PromotionFormDialogProps {
  open: boolean;
  /** The promotion edited; null creates one. */
  promotion: AdminPromotion | null;
  onClose: () => void;
  /** After the server saved it (the list loads again). */
  onSaved: (promotion: AdminPromotion, created: boolean) => void;
}

function PromotionForm({
  promotion,
  titleId,
  onClose,
  onSaved,
}: Omit<PromotionFormDialogProps, 'open'> & { titleId: string }) {
  const { t } = useT(adminPromotionsNs);
  const common = useT(adminNs).t;
  const save = useWrite(savePromotionAtom);
  const schema = useMemo(() => promotionFormSchema(t), [t]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PromotionFormValues, unknown, PromotionFormOutput>({
    defaultValues: promotion ? promotionToForm(promotion) : emptyPromotionForm,
    resolver: formResolver(schema),
    mode: 'onTouched',
  });
  const creating = promotion === null;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.run({ id: promotion?.id, input: toPromotionInput(values) });
      onSaved(saved, creating);
    } catch (failure) {
      showWriteFailure(setError, failure, common, PROMOTION_FIELDS);
    }
  });
  const failure = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {creating ? t('form.createTitle') : t('form.editTitle')}
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 3 }}>
        <WriteFailure message={failure} />
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="title"
              label={t('form.title')}
              required
              autoComplete="off"
              maxLength={TITLE_MAX}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="detail"
              label={t('form.detail')}
              helperText={t('form.detailHint')}
              multiline
              minRows={2}
              maxRows={6}
              maxLength={DETAIL_MAX}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="bonusPercent"
              label={t('form.bonusPercent')}
              helperText={t('form.bonusPercentHint')}
              required
              inputMode="decimal"
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormAmountField control={control} name="maxBonus" label={t('form.maxBonus')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormAmountField control={control} name="minDeposit" label={t('form.minDeposit')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="turnover"
              label={t('form.turnover')}
              helperText={t('form.turnoverHint')}
              required
              inputMode="decimal"
              autoComplete="off"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="imageUrl"
              label={t('form.imageUrl')}
              helperText={t('form.imageUrlHint')}
              type="url"
              autoComplete="off"
            />
          </Grid>
        </Grid>
      </DialogContent>
      <FormActions
        submitLabel={creating ? t('form.create') : t('form.save')}
        pending={save.isPending}
        onCancel={onClose}
      />
    </Box>
  );
}

/**
 * Creates or edits a promotion: every rule checked at its field, a refusal that names a field shown
 * under it, any other failure above the fields; what was typed stays until it is saved.
 */
export function PromotionFormDialog({ open, promotion, onClose, onSaved }: PromotionFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {/* Unmounted once closed (a new opening starts afresh); kept while it fades out. */}
      <PromotionForm
        key={promotion?.id ?? 'new'}
        promotion={promotion}
        titleId={titleId}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Dialog>
  );
}
