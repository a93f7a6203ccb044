import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatCurrency, formatNumber, visuallyHidden } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { utilitiesNs } from '../i18n';
import { priceCents, yearlySavingCents, type Billing, type Feature, type Plan } from '../plans';

/** A plan's amount in dollars, in the locale's way (`$29.00`, `29,00 $US`). */
export function useDollars() {
  const { locale } = useT(utilitiesNs);
  return (cents: number) => formatCurrency(cents / 100, { currency: 'USD', locale });
}

/** The monthly / yearly switch of both pricing pages, with the yearly saving said next to it. */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  const { t } = useT(utilitiesNs);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={value}
        aria-label={t('pricing.billing')}
        // On the paper colour: the buttons' text has its contrast there, not on the page's grey.
        sx={{ bgcolor: 'background.paper' }}
        onChange={(_, next: Billing | null) => {
          if (next) onChange(next);
        }}
      >
        {(['monthly', 'yearly'] as const).map((billing) => (
          <ToggleButton key={billing} value={billing} sx={{ minHeight: 44, px: 2.5 }}>
            {t(`pricing.${billing}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 500, overflowWrap: 'break-word' }}>
        {t('pricing.yearlySaving')}
      </Typography>
    </Box>
  );
}

/**
 * A plan's price for the period, and on a yearly bill what it saves. `compact`: a smaller figure
 * on a phone, the period under it (a column of the comparison table).
 */
export function PlanPrice({
  plan,
  billing,
  compact = false,
}: {
  plan: Plan;
  billing: Billing;
  compact?: boolean;
}) {
  const { t } = useT(utilitiesNs);
  const dollars = useDollars();
  return (
    <Box sx={{ textAlign: compact ? 'center' : 'start' }}>
      <Typography
        component="p"
        sx={(theme) => ({
          fontSize: compact ? '1rem' : '2rem',
          fontWeight: 700,
          lineHeight: 1.2,
          ...(compact && { [theme.containerQueries.up('sm')]: { fontSize: '1.5rem' } }),
        })}
      >
        {dollars(priceCents(plan, billing))}
        <Typography
          component="span"
          variant="body2"
          sx={{ color: 'text.secondary', display: compact ? 'block' : 'inline', fontWeight: 400 }}
        >
          {` ${t(billing === 'monthly' ? 'pricing.perMonth' : 'pricing.perYear')}`}
        </Typography>
      </Typography>
      {billing === 'yearly' && (
        <Typography variant="caption" component="p" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {t('pricing.saving', { amount: dollars(yearlySavingCents(plan)) })}
        </Typography>
      )}
    </Box>
  );
}

/** The words of a feature of a plan (the players' limit with its figure). */
export function useFeatureLabel() {
  const { t, locale } = useT(utilitiesNs);
  return (feature: Feature, plan: Plan) =>
    feature === 'players'
      ? t('pricing.features.players', { count: formatNumber(plan.players, { locale }) })
      : t(`pricing.features.${feature}`);
}

/** A check (included) or a cross (not included), said in words to a screen reader. */
export function FeatureMark({ included }: { included: boolean }) {
  const { t } = useT(utilitiesNs);
  const Icon = included ? IconCheck : IconX;
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'inline-flex', color: included ? 'success.dark' : 'text.disabled', flexShrink: 0 }}
      >
        <Icon size={20} stroke={2} aria-hidden />
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t(included ? 'pricing.included' : 'pricing.notIncluded')}
      </Box>
    </>
  );
}
