import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { colours, DemoPage, DemoSection } from '../shared/demo/layout';

const plans = ['daily', 'weekly', 'monthly'] as const;
const placements = ['end', 'start', 'top', 'bottom'] as const;

/** `/components/radio`: radio groups in rows and columns, colours, sizes, placements and errors. */
export function RadioScreen() {
  const { t } = useT(uiPagesNs);
  const id = useId();
  const [plan, setPlan] = useState('');

  return (
    <DemoPage label={t('pages.radio')}>
      <DemoSection title={t('section.basic')}>
        <FormControl>
          <FormLabel id={`${id}-basic`}>{t('radio.plan')}</FormLabel>
          <RadioGroup aria-labelledby={`${id}-basic`} defaultValue="weekly" name={`${id}-basic`}>
            {plans.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(`radio.${value}`)} />
            ))}
            <FormControlLabel value="off" disabled control={<Radio />} label={t('common.disabled')} />
          </RadioGroup>
        </FormControl>
      </DemoSection>
      <DemoSection title={t('section.colours')}>
        <FormControl>
          <FormLabel id={`${id}-colour`}>{t('radio.colour')}</FormLabel>
          <RadioGroup row aria-labelledby={`${id}-colour`} defaultValue="primary" name={`${id}-colour`}>
            {colours.map((colour) => (
              <FormControlLabel
                key={colour}
                value={colour}
                control={<Radio color={colour} />}
                label={t(`common.${colour}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        <FormControl>
          <FormLabel id={`${id}-size`}>{t('radio.size')}</FormLabel>
          <RadioGroup row aria-labelledby={`${id}-size`} defaultValue="medium" name={`${id}-size`}>
            <FormControlLabel value="small" control={<Radio size="small" />} label={t('common.small')} />
            <FormControlLabel value="medium" control={<Radio />} label={t('common.medium')} />
            <FormControlLabel
              value="large"
              control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 28 } }} />}
              label={t('common.large')}
            />
          </RadioGroup>
        </FormControl>
      </DemoSection>
      <DemoSection title={t('section.labels')}>
        <RadioGroup row aria-label={t('section.labels')} defaultValue="end" name={`${id}-placement`}>
          {placements.map((placement) => (
            <FormControlLabel
              key={placement}
              value={placement}
              control={<Radio />}
              label={t(`common.${placement}`)}
              labelPlacement={placement}
            />
          ))}
        </RadioGroup>
      </DemoSection>
      <DemoSection title={t('section.validation')}>
        <FormControl error={plan === ''}>
          <FormLabel id={`${id}-plan`}>{t('radio.plan')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-plan`}
            name={`${id}-plan`}
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
          >
            {plans.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(`radio.${value}`)} />
            ))}
          </RadioGroup>
          <FormHelperText>{plan === '' ? t('radio.planError') : t('radio.planHelp')}</FormHelperText>
        </FormControl>
      </DemoSection>
    </DemoPage>
  );
}
