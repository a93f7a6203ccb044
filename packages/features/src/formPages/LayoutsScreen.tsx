import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  FormCheckboxField,
  FormDateField,
  FormMaskedField,
  FormPasswordField,
  FormSelectField,
  FormTextField,
  MainCard,
  useNotify,
} from '@pp/ui';
import { useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

import { useT } from '../shared/i18n/useT';
import { formPagesNs, type FormPagesT } from './i18n';
import { fieldGridSx, FormActions, FormsPage, stackSx } from './layout';
import {
  detailsSchema,
  filterSchema,
  PHONE_MASK,
  shippingSchema,
  signInSchema,
  type DetailsValues,
  type FilterValues,
  type ShippingValues,
  type SignInValues,
} from './schemas';

/**
 * A layout's form: react-hook-form with its yup schema (checked when a field is left), and a
 * submit that says it was saved.
 */
function useLayoutForm<Values extends FieldValues>(
  resolverOf: (t: FormPagesT) => Resolver<Values>,
  defaultValues: DefaultValues<Values>,
  savedName: (values: Values, t: FormPagesT) => string,
) {
  const { t } = useT(formPagesNs);
  const notify = useNotify();
  const resolver = useMemo(() => resolverOf(t), [resolverOf, t]);
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    notify({ message: t('common.saved', { name: savedName(values, t) }), severity: 'success' }),
  );
  return { t, form, onSubmit };
}

const signInResolver = (t: FormPagesT) => yupResolver(signInSchema(t));
const detailsResolver = (t: FormPagesT) => yupResolver(detailsSchema(t));
const filterResolver = (t: FormPagesT) => yupResolver(filterSchema(t));
const shippingResolver = (t: FormPagesT) => yupResolver(shippingSchema(t));

const emptyDetails: DetailsValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  postcode: '',
};

function Stacked() {
  const { t, form, onSubmit } = useLayoutForm<SignInValues>(
    signInResolver,
    { email: '', password: '', remember: false },
    (values) => values.email,
  );
  return (
    <MainCard title={t('layouts.stacked')} divider>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={stackSx}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          required
          autoComplete="email"
          label={t('common.email')}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          required
          autoComplete="current-password"
          label={t('common.password')}
          toggleLabels={{ show: t('common.showPassword'), hide: t('common.hidePassword') }}
        />
        <FormCheckboxField control={form.control} name="remember" label={t('layouts.remember')} />
        <Button type="submit" variant="contained" fullWidth>
          {t('layouts.signIn')}
        </Button>
      </Box>
    </MainCard>
  );
}

function TwoColumns() {
  const { t, form, onSubmit } = useLayoutForm<DetailsValues>(
    detailsResolver,
    emptyDetails,
    (values) => values.firstName,
  );
  const { control } = form;
  return (
    <MainCard title={t('layouts.grid')} divider>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={stackSx}>
        <Box sx={fieldGridSx}>
          <Box className="fields">
            <FormTextField
              control={control}
              name="firstName"
              required
              autoComplete="given-name"
              label={t('common.firstName')}
            />
            <FormTextField
              control={control}
              name="lastName"
              required
              autoComplete="family-name"
              label={t('common.lastName')}
            />
            <FormTextField
              control={control}
              name="email"
              type="email"
              required
              autoComplete="email"
              label={t('common.email')}
            />
            <FormMaskedField
              control={control}
              name="phone"
              required
              mask={PHONE_MASK}
              inputMode="tel"
              label={t('common.phone')}
            />
            <FormTextField
              control={control}
              name="city"
              required
              autoComplete="address-level2"
              label={t('common.city')}
            />
            <FormTextField
              control={control}
              name="postcode"
              required
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              label={t('common.postcode')}
            />
          </Box>
        </Box>
        <FormActions>
          <Button variant="text" color="secondary" onClick={() => form.reset(emptyDetails)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('common.save')}
          </Button>
        </FormActions>
      </Box>
    </MainCard>
  );
}

/** A section of the horizontal layout: its title and hint beside its fields (above them on a phone). */
function HorizontalRow({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.containerQueries.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
      })}
    >
      <Box>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      </Box>
      <Box sx={fieldGridSx}>
        <Box className="fields">{children}</Box>
      </Box>
    </Box>
  );
}

