import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { IconCash, IconCreditCard, IconLock, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type Path,
  type UseFormGetFieldState,
  type UseFormSetValue,
} from 'react-hook-form';

import { FormTextField, MainCard, SubCard } from '@pp/ui';

import {
  cartPendingAtom,
  checkoutAtom,
  choosePaymentMethodAtom,
  chooseShippingAtom,
  clockAtom,
  completeOrderAtom,
} from '../../atoms';
import { cardBrand, cardLabel, formatCardNumber, formatExpiry } from '../../rules/card';
import { FAST_SHIPPING_COST } from '../../rules/shipping';
import { createCardSchema, emptyCardForm, type CardFormValues } from '../../schemas';
import type { PaymentMethod, ShippingCharge } from '../../types';
import { BackArrow } from '../Directional';
import { formatPrice } from '../format';
import { useCartAction } from './useCartAction';
import { useSay, useShopT } from '../i18n';

interface ChoiceProps<T extends string> {
  value: T;
  title: string;
  detail: string;
  price?: string;
  icon: ReactNode;
  selected: boolean;
  disabled: boolean;
}

/** A radio drawn as a selectable card. */
function ChoiceCard<T extends string>({
  value,
  title,
  detail,
  price,
  icon,
  selected,
  disabled,
}: ChoiceProps<T>) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: selected ? 'secondary.main' : 'divider',
        bgcolor: selected ? 'secondary.light' : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        height: '100%',
      }}
    >
      <Radio value={value} disabled={disabled} color="secondary" sx={{ p: 0.5 }} />
      <Box sx={{ display: 'inline-flex', color: selected ? 'secondary.dark' : 'text.secondary' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {price && (
        <Typography variant="subtitle1" component="span">
          {price}
        </Typography>
      )}
    </Box>
  );
}

const CARD_FIELDS: {
  name: 'holder' | 'number' | 'expiry' | 'cvc';
  autoComplete: string;
  placeholder: string;
  inputMode: 'text' | 'numeric';
  maxLength: number;
  size: number;
}[] = [
  {
    name: 'holder',
    autoComplete: 'cc-name',
    placeholder: 'Jane Doe',
    inputMode: 'text',
    maxLength: 60,
    size: 12,
  },
  {
    name: 'number',
    autoComplete: 'cc-number',
    placeholder: '1234 5678 9012 3456',
    inputMode: 'numeric',
    maxLength: 23,
    size: 12,
  },
  {
    name: 'expiry',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    inputMode: 'numeric',
    maxLength: 7,
    size: 6,
  },
  {
    name: 'cvc',
    autoComplete: 'cc-csc',
    placeholder: '123',
    inputMode: 'numeric',
    maxLength: 4,
    size: 6,
  },
];

/** Formats digits as they are typed; anything else is kept as typed, for the validation to name. */
function formatField(name: Path<CardFormValues>, next: string, previous: string): string {
  if (name === 'number') return /^[\d\s]*$/.test(next) ? formatCardNumber(next) : next;
  if (name === 'expiry') return /^[\d/\s]*$/.test(next) ? formatExpiry(next, previous) : next;
  return next;
}

/**
 * Formats a card field's digits as they are typed (`4242 4242 …`, `08/29`): the field holds what
 * was typed, then the formatted text; validated again like a typed change once it was touched.
 */
function useFormattedCardField(
  control: Control<CardFormValues>,
  setValue: UseFormSetValue<CardFormValues>,
  getFieldState: UseFormGetFieldState<CardFormValues>,
  name: 'number' | 'expiry',
) {
  const value = useWatch({ control, name });
  const previous = useRef(value);
  useLayoutEffect(() => {
    const formatted = formatField(name, value, previous.current);
    previous.current = formatted;
    if (formatted !== value) {
      setValue(name, formatted, { shouldValidate: getFieldState(name).isTouched, shouldDirty: true });
    }
  }, [name, value, setValue, getFieldState]);
}

