import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { BillingToggle, FeatureMark, PlanPrice, useFeatureLabel } from './components/Pricing';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';
import { FEATURES, PLANS, type Billing, type Plan } from './plans';

/** One plan as a card: name, pitch, price, and every feature with a check or a cross. */
function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useT(utilitiesNs);
  const featureLabel = useFeatureLabel();
  const name = t(`pricing.plans.${plan.id}.name`);
  return (
    <Card
      component="section"
      aria-label={name}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        border: 2,
        borderColor: plan.popular ? 'primary.main' : 'divider',
        boxShadow: plan.popular ? 8 : 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="h3" component="h2">
          {name}
        </Typography>
        {plan.popular && <Chip color="primary" size="small" label={t('pricing.popular')} />}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
        {t(`pricing.plans.${plan.id}.text`)}
      </Typography>
      <PlanPrice plan={plan} billing={billing} />
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.25, listStyle: 'none' }}>
        {FEATURES.map((feature) => {
          const included = plan.features.includes(feature);
          return (
            <Box
              component="li"
              key={feature}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: included ? 'text.primary' : 'text.secondary',
              }}
            >
              <FeatureMark included={included} />
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
                {featureLabel(feature, plan)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}

/** `/pricing/price1`: three plan cards, the popular one standing out, with a monthly / yearly switch. */
export function Price1Screen() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <Box sx={pageSx}>
      <BillingToggle value={billing} onChange={setBilling} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} />
        ))}
      </Box>
    </Box>
  );
}
