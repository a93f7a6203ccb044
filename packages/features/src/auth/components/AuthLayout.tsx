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

/** Guest pages: the site's logo, a heading and the form on a centred card over the grey page. */
export function AuthLayout({ title, subtitle, footer, wide = false, children }: AuthLayoutProps) {
  // The site setting, undefined while it loads (it never fails: no logo is its fallback).
  const setting = useAtomValue(websiteSettingQueryAtom).data;
  const { playerApiHost } = useAtomValue(apiConfigAtom);
  const siteName = setting?.siteName ?? copy.layout.defaultSiteName;

  return (
    <Box
      lang="th"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
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
        <Card sx={{ width: '100%', maxWidth: (theme) => theme.spacing(wide ? 80 : 60), border: 'none' }}>
          <Box sx={{ p: { xs: 3, sm: 5 } }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <Box
                sx={{ display: 'flex', justifyContent: 'center', minHeight: (theme) => theme.spacing(4.5) }}
              >
                {setting !== undefined && (
                  <Logo logoUrl={setting?.logoUrl} apiHost={playerApiHost} name={siteName} />
                )}
              </Box>
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
              {children}
              {footer && (
                <>
                  <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
                  <Box sx={{ textAlign: 'center' }}>{footer}</Box>
                </>
              )}
            </Box>
          </Box>
        </Card>
      </Box>
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
        <Typography variant="caption" dir="auto" sx={{ color: 'text.secondary' }}>
          {copy.layout.copyright(siteName)}
        </Typography>
      </Box>
    </Box>
  );
}