function Horizontal() {
  const { t, form, onSubmit } = useLayoutForm<DetailsValues>(
    detailsResolver,
    emptyDetails,
    (values) => values.firstName,
  );
  const { control } = form;
  return (
    <MainCard title={t('layouts.horizontal')} divider>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ ...stackSx, gap: 3, containerType: 'inline-size' }}
      >
        <HorizontalRow title={t('layouts.profile')} hint={t('layouts.profileHelp')}>
          <FormTextField
            control={control}
            name="firstName"
            required
            autoComplete="given-name"
            label={t('common.firstName')}
          />
          <FormTextField
            control={control}
            name="lastName"
            required
            autoComplete="family-name"
            label={t('common.lastName')}
          />
        </HorizontalRow>
        <HorizontalRow title={t('layouts.contact')} hint={t('layouts.contactHelp')}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            required
            autoComplete="email"
            label={t('common.email')}
          />
          <FormMaskedField
            control={control}
            name="phone"
            required
            mask={PHONE_MASK}
            inputMode="tel"
            label={t('common.phone')}
          />
          <FormTextField
            control={control}
            name="city"
            required
            autoComplete="address-level2"
            label={t('common.city')}
          />
          <FormTextField
            control={control}
            name="postcode"
            required
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            label={t('common.postcode')}
          />
        </HorizontalRow>
        <FormActions>
          <Button type="submit" variant="contained">
            {t('common.save')}
          </Button>
        </FormActions>
      </Box>
    </MainCard>
  );
}

function Inline() {
  const { t, form, onSubmit } = useLayoutForm<FilterValues>(
    filterResolver,
    { status: 'active', from: '', to: '' },
    (values, t) => t(`layouts.${values.status as 'active'}`),
  );
  const { control } = form;
  const statuses = (['active', 'pending', 'closed'] as const).map((value) => ({
    value,
    label: t(`layouts.${value}`),
  }));
  return (
    <MainCard title={t('layouts.inline')} divider>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          '& > .field': { flex: '1 1 11rem', minWidth: 0 },
        }}
      >
        <Box className="field">
          <FormSelectField
            control={control}
            name="status"
            required
            label={t('layouts.status')}
            options={statuses}
          />
        </Box>
        <Box className="field">
          <FormDateField control={control} name="from" deps="to" label={t('layouts.from')} />
        </Box>
        <Box className="field">
          <FormDateField control={control} name="to" label={t('layouts.to')} />
        </Box>
        <FormActions sx={{ flex: '0 0 auto', alignSelf: 'center' }}>
          <Button
            variant="text"
            color="secondary"
            onClick={() => form.reset({ status: 'active', from: '', to: '' })}
          >
            {t('layouts.reset')}
          </Button>
          <Button type="submit" variant="contained">
            {t('layouts.apply')}
          </Button>
        </FormActions>
      </Box>
    </MainCard>
  );
}

const emptyShipping: ShippingValues = {
  fullName: '',
  phone: '',
  address: '',
  line2: '',
  district: '',
  province: '',
  postcode: '',
  instructions: '',
};

function Sticky() {
  const { t, form, onSubmit } = useLayoutForm<ShippingValues>(
    shippingResolver,
    emptyShipping,
    (values) => values.fullName,
  );
  const { control } = form;
  return (
    <MainCard title={t('layouts.sticky')} divider content={false}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Box
          role="region"
          aria-label={t('layouts.stickyRegion')}
          tabIndex={0}
          sx={(theme) => ({ position: 'relative', maxHeight: theme.spacing(44), overflowY: 'auto' })}
        >
          <Box sx={{ ...stackSx, p: 3 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('layouts.stickyHelp')}
            </Typography>
            <FormTextField
              control={control}
              name="fullName"
              required
              autoComplete="name"
              label={t('common.fullName')}
            />
            <FormMaskedField
              control={control}
              name="phone"
              required
              mask={PHONE_MASK}
              inputMode="tel"
              label={t('common.phone')}
            />
            <FormTextField
              control={control}
              name="address"
              required
              autoComplete="address-line1"
              label={t('common.address')}
            />
            <FormTextField
              control={control}
              name="line2"
              autoComplete="address-line2"
              label={t('layouts.line2')}
            />
            <FormTextField
              control={control}
              name="district"
              required
              autoComplete="address-level3"
              label={t('layouts.district')}
            />
            <FormTextField
              control={control}
              name="province"
              required
              autoComplete="address-level1"
              label={t('layouts.province')}
            />
            <FormTextField
              control={control}
              name="postcode"
              required
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              label={t('common.postcode')}
            />
            <FormTextField
              control={control}
              name="instructions"
              multiline
              minRows={3}
              label={t('layouts.instructions')}
            />
          </Box>
          <FormActions
            sx={{
              position: 'sticky',
              bottom: 0,
              // Above the fields' floating labels scrolling under it.
              zIndex: 2,
              px: 3,
              py: 2,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button variant="text" color="secondary" onClick={() => form.reset(emptyShipping)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained">
              {t('common.save')}
            </Button>
          </FormActions>
        </Box>
      </Box>
    </MainCard>
  );
}

/**
 * `/forms/layouts`: the usual form layouts with the ui fields, react-hook-form and yup: stacked,
 * a two-column grid, sections with their titles beside the fields, an inline bar, and a card whose
 * action bar stays in view while its fields scroll.
 */
export function FormLayoutsScreen() {
  const { t } = useT(formPagesNs);
  return (
    <FormsPage label={t('pages.layouts')} columns={2}>
      <Stacked />
      <TwoColumns />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Horizontal />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Inline />
      </Box>
      <Sticky />
    </FormsPage>
  );
}
