import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Logo } from '@pp/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { apiConfigAtom } from '../../shared/api/config';
import { websiteSettingQueryAtom } from '../../shared/player/website';
import { loginCopy as copy } from '../loginCopy';

export interface AuthLayoutProps {
  /** The page heading (h1). */
  title: string;
  subtitle?: string;
  /** Under a divider at the bottom of the card: the link to the other guest page. */
  footer?: ReactNode;
  /** A wider card for longer forms (register). */
  wide?: boolean;
  children: ReactNode;
}

/** The site setting the guest pages show, undefined while it loads (it never fails). */
function useSite() {
  const setting = useAtomValue(websiteSettingQueryAtom).data;
  const { playerApiHost } = useAtomValue(apiConfigAtom);
  return { setting, playerApiHost, siteName: setting?.siteName ?? copy.layout.defaultSiteName };
}

/** The site's logo, centred (or at the start), its height kept while the setting loads. */
export function SiteLogo({ align = 'center' }: { align?: 'center' | 'start' }) {
  const { setting, playerApiHost, siteName } = useSite();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        minHeight: (theme) => theme.spacing(4.5),
      }}
    >
      {setting !== undefined && <Logo logoUrl={setting?.logoUrl} apiHost={playerApiHost} name={siteName} />}
    </Box>
  );
}

/** The page heading (h1) and its subtitle, centred. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, textAlign: 'center' }}>
      <Typography component="h1" variant="h2" sx={{ color: 'secondary.main' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography
          variant="body1"
          sx={{ color: 'text.secondary', fontSize: { xs: '0.875rem', sm: '1rem' } }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

/** The card's body: logo, heading, the form, and the footer under a divider. */
export function AuthCardBody({ title, subtitle, footer, children }: Omit<AuthLayoutProps, 'wide'>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SiteLogo />
      <AuthHeading title={title} subtitle={subtitle} />
      {children}
      {footer && (
        <>
          <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <Box sx={{ textAlign: 'center' }}>{footer}</Box>
        </>
      )}
    </Box>
  );
}

/** The line at the bottom of a guest page: play responsibly, and the site's name. */
export function AuthFooter() {
  const { setting, siteName } = useSite();
  return (
    <Box
      component="footer"
      sx={{
        // One line each on a phone, whatever the site's name: a name arriving with the site
        // setting never re-wraps the footer and moves the card (a layout shift).
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: { xs: 'center', sm: 'space-between' },
        gap: 1,
        px: 3,
        py: 2,
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {copy.layout.footerNote}
      </Typography>
      {/* No other site's name while the setting loads: the line keeps its place, unseen. */}
      <Typography
        variant="caption"
        dir="auto"
        sx={{ color: 'text.secondary', visibility: setting === undefined ? 'hidden' : undefined }}
      >
        {copy.layout.copyright(siteName)}
      </Typography>
    </Box>
  );
}

/** The main part of a guest page: its card centred in the space above the footer. */
export function AuthMain({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      {children}
    </Box>
  );
}

/** Guest pages: the site's logo, a heading and the form on a centred card over the grey page. */
export function AuthLayout({ wide = false, ...body }: AuthLayoutProps) {
  return (
    <Box
      lang="th"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <AuthMain>
        <Card sx={{ width: '100%', maxWidth: (theme) => theme.spacing(wide ? 80 : 60), border: 'none' }}>
          <Box sx={{ p: { xs: 3, sm: 5 } }}>
            <AuthCardBody {...body} />
          </Box>
        </Card>
      </AuthMain>
      <AuthFooter />
    </Box>
  );
}
