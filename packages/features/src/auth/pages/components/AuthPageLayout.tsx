import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha, darken, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCoins, IconDeviceGamepad2, IconGift, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import {
  AuthCardBody,
  AuthMain,
  AuthFooter,
  type AuthLayoutProps,
  AuthHeading,
  SiteLogo,
} from '../../components/AuthLayout';
import { pagesCopy } from '../copy';
import { PromoCarousel } from './PromoCarousel';

/** The template's three auth layouts: 1 a card on a decorated page, 2 a split screen, 3 a card with a picture. */
export type AuthLayoutVariant = 1 | 2 | 3;

export interface AuthPageLayoutProps extends AuthLayoutProps {
  layout: AuthLayoutVariant;
}

/**
 * The split layout's panel and layout 3's picture: a column centred on the deep brand colours, white
 * text on top (the darkened brand colours on a light page, a brand tint over the paper on a dark
 * one), left out on a phone.
 */
const brandPanel = (theme: Theme) => ({
  display: { xs: 'none', md: 'flex' },
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'common.white',
  ...(theme.palette.mode === 'dark'
    ? {
        backgroundColor: theme.palette.background.paper,
        backgroundImage: `linear-gradient(150deg, ${alpha(theme.palette.secondary.main, 0.4)} 0%, ${alpha(theme.palette.primary.main, 0.22)} 100%)`,
      }
    : {
        backgroundImage: `linear-gradient(150deg, ${darken(theme.palette.secondary.main, 0.25)} 0%, ${darken(theme.palette.primary.main, 0.35)} 100%)`,
      }),
});

/**
 * Layouts 1 and 3: a page as tall as the screen (Thai, nothing reaching past it sideways), its
 * background behind everything, the card centred above the footer.
 */
function CardPage({
  background,
  card,
  children,
}: {
  background: ReactNode;
  card: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      lang="th"
      sx={{
        position: 'relative',
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      {background}
      <AuthMain>
        <Card sx={[{ width: '100%', border: 'none' }, ...(Array.isArray(card) ? card : [card])]}>
          {children}
        </Card>
      </AuthMain>
      <AuthFooter />
    </Box>
  );
}

/** Layout 1's background: two soft discs and a ring in the brand colours, behind everything. */
function Discs() {
  const disc = (size: number, color: 'primary' | 'secondary', place: Record<string, string>) => (
    <Box
      aria-hidden
      sx={(theme) => ({
        position: 'absolute',
        zIndex: -1,
        width: size,
        height: size,
        borderRadius: '50%',
        background: `radial-gradient(circle at 30% 30%, ${alpha(theme.palette[color].main, 0.28)}, ${alpha(theme.palette[color].main, 0.06)} 70%)`,
        ...place,
      })}
    />
  );
  return (
    <>
      {disc(420, 'secondary', { top: '-140px', right: '-120px' })}
      {disc(340, 'primary', { bottom: '-120px', left: '-100px' })}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          zIndex: -1,
          top: '18%',
          left: '8%',
          width: 120,
          height: 120,
          borderRadius: '50%',
          border: `14px solid ${alpha(theme.palette.primary.main, 0.12)}`,
        })}
      />
    </>
  );
}

/** Layout 1: the card centred over the decorated page. */
function CardOnDecoratedPage({ wide = false, ...body }: AuthLayoutProps) {
  return (
    <CardPage
      background={<Discs />}
      card={{
        maxWidth: (theme) => theme.spacing(wide ? 80 : 60),
        boxShadow: (theme) => `0 12px 40px ${alpha(theme.palette.secondary.dark, 0.14)}`,
      }}
    >
      <Box sx={{ p: { xs: 3, sm: 5 } }}>
        <AuthCardBody {...body} />
      </Box>
    </CardPage>
  );
}

/** The split layout's picture: three tiles of what members get, over the brand colours. */
function BrandTiles() {
  const tiles = [IconGift, IconCoins, IconDeviceGamepad2];
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
      {tiles.map((Icon, position) => (
        <Box
          key={Icon.displayName ?? position}
          sx={{
            width: 88,
            height: 88,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 4,
            bgcolor: (theme) => alpha(theme.palette.common.white, position === 1 ? 0.22 : 0.12),
            transform: position === 1 ? 'translateY(-16px)' : undefined,
            boxShadow: position === 1 ? '0 16px 32px rgba(0, 0, 0, 0.2)' : undefined,
          }}
        >
          <Icon size={40} stroke={1.5} />
        </Box>
      ))}
    </Box>
  );
}

