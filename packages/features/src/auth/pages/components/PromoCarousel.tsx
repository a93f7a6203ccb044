import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { usePrefersReducedMotion } from '@pp/ui';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { pagesCopy } from '../copy';
import { authPagesTickingAtom } from '../motion';

/** How long each promotion stays before the next one. */
const SLIDE_MS = 5000;
const slides = pagesCopy.promo.slides;

/**
 * The split layout's short carousel of promotions: it turns every 5 seconds unless the pointer or
 * the focus is on it, the player paused it, or the device asks for reduced motion. Dots pick a
 * slide; the shown slide is announced only when the player changes it (WAI-ARIA carousel pattern).
 */
export function PromoCarousel() {
  const ticking = useAtomValue(authPagesTickingAtom);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const turning = ticking && !reducedMotion && !paused && !held;

  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % slides.length), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [turning, index]);

  const slide = slides[index] ?? slides[0];
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={pagesCopy.promo.region}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{
        width: '100%',
        maxWidth: 440,
        p: 3,
        borderRadius: 3,
        color: 'common.white',
        bgcolor: (theme) => alpha(theme.palette.common.white, 0.12),
        border: (theme) => `1px solid ${alpha(theme.palette.common.white, 0.24)}`,
        backdropFilter: 'blur(6px)',
      }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={pagesCopy.promo.slideLabel(index + 1, slides.length)}
        aria-live={turning ? 'off' : 'polite'}
        sx={{ minHeight: '5rem' }}
      >
        <Typography component="h2" variant="h3" sx={{ color: 'inherit', mb: 1 }}>
          {slide.title}
        </Typography>
        <Typography variant="body1" sx={{ color: 'inherit', opacity: 0.9, textWrap: 'pretty' }}>
          {slide.text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {slides.map((item, position) => (
            <ButtonBase
              key={item.title}
              aria-label={pagesCopy.promo.show(position + 1)}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
              sx={{ width: 28, height: 28, borderRadius: '50%' }}
            >
              <Box
                component="span"
                sx={{
                  width: position === index ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: 'common.white',
                  opacity: position === index ? 1 : 0.5,
                  transition: 'width 200ms',
                }}
              />
            </ButtonBase>
          ))}
        </Box>
        <IconButton
          size="small"
          aria-label={paused ? pagesCopy.promo.play : pagesCopy.promo.pause}
          onClick={() => setPaused((on) => !on)}
          sx={{ color: 'inherit' }}
        >
          {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
        </IconButton>
      </Box>
    </Box>
  );
}
