import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  FormAlert,
  FormCheckboxField,
  FormDateField,
  FormMaskedField,
  FormPasswordField,
  FormTextField,
  MainCard,
  useElementWidth,
} from '@pp/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import { useT } from '../shared/i18n/useT';
import { formPagesNs } from './i18n';
import { fieldGridSx, FormActions, FormsPage } from './layout';
import { PHONE_MASK, WIZARD_STEPS, wizardSchema, type WizardValues } from './schemas';
import { ValuesList } from './ValuesList';

const empty: WizardValues = {
  email: '',
  username: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  phone: '',
  birthday: '',
  consent: false,
};

/** Below this width (px) of the page, the stepper stands vertical (a phone). */
const VERTICAL_BELOW = 600;

/**
 * `/forms/wizard`: an account opened in three steps (account, personal details, review). Next
 * checks the step's fields only; Back keeps everything typed; the review lists the details before
 * the submit, which shows the account created. The stepper stands vertical on a phone, and each
 * step's heading takes the focus when it opens.
 */
export function FormWizardScreen() {
  const { t } = useT(formPagesNs);
  const schema = useMemo(() => wizardSchema(t), [t]);
  const { control, handleSubmit, trigger, getValues, reset, formState } = useForm<WizardValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const [active, setActive] = useState(0);
  const [created, setCreated] = useState<WizardValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const vertical = width !== undefined && width < VERTICAL_BELOW;
  const step = WIZARD_STEPS[active] ?? WIZARD_STEPS[0];
  const last = active === WIZARD_STEPS.length - 1;

  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [active, created]);

  const go = (next: number) => {
    moved.current = true;
    setActive(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formState.isSubmitting) return;
    if (!last) {
      if (await trigger([...step.fields], { shouldFocus: true })) go(active + 1);
      return;
    }
    await handleSubmit((values) => {
      moved.current = true;
      setCreated(values);
    })(event);
  };

  const restart = () => {
    reset(empty);
    setCreated(null);
    go(0);
  };

  const passwordLabels = { show: t('common.showPassword'), hide: t('common.hidePassword') };
  const values = getValues();
  const name = `${values.firstName} ${values.lastName}`.trim();

  return (
    <FormsPage label={t('pages.wizard')}>
      <MainCard title={t('wizard.title')} divider>
        <Box ref={ref} sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Stepper
            activeStep={created ? WIZARD_STEPS.length : active}
            orientation={vertical ? 'vertical' : 'horizontal'}
          >
            {WIZARD_STEPS.map(({ id }) => (
              <Step key={id}>
                <StepLabel
                  optional={
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t(`wizard.${id}Help`)}
                    </Typography>
                  }
                >
                  {t(`wizard.${id}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
          {created ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
                {t('wizard.done')}
              </Typography>
              <FormAlert severity="success">
                {t('wizard.doneText', {
                  name: `${created.firstName} ${created.lastName}`,
                  email: created.email,
                })}
              </FormAlert>
              <FormActions>
                <Button variant="outlined" onClick={restart}>
                  {t('wizard.restart')}
                </Button>
              </FormActions>
            </Box>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => void submit(event)}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Box>
                <Typography ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
                  {t(`wizard.${step.id}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('wizard.step', { step: active + 1, count: WIZARD_STEPS.length })}
                </Typography>
              </Box>
              {step.id === 'account' && (
                <Box sx={fieldGridSx}>
                  <Box className="fields">
                    <FormTextField
                      control={control}
                      name="email"
                      type="email"
                      required
                      autoComplete="email"
                      label={t('common.email')}
                    />
                    <FormTextField
                      control={control}
                      name="username"
                      required
                      autoComplete="username"
                      label={t('common.username')}
                    />
                    <FormPasswordField
                      control={control}
                      name="password"
                      required
                      autoComplete="new-password"
                      label={t('common.password')}
                      toggleLabels={passwordLabels}
                    />
                    <FormPasswordField
                      control={control}
                      name="confirm"
                      required
                      autoComplete="new-password"
                      label={t('common.confirm')}
                      toggleLabels={passwordLabels}
                    />
                  </Box>
                </Box>
              )}
              {step.id === 'personal' && (
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
                    <FormMaskedField
                      control={control}
                      name="phone"
                      required
                      mask={PHONE_MASK}
                      inputMode="tel"
                      autoComplete="tel-national"
                      label={t('common.phone')}
                      helperText={t('common.phoneHelp')}
                    />
                    <FormDateField control={control} name="birthday" required label={t('common.birthday')} />
                  </Box>
                </Box>
              )}
              {step.id === 'review' && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, containerType: 'inline-size' }}>
                  <Typography variant="body2">{t('wizard.reviewIntro')}</Typography>
                  <ValuesList
                    rows={[
                      { label: t('common.email'), value: values.email },
                      { label: t('common.username'), value: values.username },
                      { label: t('common.password'), value: t('wizard.hidden') },
                      { label: t('common.fullName'), value: name },
                      { label: t('common.phone'), value: values.phone },
                      { label: t('common.birthday'), value: values.birthday },
                    ]}
                  />
                  <FormCheckboxField control={control} name="consent" required label={t('wizard.consent')} />
                </Box>
              )}
              <FormActions sx={{ justifyContent: 'space-between' }}>
                <Button
                  variant="outlined"
                  color="secondary"
                  disabled={active === 0}
                  onClick={() => go(active - 1)}
                >
                  {t('wizard.back')}
                </Button>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  {last ? t('wizard.submit') : t('wizard.next')}
                </Button>
              </FormActions>
            </Box>
          )}
        </Box>
      </MainCard>
    </FormsPage>
  );
}
