import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { EmptyState, ErrorState, touchTarget, usePrefersReducedMotion } from '@pp/ui';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPhoto,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useTransitionRemote } from '../../shared/query/read';
import { apiConfigAtom } from '../../shared/api/config';
import { apiUrl } from '../../shared/api/endpoints';
import { bannersAtom } from '../atoms';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import type { Banner } from '../types';
import { LoadingArea, Placeholder } from './Loading';

/** Time each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 6000;

const REGION_ID = 'player-banners';

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Base of relative image paths (the player API host). */
  imageBase: string;
  intervalMs?: number;
}

/**
 * Banners one at a time, with previous/next buttons, dots and a pause button. It advances on its
 * own only while nobody hovers or focuses it, the player has not paused it, and the device does not
 * ask for reduced motion (then nothing auto-plays and there is no pause button).
 */
export function BannerCarousel({ banners, imageBase, intervalMs = BANNER_INTERVAL_MS }: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The first banner is simply there with the page; only a change of banner fades in.
  const [changed, setChanged] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const autoPlay = count > 1 && !reducedMotion && !paused;
  const running = autoPlay && !hovered && !focused;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setChanged(true);
      setIndex((value) => (value + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  const go = (next: number) => {
    setChanged(true);
    setIndex(((next % count) + count) % count);
  };
  const banner = banners[current];
  if (!banner) return null;

  const background = `linear-gradient(${banner.gradient.angle}deg, ${banner.gradient.from}, ${banner.gradient.to})`;
  const image = banner.imageUrl
    ? `url("${apiUrl(imageBase, banner.imageUrl)}") center / cover no-repeat, `
    : '';

  return (
    <Box
      component="section"
      id={REGION_ID}
      aria-roledescription="carousel"
      aria-label={copy.home.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        minHeight: theme.spacing(30),
        borderRadius: `${theme.shape.borderRadius}px`,
        overflow: 'hidden',
        color: theme.palette.common.white,
        background: image + background,
      })}
    >
      <Box aria-live={running ? 'off' : 'polite'} sx={{ height: '100%' }}>
        <SlideTransition key={banner.id} still={reducedMotion || !changed}>
          <Box
            role="group"
            aria-roledescription="slide"
            aria-label={copy.home.bannerSlide(current + 1, count)}
            sx={(theme) => ({
              height: '100%',
              minHeight: theme.spacing(30),
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 1.5,
              p: 4,
              pb: 9,
              // A soft scrim keeps white text readable on light gradients.
              backgroundImage: `linear-gradient(90deg, ${alpha(theme.palette.common.black, 0.28)}, ${alpha(theme.palette.common.black, 0.04)})`,
            })}
          >
            <Typography
              component="p"
              variant="h2"
              sx={{ color: 'inherit', maxWidth: '36ch', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {banner.title}
            </Typography>
            {banner.subtitle && (
              <Typography
                component="p"
                variant="body1"
                sx={{ color: 'inherit', maxWidth: '48ch', opacity: 0.95 }}
              >
                {banner.subtitle}
              </Typography>
            )}
            {banner.link && (
              <Box>
                <Button
                  component={RouterLink}
                  to={banner.link}
                  variant="contained"
                  size="small"
                  sx={(theme) => ({
                    mt: 1,
                    bgcolor: theme.palette.common.white,
                    color:
                      theme.palette.mode === 'light'
                        ? theme.palette.grey[900]
                        : theme.palette.background.paper,
                    '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.88) },
                  })}
                >
                  {copy.home.bannerMore}
                </Button>
              </Box>
            )}
          </Box>
        </SlideTransition>
      </Box>
      {count > 1 && (
        // Every control takes a 44 px tap: the dots are 44 px boxes around their small bars (narrower
        // only when many banners share the row, never under 24 px); the round buttons look 28 px and
        // reach 44 (touchTarget), so they keep 8 px from the dots and 16 px from each other.
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
          }}
        >
          {/* Nothing to pause when the device asks for reduced motion (no auto-play). */}
          {!reducedMotion && (
            <IconButton
              size="small"
              aria-label={paused ? copy.home.bannerPlay : copy.home.bannerPause}
              aria-controls={REGION_ID}
              onClick={() => setPaused((value) => !value)}
              sx={controlSx}
            >
              {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
            {banners.map((item, position) => (
              <Box
                key={item.id}
                component="button"
                type="button"
                aria-label={copy.home.bannerGoTo(position + 1)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                sx={(theme) => ({
                  display: 'grid',
                  placeItems: 'center',
                  flex: `0 1 ${theme.spacing(5.5)}`,
                  minWidth: theme.spacing(3),
                  height: theme.spacing(5.5),
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  // The ring goes round the bar a player sees, not the larger square a finger hits.
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': {
                    outline: `${theme.spacing(0.25)} solid ${theme.palette.common.white}`,
                    outlineOffset: theme.spacing(0.5),
                  },
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: position === current ? theme.spacing(3) : theme.spacing(1),
                    height: theme.spacing(1),
                    borderRadius: theme.spacing(0.5),
                    bgcolor: alpha(theme.palette.common.white, position === current ? 1 : 0.55),
                    transition: theme.transitions.create(['width', 'background-color']),
                  },
                })}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <IconButton
              size="small"
              aria-label={copy.home.bannerPrevious}
              aria-controls={REGION_ID}
              onClick={() => go(current - 1)}
              sx={controlSx}
            >
              <IconChevronLeft size={18} className="flip-rtl" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={copy.home.bannerNext}
              aria-controls={REGION_ID}
              onClick={() => go(current + 1)}
              sx={controlSx}
            >
              <IconChevronRight size={18} className="flip-rtl" />
            </IconButton>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Fades a new slide in; no transition at all when the device asks for reduced motion. */
function SlideTransition({ still, children }: { still: boolean; children: ReactElement }) {
  return still ? (
    children
  ) : (
    <Fade in appear timeout={400}>
      {children}
    </Fade>
  );
}

const controlSx = (theme: Theme) => ({
  ...touchTarget,
  color: theme.palette.common.white,
  bgcolor: alpha(theme.palette.common.black, 0.24),
  '&:hover': { bgcolor: alpha(theme.palette.common.black, 0.36) },
  '[dir="rtl"] & .flip-rtl': { transform: 'scaleX(-1)' },
});

/** The carousel of the home screen: loads the banners, with its own skeleton, empty and error states. */
export function BannerCarouselCard() {
  const banners = useTransitionRemote(bannersAtom);
  const { retry } = banners;
  const { playerApiHost } = useAtomValue(apiConfigAtom);
  if (banners.status === 'error') {
    return (
      <Card sx={{ p: 3, height: '100%', display: 'flex', alignItems: 'center' }}>
        <ErrorState variant="inline" {...loadFailed(banners.error, retry)} sx={{ flex: 1 }} />
      </Card>
    );
  }
  if (!banners.data) {
    return (
      <LoadingArea sx={{ height: '100%' }}>
        <Placeholder
          variant="rounded"
          sx={(theme) => ({ height: '100%', minHeight: theme.spacing(30), transform: 'none' })}
        />
      </LoadingArea>
    );
  }
  if (banners.data.length === 0) {
    return (
      <Card sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
        <EmptyState size="small" icon={<IconPhoto size={28} />} title={copy.home.noBanners} />
      </Card>
    );
  }
  return <BannerCarousel banners={banners.data} imageBase={playerApiHost} />;
}
