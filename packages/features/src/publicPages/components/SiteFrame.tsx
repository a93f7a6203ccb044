import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOCALES, localeNames, Logo, visuallyHidden, type Locale } from '@pp/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { apiConfigAtom } from '../../shared/api/config';
import { websiteSettingQueryAtom } from '../../shared/player/website';
import { paths } from '../../shared/routes/paths';
import { useT } from '../../shared/i18n/useT';
import { siteLocaleAtom } from '../atoms';
import { siteNs } from '../i18n';

/**
 * The frame's labels in the page's language, and the site's name: undefined until the website
 * setting has answered (never a default name shown for a moment in place of the site's own).
 */
export function useSiteCopy() {
  const locale = useAtomValue(siteLocaleAtom);
  const { t } = useT(siteNs, { locale });
  const setting = useAtomValue(websiteSettingQueryAtom).data;
  const siteName = setting === undefined ? undefined : (setting.siteName ?? t('frame.defaultSiteName'));
  return { t, locale, siteName };
}

/** The page's width, centred, with the page's side padding. */
export const pageWidth = { width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } } as const;

/** A button or a link a thumb can hit: at least 44 px high. */
const tall = { minHeight: 44 } as const;

function LanguagePicker() {
  const [locale, setLocale] = useAtom(siteLocaleAtom);
  const { t } = useSiteCopy();
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('frame.language')}
      </Box>
      {/* The browser's own select: no MUI input family on the landing's first load (decision 0023). */}
      <Box
        component="select"
        id={id}
        value={locale}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => setLocale(event.target.value as Locale)}
        sx={(theme) => ({
          ...tall,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '0.875rem',
          cursor: 'pointer',
          colorScheme: theme.palette.mode,
        })}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </Box>
    </Box>
  );
}

export interface SiteFrameProps {
  /** The register and login buttons of the header: the landing's carry the inviter. */
  registerTo?: string;
  children: ReactNode;
}

/**
 * The site's public pages for players (landing, contact us, FAQ, privacy), outside the main layout:
 * a header with the site's logo, the language and the way in; the page; a footer with the help
 * pages. In the page's language (`siteLocaleAtom`, Thai first).
 */
export function SiteFrame({ registerTo = paths.guest.register, children }: SiteFrameProps) {
  const { t, locale, siteName } = useSiteCopy();
  const setting = useAtomValue(websiteSettingQueryAtom).data;
  const { playerApiHost } = useAtomValue(apiConfigAtom);
  const footerLinks = [
    { to: paths.pages.faqs, label: t('frame.faqs') },
    { to: paths.pages.contactUs, label: t('frame.contactUs') },
    { to: paths.pages.privacyPolicy, label: t('frame.privacyPolicy') },
  ];

  return (
    <Box
      lang={locale}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        overflowWrap: 'break-word',
        // A size container: the header lays out against the page's width (decision 0008).
        containerType: 'inline-size',
      }}
    >
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ ...pageWidth, display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <Box
            component={RouterLink}
            to={paths.pages.landing}
            aria-label={siteName === undefined ? t('frame.home') : `${siteName}: ${t('frame.home')}`}
            sx={{
              ...tall,
              display: 'flex',
              alignItems: 'center',
              minWidth: 0,
              mr: 'auto',
              borderRadius: 1,
              textDecoration: 'none',
            }}
          >
            {siteName === undefined ? (
              // The mark and the name arrive with the website setting: their place meanwhile.
              <Skeleton variant="rounded" width={148} height={34} />
            ) : (
              <Logo logoUrl={setting?.logoUrl} apiHost={playerApiHost} name={siteName} />
            )}
          </Box>
          <LanguagePicker />
          <Button
            component={RouterLink}
            to={paths.guest.login}
            color="secondary"
            sx={{ ...tall, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('frame.login')}
          </Button>
          <Button
            component={RouterLink}
            to={registerTo}
            variant="contained"
            color="secondary"
            sx={(theme) => ({
              ...tall,
              whiteSpace: 'nowrap',
              display: 'none',
              [theme.containerQueries.up('sm')]: { display: 'inline-flex' },
            })}
          >
            {t('frame.register')}
          </Button>
        </Box>
      </Box>
      <Box
        component="main"
        id="content"
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', containerType: 'inline-size', minWidth: 0 }}
      >
        {children}
      </Box>
      <Box
        component="footer"
        sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 6 }}
      >
        <Box sx={{ ...pageWidth, py: 3, display: 'grid', gap: 1.5 }}>
          <Box component="nav" aria-label={t('frame.footerNav')}>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Button component={RouterLink} to={link.to} color="inherit" sx={tall}>
                    {link.label}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {siteName === undefined ? t('frame.responsible') : `${siteName} · ${t('frame.responsible')}`}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