/** Layout 2: the form on a paper column, the brand panel with its promotions beside it (not on a phone). */
function SplitScreen({ wide = false, title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <Box
      lang="th"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)', lg: '7fr 5fr' },
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box sx={{ px: { xs: 3, sm: 5 }, pt: { xs: 3, sm: 4 } }}>
          <SiteLogo align="start" />
        </Box>
        <AuthMain>
          <Box sx={{ width: '100%', maxWidth: (theme) => theme.spacing(wide ? 80 : 56) }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <AuthHeading title={title} subtitle={subtitle} />
              {children}
              {footer && <Box sx={{ textAlign: 'center' }}>{footer}</Box>}
            </Box>
          </Box>
        </AuthMain>
        <AuthFooter />
      </Box>
      <Box sx={(theme) => ({ ...brandPanel(theme), gap: 5, p: 6, position: 'relative', overflow: 'hidden' })}>
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            backgroundImage: `radial-gradient(${alpha(theme.palette.common.white, 0.14)} 1.5px, transparent 1.5px)`,
            backgroundSize: '22px 22px',
            maskImage: 'linear-gradient(to bottom, black, transparent 70%)',
          })}
        />
        <Box sx={{ position: 'relative', display: 'grid', gap: 5, justifyItems: 'center', width: '100%' }}>
          <BrandTiles />
          <PromoCarousel />
          <Typography variant="subtitle1" sx={{ color: 'inherit', opacity: 0.85 }}>
            {pagesCopy.promo.tagline}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** Layout 3's background: two waves across the bottom of the page. */
function Waves() {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        position: 'absolute',
        zIndex: -1,
        insetInline: 0,
        bottom: 0,
        height: '45%',
        '& svg': { width: '100%', height: '100%', display: 'block' },
        '& .back': { fill: alpha(theme.palette.primary.main, 0.12) },
        '& .front': { fill: alpha(theme.palette.secondary.main, 0.14) },
      })}
    >
      <svg viewBox="0 0 1440 400" preserveAspectRatio="none">
        <path className="back" d="M0 120 C 240 40 480 40 720 120 S 1200 200 1440 110 V 400 H 0 Z" />
        <path className="front" d="M0 220 C 300 140 560 300 860 220 S 1280 150 1440 210 V 400 H 0 Z" />
      </svg>
    </Box>
  );
}

/** Layout 3: a wide card, the form beside a picture on the brand colours (the picture left out on a phone). */
function CardWithPicture({ wide = false, ...body }: AuthLayoutProps) {
  return (
    <CardPage
      background={<Waves />}
      card={{
        maxWidth: (theme) => theme.spacing(wide ? 140 : 120),
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: wide ? '3fr 2fr' : 'minmax(0, 1fr) minmax(0, 1fr)',
        },
        overflow: 'hidden',
      }}
    >
      <Box sx={{ p: { xs: 3, sm: 5 }, minWidth: 0 }}>
        <AuthCardBody {...body} />
      </Box>
      <Box sx={(theme) => ({ ...brandPanel(theme), textAlign: 'center', gap: 3, p: 5 })}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 160,
            height: 160,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.common.white, 0.12),
            boxShadow: `0 0 0 24px ${alpha(theme.palette.common.white, 0.06)}`,
          })}
        >
          <IconShieldCheck size={80} stroke={1.3} />
        </Box>
        <Typography component="p" variant="h3" sx={{ color: 'inherit' }}>
          {pagesCopy.side.title}
        </Typography>
        <Typography
          variant="body1"
          sx={{ color: 'inherit', opacity: 0.9, maxWidth: 320, textWrap: 'pretty' }}
        >
          {pagesCopy.side.text}
        </Typography>
      </Box>
    </CardPage>
  );
}

/**
 * The template's auth pages in one of its three layouts, around the same form (the real guest
 * pages' forms): 1 a card centred on a decorated page, 2 a split screen with the brand panel and
 * its promotions, 3 a card with a picture beside the form over waves.
 */
export function AuthPageLayout({ layout, ...props }: AuthPageLayoutProps) {
  if (layout === 2) return <SplitScreen {...props} />;
  if (layout === 3) return <CardWithPicture {...props} />;
  return <CardOnDecoratedPage {...props} />;
}
