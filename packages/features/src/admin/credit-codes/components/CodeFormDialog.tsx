import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormTextField } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { formResolver } from '../../../shared/forms/resolver';
import { useT } from '../../../shared/i18n/useT';
import { useWrite } from '../../../shared/query/write';
import { FormActions, WriteFailure } from '../../promotions/components/FormParts';
import { adminNs } from '../../i18n';
import { showWriteFailure } from '../../promotions/formFields';
import type { CreditCode } from '../api';
import { saveCreditCodeAtom } from '../atoms';
import {
  CODE_FIELDS,
  codeFormSchema,
  codeToForm,
  emptyCodeForm,
  toCodeTerms,
  toNewCode,
  type CodeFormOutput,
  type CodeFormValues,
} from '../codeForm';
import { creditCodesNs } from '../i18n';
import { codeTextSx } from './codeFont';
import { TermsFields } from './TermsFields';
import { useUpperCase } from './useUpperCase';

export interface CodeFormDialogProps {
  open: boolean;
  /** The code edited; null creates one. */
  code: CreditCode | null;
  onClose: () => void;
  onSaved: (code: CreditCode, created: boolean) => void;
}

function CodeForm({
  code,
  titleId,
  onClose,
  onSaved,
}: Omit<CodeFormDialogProps, 'open'> & { titleId: string }) {
  const { t } = useT(creditCodesNs);
  const common = useT(adminNs).t;
  const save = useWrite(saveCreditCodeAtom);
  const editing = code !== null;
  const schema = useMemo(() => codeFormSchema(t, { editing }), [t, editing]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<CodeFormValues, unknown, CodeFormOutput>({
    defaultValues: code ? codeToForm(code) : emptyCodeForm,
    resolver: formResolver(schema),
    mode: 'onTouched',
  });

  useUpperCase(control, setValue, 'code', { enabled: !editing, validate: isSubmitted });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.run(
        code ? { editing: code.code, terms: toCodeTerms(values) } : { code: toNewCode(values) },
      );
      onSaved(saved, !editing);
    } catch (failure) {
      showWriteFailure(setError, failure, common, CODE_FIELDS);
    }
  });
  const failure = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'break-word' }}>
        {code ? t('form.editTitle', { code: code.code }) : t('form.createTitle')}
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 3 }}>
        <WriteFailure message={failure} />
        <Grid container spacing={2.5}>
          {!editing && (
            <Grid size={12}>
              <FormTextField
                control={control}
                name="code"
                label={t('form.code')}
                helperText={t('form.codeHint')}
                required
                autoComplete="off"
                maxLength={16}
                sx={{ '& input': codeTextSx }}
              />
            </Grid>
          )}
          <TermsFields control={control} />
        </Grid>
      </DialogContent>
      <FormActions
        submitLabel={editing ? t('form.save') : t('form.create')}
        pending={save.isPending}
        onCancel={onClose}
      />
    </Box>
  );
}

/**
 * Creates one code (its text upper case as typed; a code that exists is refused at the field) or
 * edits a code's amount, limit and expiry. What was typed stays until it is saved.
 */
export function CodeFormDialog({ open, code, onClose, onSaved }: CodeFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {/* Unmounted once closed (a new opening starts afresh); kept while it fades out. */}
      <CodeForm key={code?.code ?? 'new'} code={code} titleId={titleId} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}
