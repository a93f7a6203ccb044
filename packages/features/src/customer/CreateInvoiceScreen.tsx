import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconFilePlus, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EmptyState,
  FormAmountField,
  FormDateField,
  FormSelectField,
  FormTextField,
  MainCard,
  SubCard,
  useNotify,
  visuallyHidden,
} from '@pp/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';

import { useCustomerFormat } from './format';
import { customerNs } from './i18n';
import { translatedSection } from './labels';
import { useT } from '../shared/i18n/useT';
import {
  emptyInvoice,
  INVOICE_STATUSES,
  invoiceMessages,
  invoiceSchemaWith,
  invoiceTotals,
  lineTotalOf,
  MAX_LINES,
  nextInvoiceNumber,
  type InvoiceFormValues,
} from './invoice';

/** Today's date on this device as `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface CreatedInvoice {
  number: string;
  customer: string;
  total: number;
  dueDate: string;
}

/** The demo's amounts are dollars. */
const DOLLAR = '$';

function LineItems({ control }: { control: Control<InvoiceFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => {
        const line = index + 1;
        const total = items[index] ? lineTotalOf(items[index]) : null;
        return (
          <Grid
            key={field.id}
            container
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
            role="group"
            aria-label={t('invoice.line', { line })}
          >
            <Grid size={{ xs: 12, md: 5 }}>
              <FormTextField
                control={control}
                name={`items.${index}.description`}
                label={t('invoice.description')}
                autoComplete="off"
              />
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <FormTextField
                control={control}
                name={`items.${index}.quantity`}
                deps={['discount']}
                label={t('invoice.qty')}
                autoComplete="off"
                inputMode="numeric"
              />
            </Grid>
            <Grid size={{ xs: 8, md: 2.5 }}>
              <FormAmountField
                control={control}
                name={`items.${index}.unitPrice`}
                deps={['discount']}
                label={t('invoice.unitPrice')}
                currencySymbol={DOLLAR}
                placeholder=""
              />
            </Grid>
            <Grid size={{ xs: 9, md: 1.75 }}>
              <Stack
                sx={{
                  minHeight: (theme) => theme.spacing(6.5),
                  justifyContent: 'center',
                  alignItems: 'flex-end',
                }}
              >
                <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
                  {t('invoice.total')}
                </Typography>
                <Typography
                  variant="subtitle1"
                  component="output"
                  aria-label={t('invoice.lineTotal', { line })}
                >
                  {total === null ? '—' : format.cents(total)}
                </Typography>
              </Stack>
            </Grid>
            <Grid size={{ xs: 3, md: 0.75 }}>
              <Stack
                sx={{
                  minHeight: (theme) => theme.spacing(6.5),
                  justifyContent: 'center',
                  alignItems: 'flex-end',
                }}
              >
                <Tooltip title={t('invoice.removeLine')}>
                  <span>
                    <IconButton
                      color="error"
                      aria-label={t('invoice.removeLineNumber', { line })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={18} stroke={1.5} />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </Grid>
          </Grid>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<IconPlus size={18} />}
          disabled={fields.length >= MAX_LINES}
          onClick={() => append({ description: '', quantity: '1', unitPrice: '' })}
        >
          {t('invoice.addItem')}
        </Button>
      </Box>
    </Stack>
  );
}

function Totals({ control }: { control: Control<InvoiceFormValues> }) {
  const [items, taxPercent, discount] = useWatch({ control, name: ['items', 'taxPercent', 'discount'] });
  const totals = invoiceTotals(items, taxPercent, discount);
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  const row = (label: string, value: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="span">
        {value}
      </Typography>
    </Stack>
  );
  return (
    <SubCard title={t('invoice.summary')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="taxPercent"
            label={t('invoice.taxRate')}
            size="small"
            autoComplete="off"
            inputMode="decimal"
            endAdornment={<InputAdornment position="end">%</InputAdornment>}
          />
          <FormAmountField
            control={control}
            name="discount"
            label={t('invoice.discount')}
            size="small"
            currencySymbol={DOLLAR}
            placeholder=""
          />
        </Stack>
        <Stack spacing={1} role="group" aria-label={t('invoice.totals')}>
          {row(t('invoice.subtotal'), format.cents(totals.subtotal))}
          {row(
            t('invoice.discount'),
            totals.discount === 0 ? format.cents(0) : `−${format.cents(totals.discount)}`,
          )}
          {row(t('invoice.tax', { rate: format.count(totals.taxRate / 100) }), format.cents(totals.tax))}
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1">{t('invoice.grandTotal')}</Typography>
            <Typography variant="h3" component="span" sx={{ color: 'secondary.dark' }}>
              {format.cents(totals.total)}
            </Typography>
          </Stack>
        </Stack>
      </Stack>
    </SubCard>
  );
}

export interface CreateInvoiceScreenProps {
  /** Issue date of a new invoice (`YYYY-MM-DD`); today by default. */
  today?: string;
  /** Number of the first invoice; later ones count up from it. */
  firstInvoiceNumber?: string;
}

/**
 * `/customer/create-invoice`: a validated invoice form with line items, live line totals and
 * totals computed in whole cents. Bad input is named at its field and what was typed stays.
 */
export function CreateInvoiceScreen({ today, firstInvoiceNumber = 'INV-0001' }: CreateInvoiceScreenProps) {
  const notify = useNotify();
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  const schema = useMemo(
    () => invoiceSchemaWith(translatedSection(t, 'invoiceErrors', invoiceMessages)),
    [t],
  );
  const statusOptions = useMemo(
    () => INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoice.statuses.${status}`) })),
    [t],
  );
  const [issueDay] = useState(() => today ?? localToday());
  const [created, setCreated] = useState<CreatedInvoice | null>(null);
  const [invoiceNumber, setInvoiceNumber] = useState(firstInvoiceNumber);
  const submitting = useRef(false);
  const { control, handleSubmit, reset, formState } = useForm<InvoiceFormValues>({
    defaultValues: emptyInvoice(issueDay, firstInvoiceNumber),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const itemsError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  const create = (values: InvoiceFormValues) => {
    const totals = invoiceTotals(values.items, values.taxPercent, values.discount);
    const invoice: CreatedInvoice = {
      number: values.invoiceNumber.trim(),
      customer: values.customerName.trim(),
      total: totals.total,
      dueDate: values.dueDate,
    };
    setCreated(invoice);
    notify({
      message: t('invoice.createdNotice', { number: invoice.number, total: format.cents(invoice.total) }),
      severity: 'success',
    });
  };

  // One submission at a time: a double click while the first one is validated sends nothing more.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    void handleSubmit(create)(event).finally(() => {
      submitting.current = false;
    });
  };

  const startAnother = () => {
    if (!created) return;
    const next = nextInvoiceNumber(created.number);
    setInvoiceNumber(next);
    reset(emptyInvoice(issueDay, next));
    setCreated(null);
  };

  if (created) {
    return (
      <MainCard title={t('pages.createInvoice')}>
        <EmptyState
          role="status"
          tone="secondary"
          icon={<IconCircleCheck size={32} stroke={1.5} />}
          title={t('invoice.created', { number: created.number })}
          description={t('invoice.createdText', {
            customer: created.customer,
            total: format.cents(created.total),
            date: format.day(created.dueDate),
          })}
          action={
            <Button
              variant="contained"
              color="secondary"
              startIcon={<IconFilePlus size={18} />}
              onClick={startAnother}
            >
              {t('invoice.another')}
            </Button>
          }
        />
      </MainCard>
    );
  }

  return (
    <MainCard title={t('pages.createInvoice')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('invoice.form')}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FormTextField
              control={control}
              name="invoiceNumber"
              label={t('invoice.number')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FormSelectField
              control={control}
              name="status"
              label={t('invoice.status')}
              options={statusOptions}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FormDateField
              control={control}
              name="issueDate"
              deps={['dueDate']}
              label={t('invoice.issueDate')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FormDateField control={control} name="dueDate" label={t('invoice.dueDate')} required />
          </Grid>
          <Grid size={12}>
            <Divider />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <FormTextField
                control={control}
                name="customerName"
                label={t('invoice.customerName')}
                required
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="email"
                label={t('invoice.email')}
                type="email"
                required
                autoComplete="off"
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="address"
              label={t('invoice.address')}
              required
              multiline
              minRows={4}
              autoComplete="off"
            />
          </Grid>
          <Grid size={12}>
            <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
              {t('invoice.items')}
            </Typography>
            <LineItems control={control} />
            {itemsError && <FormHelperText error>{itemsError}</FormHelperText>}
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 7 }}>
            <FormTextField
              control={control}
              name="notes"
              label={t('invoice.notes')}
              helperText={t('invoice.notesHint')}
              multiline
              minRows={5}
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 5 }}>
            <Totals control={control} />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => reset(emptyInvoice(issueDay, invoiceNumber))}>
                {t('invoice.clear')}
              </Button>
              <Button type="submit" variant="contained" color="secondary" disabled={formState.isSubmitting}>
                {t('invoice.create')}
              </Button>
            </Stack>
            <Box sx={visuallyHidden} role="status">
              {formState.submitCount > 0 && Object.keys(formState.errors).length > 0
                ? t('invoice.attention')
                : ''}
            </Box>
          </Grid>
        </Grid>
      </Box>
    </MainCard>
  );
}
