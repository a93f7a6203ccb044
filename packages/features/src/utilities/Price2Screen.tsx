import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatNumber, MainCard } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { BillingToggle, FeatureMark, PlanPrice } from './components/Pricing';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';
import { FEATURES, PLANS, type Billing } from './plans';

const popularSx = { bgcolor: 'action.hover' } as const;

/** `/pricing/price2`: the plans side by side in a comparison table, with a monthly / yearly switch. */
export function Price2Screen() {
  const { t, locale } = useT(utilitiesNs);
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <Box sx={pageSx}>
      <BillingToggle value={billing} onChange={setBilling} />
      <MainCard title={t('pricing.compare')} content={false}>
        {/* Scrolls sideways only if a locale's words need it: then it is focusable, for the keyboard. */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('pricing.compare')}>
          <Table
            aria-label={t('pricing.compare')}
            sx={(theme) => ({
              '& td, & th': { px: 0.75 },
              [theme.containerQueries.up('sm')]: { '& td, & th': { px: 2 } },
            })}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '34%' }}>{t('pricing.feature')}</TableCell>
                {PLANS.map((plan) => (
                  <TableCell key={plan.id} align="center" sx={plan.popular ? popularSx : undefined}>
                    <Typography
                      variant="h4"
                      component="span"
                      sx={{ display: 'block', overflowWrap: 'break-word' }}
                    >
                      {t(`pricing.plans.${plan.id}.name`)}
                    </Typography>
                    {plan.popular && (
                      <Typography
                        variant="caption"
                        component="span"
                        sx={{ display: 'block', color: 'primary.main', fontWeight: 600 }}
                      >
                        {t('pricing.popular')}
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('pricing.price')}
                </TableCell>
                {PLANS.map((plan) => (
                  <TableCell key={plan.id} align="center" sx={plan.popular ? popularSx : undefined}>
                    <PlanPrice plan={plan} billing={billing} compact />
                  </TableCell>
                ))}
              </TableRow>
              {FEATURES.map((feature) => (
                <TableRow key={feature}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                    {feature === 'players' ? t('pricing.players') : t(`pricing.features.${feature}`)}
                  </TableCell>
                  {PLANS.map((plan) => (
                    <TableCell key={plan.id} align="center" sx={plan.popular ? popularSx : undefined}>
                      {feature === 'players' ? (
                        <Typography variant="body2" component="span">
                          {formatNumber(plan.players, { locale })}
                        </Typography>
                      ) : (
                        <Box sx={{ display: 'inline-flex' }}>
                          <FeatureMark included={plan.features.includes(feature)} />
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </MainCard>
    </Box>
  );
}
