import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormAlert, Phrases } from '@pp/ui';
import { IconArrowRight, IconUserPlus } from '@tabler/icons-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { inviterOf, paths, pathTo } from '../../shared/routes/paths';
import { pageWidth, SiteFrame, useSiteCopy } from '../components/SiteFrame';
import { GameShowcase } from './GameShowcase';
import { Highlights } from './Highlights';
import { PromotionShowcase } from './PromotionShowcase';
import { Section } from './Section';

const tall = { minHeight: 48 } as const;

/** Sign up (with the inviter when the landing came from an invite link) and log in. */
function CallsToAction({ registerTo }: { registerTo: string }) {
  const { t } = useSiteCopy();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button
        component={RouterLink}
        to={registerTo}
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<IconUserPlus size={20} />}
        sx={tall}
      >
        {t('landing.register')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.guest.login}
        variant="outlined"
        color="secondary"
        size="large"
        sx={tall}
      >
        {t('landing.login')}
      </Button>
    </Box>
  );
}

const STEPS = ['one', 'two', 'three'] as const;

/** Deposit and withdraw, three steps each. */
function HowItWorks() {
  const { t } = useSiteCopy();
  return (
    <Section title={t('landing.howTo.title')} text={t('landing.howTo.text')}>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {(['deposit', 'withdraw'] as const).map((kind) => (
          <Box
            key={kind}
            sx={{ p: 2.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
              {t(`landing.howTo.${kind}.title`)}
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {STEPS.map((step, index) => (
                <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                      bgcolor: kind === 'deposit' ? 'success.light' : 'primary.light',
                      color: kind === 'deposit' ? 'success.dark' : 'primary.dark',
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Typography variant="body1" sx={{ pt: 0.5 }}>
                    {t(`landing.howTo.${kind}.${step}`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** The way to the FAQ (and to a person). */
function FaqTeaser() {
  const { t } = useSiteCopy();
  return (
    <Section title={t('landing.faq.title')}>
      <Box
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body1" sx={{ flex: '1 1 280px' }}>
          {t('landing.faq.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={paths.pages.faqs}
            variant="contained"
            color="primary"
            endIcon={<IconArrowRight size={18} />}
            sx={tall}
          >
            {t('landing.faq.link')}
          </Button>
          <Button component={RouterLink} to={paths.pages.contactUs} color="primary" sx={tall}>
            {t('landing.faq.contact')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

/**
 * `/pages/landing` (and `?inviter=<code>` from an invite link): the site's public front page for
 * players. The brand, the banners, games and promotions of the player API (public reads), how
 * money goes in and out, the FAQ, and the way in: the register buttons keep the inviter.
 */
export function LandingPage() {
  const { t } = useSiteCopy();
  const [search] = useSearchParams();
  const inviter = inviterOf(search);
  const registerTo = pathTo.register(inviter);

  return (
    <SiteFrame registerTo={registerTo}>
      <Box
        sx={(theme) => ({
          ...pageWidth,
          pt: { xs: 4, sm: 7 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'center',
          [theme.containerQueries.up('md')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: 6 },
        })}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="p" color="secondary.dark" sx={{ fontWeight: 600 }}>
            {t('landing.eyebrow')}
          </Typography>
          <Typography
            variant="h1"
            sx={(theme) => ({
              fontSize: '1.75rem',
              lineHeight: 1.3,
              // Lines of even length, broken between phrases: no word sits alone on a phone.
              textWrap: 'balance',
              [theme.containerQueries.up('sm')]: { fontSize: '2.5rem' },
            })}
          >
            <Phrases text={t('landing.title')} />
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ fontSize: { sm: '1.125rem' } }}>
            {t('landing.text')}
          </Typography>
          {inviter !== '' && <FormAlert severity="info">{t('landing.invited', { code: inviter })}</FormAlert>}
          <CallsToAction registerTo={registerTo} />
        </Box>
        <Highlights />
      </Box>
      <GameShowcase />
      <PromotionShowcase />
      <HowItWorks />
      <FaqTeaser />
      <Section title={t('landing.cta.title')} text={t('landing.cta.text')}>
        <CallsToAction registerTo={registerTo} />
      </Section>
    </SiteFrame>
  );
}