/** Two choices side by side when the checkout is wide enough, stacked otherwise. */
const choiceGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@sm/checkout': 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Step 3 of the checkout: shipping, payment method, card details, then complete the order. */
export function PaymentStep({
  onBack,
  onChangeAddress,
}: {
  onBack: () => void;
  onChangeAddress: () => void;
}) {
  const checkout = useAtomValue(checkoutAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const clock = useAtomValue(clockAtom);
  const chooseShipping = useSetAtom(chooseShippingAtom);
  const choosePayment = useSetAtom(choosePaymentMethodAtom);
  const complete = useSetAtom(completeOrderAtom);
  const { run, error, clearError } = useCartAction();
  const { t } = useShopT();
  const say = useSay();
  const schema = useMemo(() => createCardSchema(() => clock.now(), say), [clock, say]);
  const {
    control,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { isSubmitting },
  } = useForm<CardFormValues>({
    defaultValues: emptyCardForm,
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const method = checkout.payment.method;
  const billing = checkout.billing;
  const number = useWatch({ control, name: 'number' });
  useFormattedCardField(control, setValue, getFieldState, 'number');
  useFormattedCardField(control, setValue, getFieldState, 'expiry');

  const pay = async (event: FormEvent) => {
    if (method === 'card') {
      await handleSubmit(async (values) => {
        await run(() => complete({ cardLabel: cardLabel(values.number) }), t('payment.notPlaced'));
      })(event);
    } else {
      event.preventDefault();
      await run(() => complete(), t('payment.notPlaced'));
    }
  };

  return (
    <MainCard title={t('payment.title')} content={false}>
      <Box
        component="form"
        noValidate
        onSubmit={pay}
        aria-label={t('payment.title')}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {error && (
          <Alert severity="error" onClose={clearError}>
            {error}
          </Alert>
        )}
        {billing && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 2,
              p: 2,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3">
                {t('payment.deliveringTo', { name: billing.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {`${billing.building}, ${billing.street}, ${billing.city} ${billing.post}, ${billing.country}`}
              </Typography>
            </Box>
            <Button size="small" color="secondary" onClick={onChangeAddress} sx={{ flexShrink: 0 }}>
              {t('payment.change')}
            </Button>
          </Box>
        )}
        <FormControl component="fieldset">
          <FormLabel
            component="legend"
            sx={{ typography: 'h4', color: 'heading', mb: 1.5, '&.Mui-focused': { color: 'heading' } }}
          >
            {t('payment.delivery')}
          </FormLabel>
          <RadioGroup
            value={checkout.payment.type}
            onChange={(event) =>
              void run(
                () => chooseShipping(event.target.value as ShippingCharge),
                t('payment.deliveryFailed'),
              )
            }
          >
            <Box sx={choiceGrid}>
              <Box>
                <ChoiceCard
                  value="free"
                  title={t('payment.freeTitle')}
                  detail={t('payment.freeDetail')}
                  price={t('checkout.free')}
                  icon={<IconTruck size={24} />}
                  selected={checkout.payment.type === 'free'}
                  disabled={busy}
                />
              </Box>
              <Box>
                <ChoiceCard
                  value="fast"
                  title={t('payment.fastTitle')}
                  detail={t('payment.fastDetail')}
                  price={formatPrice(FAST_SHIPPING_COST)}
                  icon={<IconTruckDelivery size={24} />}
                  selected={checkout.payment.type === 'fast'}
                  disabled={busy}
                />
              </Box>
            </Box>
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel
            component="legend"
            sx={{ typography: 'h4', color: 'heading', mb: 1.5, '&.Mui-focused': { color: 'heading' } }}
          >
            {t('payment.method')}
          </FormLabel>
          <RadioGroup
            value={method}
            onChange={(event) =>
              void run(() => choosePayment(event.target.value as PaymentMethod), t('payment.methodFailed'))
            }
          >
            <Box sx={choiceGrid}>
              <Box>
                <ChoiceCard
                  value="cod"
                  title={t('payment.cashTitle')}
                  detail={t('payment.cashDetail')}
                  icon={<IconCash size={24} />}
                  selected={method === 'cod'}
                  disabled={busy}
                />
              </Box>
              <Box>
                <ChoiceCard
                  value="card"
                  title={t('payment.cardTitle')}
                  detail={t('payment.cardDetail')}
                  icon={<IconCreditCard size={24} />}
                  selected={method === 'card'}
                  disabled={busy}
                />
              </Box>
            </Box>
          </RadioGroup>
        </FormControl>
        {method === 'card' && (
          <SubCard
            title={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <IconLock size={18} aria-hidden />
                <Typography component="h3" variant="h5">
                  {t('payment.cardDetails')}
                </Typography>
              </Box>
            }
          >
            <Grid container spacing={2}>
              {CARD_FIELDS.map((item) => (
                <Grid key={item.name} size={{ xs: item.size === 12 ? 12 : 6 }}>
                  <FormTextField
                    control={control}
                    name={item.name}
                    label={t(`payment.${item.name}`)}
                    placeholder={item.placeholder}
                    required
                    autoComplete={item.autoComplete}
                    inputMode={item.inputMode}
                    maxLength={item.maxLength}
                    helperText=" "
                    endAdornment={
                      item.name === 'number' && number.replace(/\D/g, '').length >= 2 ? (
                        <InputAdornment position="end">
                          <Typography variant="caption" color="text.secondary">
                            {cardBrand(number)}
                          </Typography>
                        </InputAdornment>
                      ) : undefined
                    }
                  />
                </Grid>
              ))}
            </Grid>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('payment.kept')}
            </Typography>
          </SubCard>
        )}
        <Divider />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
          <Button color="inherit" startIcon={<BackArrow />} onClick={onBack}>
            {t('payment.backToAddress')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={isSubmitting}
            disabled={busy && !isSubmitting}
          >
            {t('payment.complete', { total: formatPrice(checkout.total) })}
          </Button>
        </Box>
      </Box>
    </MainCard>
  );
}
