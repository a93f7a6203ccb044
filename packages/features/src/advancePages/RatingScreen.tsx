import Box from '@mui/material/Box';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  IconHeart,
  IconHeartFilled,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  IconMoodSadDizzy,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useId, useState, type ReactElement } from 'react';

import { formatNumber } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

const feedback = ['useless', 'poor', 'ok', 'good', 'excellent'] as const;

const moods: Record<number, { icon: ReactElement; colour: string }> = {
  1: { icon: <IconMoodSadDizzy size={28} />, colour: 'error.main' },
  2: { icon: <IconMoodSad size={28} />, colour: 'warning.dark' },
  3: { icon: <IconMoodEmpty size={28} />, colour: 'warning.main' },
  4: { icon: <IconMoodSmile size={28} />, colour: 'success.main' },
  5: { icon: <IconMoodHappy size={28} />, colour: 'success.dark' },
};

/** A mood face, in its own colour once chosen or hovered (grey otherwise). */
function MoodIcon({
  value,
  className,
  ownerState: _ownerState,
  children: _star,
  ...props
}: IconContainerProps & { ownerState?: unknown }) {
  const mood = moods[value];
  const lit = /MuiRating-icon(Filled|Hover)/.test(className ?? '');
  return (
    <Box
      component="span"
      className={className}
      {...props}
      sx={{ display: 'flex', color: lit ? mood?.colour : 'action.disabled', transition: 'color 150ms' }}
    >
      {mood?.icon}
    </Box>
  );
}

/** `/advance/rating`: star ratings controlled, half steps, read-only, sized, with custom icons and hover feedback. */
export function RatingScreen() {
  const { t, locale } = useT(advancePagesNs);
  const id = useId();
  const [value, setValue] = useState<number | null>(3);
  const [half, setHalf] = useState<number | null>(2.5);
  const [hoverValue, setHoverValue] = useState<number | null>(4);
  const [hover, setHover] = useState(-1);
  const stars = (count: number) => t('rating.stars', { count: formatNumber(count, { locale }) });
  const word = (count: number | null) => (count === null ? undefined : feedback[Math.ceil(count) - 1]);
  const shown = word(hover !== -1 ? hover : hoverValue);

  return (
    <DemoPage label={t('pages.rating')}>
      <DemoSection title={t('rating.basic')} column>
        <Typography id={`${id}-basic`} component="legend" variant="subtitle2">
          {t('rating.controlled')}: {value === null ? t('rating.none') : stars(value)}
        </Typography>
        <Rating
          name={`${id}-basic`}
          value={value}
          onChange={(_, next) => setValue(next)}
          getLabelText={stars}
          aria-labelledby={`${id}-basic`}
        />
        <Typography id={`${id}-read`} variant="subtitle2">
          {t('rating.readOnly')}
        </Typography>
        <Rating value={4} readOnly getLabelText={stars} />
        <Typography id={`${id}-disabled`} variant="subtitle2">
          {t('common.disabled')}
        </Typography>
        <Rating
          name={`${id}-disabled`}
          value={2}
          disabled
          getLabelText={stars}
          aria-labelledby={`${id}-disabled`}
        />
      </DemoSection>
      <DemoSection title={t('rating.half')} column>
        <Typography id={`${id}-half`} variant="subtitle2">
          {t('rating.controlled')}: {half === null ? t('rating.none') : stars(half)}
        </Typography>
        <Rating
          name={`${id}-half`}
          value={half}
          precision={0.5}
          onChange={(_, next) => setHalf(next)}
          getLabelText={stars}
          aria-labelledby={`${id}-half`}
        />
        <Typography variant="subtitle2">{t('rating.readOnly')}</Typography>
        <Rating value={3.5} precision={0.5} readOnly getLabelText={stars} />
      </DemoSection>
      <DemoSection title={t('rating.sizes')} column>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography id={`${id}-${size}`} variant="body2" sx={{ minWidth: 64 }}>
              {t(`common.${size}`)}
            </Typography>
            <Rating
              name={`${id}-${size}`}
              defaultValue={3}
              size={size}
              getLabelText={stars}
              aria-labelledby={`${id}-${size}`}
            />
          </Box>
        ))}
      </DemoSection>
      <DemoSection title={t('rating.hover')} column>
        <Typography id={`${id}-hover`} variant="subtitle2">
          {t('rating.howWasIt')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Rating
            name={`${id}-hover`}
            value={hoverValue}
            onChange={(_, next) => setHoverValue(next)}
            onChangeActive={(_, next) => setHover(next)}
            getLabelText={(count) => `${stars(count)}, ${t(`rating.${word(count) ?? 'ok'}`)}`}
            emptyIcon={<IconStar size={24} />}
            icon={<IconStarFilled size={24} />}
            aria-labelledby={`${id}-hover`}
          />
          <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
            {shown === undefined ? t('rating.none') : t(`rating.${shown}`)}
          </Typography>
        </Box>
      </DemoSection>
      <DemoSection title={t('rating.icons')} column>
        <Typography id={`${id}-hearts`} variant="subtitle2">
          {t('rating.hearts')}
        </Typography>
        <Rating
          name={`${id}-hearts`}
          defaultValue={3}
          getLabelText={(count) => t('rating.hearts', { count })}
          icon={<IconHeartFilled size={24} />}
          emptyIcon={<IconHeart size={24} />}
          sx={{ '& .MuiRating-iconFilled, & .MuiRating-iconHover': { color: 'error.main' } }}
          aria-labelledby={`${id}-hearts`}
        />
        <Typography id={`${id}-mood`} variant="subtitle2">
          {t('rating.mood')}
        </Typography>
        <Rating
          name={`${id}-mood`}
          defaultValue={4}
          slots={{ icon: MoodIcon }}
          highlightSelectedOnly
          getLabelText={(count) => t(`rating.${feedback[count - 1] ?? 'ok'}`)}
          aria-labelledby={`${id}-mood`}
          sx={{ gap: 0.5 }}
        />
      </DemoSection>
    </DemoPage>
  );
}
