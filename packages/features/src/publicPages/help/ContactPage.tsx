import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormAlert, FormSelectField, FormTextField } from '@pp/ui';
import { IconBrandLine, IconClock, IconPhone, IconSend } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { applyServerError } from '../../shared/forms/applyServerError';
import { websiteSettingQueryAtom } from '../../shared/player/website';
import { useWrite } from '../../shared/query/write';
import { paths } from '../../shared/routes/paths';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessageValues,
  type ContactReceipt,
} from '../api/schemas';
import { contactMessageAtom } from './contactAtoms';
import { PageIntro } from '../components/PageIntro';
import { pageWidth, SiteFrame } from '../components/SiteFrame';
import { useHelpCopy } from './useHelpCopy';

const emptyValues: ContactMessageValues = { name: '', phone: '', email: '', topic: '', message: '' };

const card = {
  p: { xs: 2.5, sm: 3 },
  borderRadius: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;

/** After a message went: the reference to quote, and the way to write again. */
function Sent({ receipt, onAgain }: { receipt: ContactReceipt; onAgain: () => void }) {
  const { t } = useHelpCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
        {t('contact.sentTitle')}
      </Typography>
      <FormAlert severity="success">{t('contact.sentText', { reference: receipt.reference })}</FormAlert>
      <Button variant="outlined" color="secondary" onClick={onAgain} sx={{ minHeight: 44 }}>
        {t('contact.another')}
      </Button>
    </Box>
  );
}

/** LINE, phone and hours of the site (its website setting), and the FAQ. */
function OtherWays() {
  const { t } = useHelpCopy();
  const setting = useAtomValue(websiteSettingQueryAtom).data;
  const rows = [
    ...(setting?.lineId ? [{ icon: IconBrandLine, label: t('contact.line'), value: setting.lineId }] : []),
    ...(setting?.contactPhone
      ? [{ icon: IconPhone, label: t('contact.call'), value: setting.contactPhone }]
      : []),
    { icon: IconClock, label: null, value: t('contact.hours') },
  ];
  return (
    <Box
      component="aside"
      aria-labelledby="contact-other-ways"
      sx={{ ...card, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Typography id="contact-other-ways" variant="h3" component="h2">
        {t('contact.otherWays')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(({ icon: Icon, label, value }) => (
          <Box component="li" key={value} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box component="span" sx={{ color: 'secondary.main', display: 'flex' }}>
              <Icon size={22} aria-hidden />
            </Box>
            <Typography variant="body1">
              {label && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {label}:{' '}
                </Box>
              )}
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={paths.pages.faqs}
        color="secondary"
        sx={{ minHeight: 44, justifySelf: 'start' }}
      >
        {t('contact.faqLink')}
      </Button>
    </Box>
  );
}

/**
 * `/pages/contact-us`: a visitor's message to the site (name, phone, optional email, topic,
 * message), checked with the same schema the server uses (Thai messages), sent once per submit;
 * the reference comes back, a refusal or a failure shows above the form.
 */
export function ContactPage() {
  const { t } = useHelpCopy();
  const send = useWrite(contactMessageAtom);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ContactMessageValues>({
    resolver: yupResolver(contactMessageSchema),
    defaultValues: emptyValues,
  });
  const serverError = formState.errors.root?.server?.message;

  const onSubmit = async (values: ContactMessageValues) => {
    try {
      setReceipt(await send.run(values));
    } catch (error) {
      applyServerError(setError, error);
    }
  };
  const again = () => {
    reset(emptyValues);
    setReceipt(null);
  };

  return (
    <SiteFrame>
      <PageIntro title={t('contact.title')} text={t('contact.text')} />
      <Box
        sx={(theme) => ({
          ...pageWidth,
          mt: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [theme.containerQueries.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
        })}
      >
        <Box sx={card}>
          {receipt ? (
            <Sent receipt={receipt} onAgain={again} />
          ) : (
            <Box
              component="form"
              noValidate
              aria-labelledby="contact-form-title"
              onSubmit={handleSubmit(onSubmit)}
              sx={{ display: 'grid', gap: 2.5 }}
            >
              <Typography id="contact-form-title" variant="h3" component="h2">
                {t('contact.formTitle')}
              </Typography>
              {serverError && <FormAlert severity="error">{serverError}</FormAlert>}
              <FormTextField
                control={control}
                name="name"
                label={t('contact.name')}
                autoComplete="name"
                maxLength={CONTACT_NAME_MAX}
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
                }}
              >
                <FormTextField
                  control={control}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  label={t('contact.phone')}
                  helperText={t('contact.phoneHint')}
                />
                <FormTextField
                  control={control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={t('contact.email')}
                />
              </Box>
              <FormSelectField
                control={control}
                name="topic"
                label={t('contact.topic')}
                options={CONTACT_TOPICS.map((topic) => ({
                  value: topic,
                  label: t(`contact.topics.${topic}`),
                }))}
              />
              <FormTextField
                control={control}
                name="message"
                label={t('contact.message')}
                helperText={t('contact.messageHint')}
                multiline
                minRows={4}
                maxLength={CONTACT_MESSAGE_MAX}
              />
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                loading={formState.isSubmitting || send.isPending}
                loadingPosition="start"
                startIcon={<IconSend size={20} />}
                sx={{ justifySelf: 'start', minHeight: 48 }}
              >
                {t('contact.send')}
              </Button>
            </Box>
          )}
        </Box>
        <OtherWays />
      </Box>
    </SiteFrame>
  );
}
