/**
 * The public pages (issue 18), outside the main layout and without a login, one lazy chunk
 * (`routes.ts`): the template's status pages (`/pages/error`, `/pages/coming-soon1`,
 * `/pages/coming-soon2`, `/pages/under-construction`) and the site's help pages for players (contact
 * us, FAQ, privacy policy). The landing page is a chunk of its own (`landing/index.ts`).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MainCard, StatusPage } from '@pp/ui';
import { IconCircleCheck, IconMapSearch, IconRocket, IconTools } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

import { useT } from '../shared/i18n/useT';
import { Countdown } from './components/Countdown';
import { PublicFrame } from './components/PublicFrame';
import { publicPagesNs } from './i18n';

export { ContactPage } from './help/ContactPage';
export { FaqsPage } from './help/FaqsPage';
export { PrivacyPage } from './help/PrivacyPage';

/** Where the pages' home button goes: the site's root (the login, or the player's home). */
const HOME = '/';

/** A 404-style page a site can link to. */
export function ErrorPage() {
  const { t } = useT(publicPagesNs);
  return (
    <PublicFrame>
      <StatusPage
        kind="not-found"
        icon={IconMapSearch}
        title={t('error.title')}
        description={t('error.text')}
        homeLabel={t('home')}
        homeUrl={HOME}
      />
    </PublicFrame>
  );
}

/** The site is closed for work. */
export function UnderConstructionPage() {
  const { t } = useT(publicPagesNs);
  return (
    <PublicFrame>
      <StatusPage
        kind="maintenance"
        icon={IconTools}
        title={t('underConstruction.title')}
        description={t('underConstruction.text')}
        homeLabel={t('home')}
        homeUrl={HOME}
      />
    </PublicFrame>
  );
}

/** Coming soon, centred: a rocket, the words and the countdown in tiles. */
export function ComingSoonPage1() {
  const { t } = useT(publicPagesNs);
  return (
    <PublicFrame>
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Box
          sx={{
            mx: 'auto',
            mb: 3,
            width: 96,
            height: 96,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.light',
            color: 'primary.dark',
          }}
        >
          <IconRocket size={44} stroke={1.5} aria-hidden />
        </Box>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {t('comingSoon1.title')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mb: 4, overflowWrap: 'break-word' }}>
          {t('comingSoon1.text')}
        </Typography>
        <Countdown />
        <Button component={RouterLink} to={HOME} variant="outlined" color="secondary" sx={{ mt: 4 }}>
          {t('home')}
        </Button>
      </Box>
    </PublicFrame>
  );
}

/** Coming soon, two columns on a wide screen: what is coming beside the countdown in a card. */
export function ComingSoonPage2() {
  const { t } = useT(publicPagesNs);
  return (
    <PublicFrame>
      <Box
        sx={(theme) => ({
          width: '100%',
          maxWidth: 1040,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'center',
          [theme.containerQueries.up('md')]: { gap: 6, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <Box>
          <Typography
            variant="subtitle1"
            component="p"
            color="secondary.dark"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('comingSoon2.eyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'break-word' }}>
            {t('comingSoon2.title')}
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3, overflowWrap: 'break-word' }}>
            {t('comingSoon2.text')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {(['speed', 'rewards', 'mobile'] as const).map((feature) => (
              <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Box component="span" sx={{ color: 'success.dark', display: 'flex', flexShrink: 0 }}>
                  <IconCircleCheck size={22} aria-hidden />
                </Box>
                <Typography variant="body1">{t(`comingSoon2.features.${feature}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <MainCard>
          <Box sx={{ py: { xs: 1, sm: 3 } }}>
            <Countdown variant="plain" />
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button component={RouterLink} to={HOME} variant="contained" color="secondary">
                {t('home')}
              </Button>
            </Box>
          </Box>
        </MainCard>
      </Box>
    </PublicFrame>
  );
}
