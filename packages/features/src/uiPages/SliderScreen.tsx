import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { IconVolume, IconVolume2 } from '@tabler/icons-react';
import { useId, useState } from 'react';

import { formatNumber } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { colours, DemoPage, DemoSection } from '../shared/demo/layout';

const marks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}°` }));

/** `/components/slider`: continuous, stepped, range and vertical sliders in colours, sizes and states. */
export function SliderScreen() {
  const { t, locale } = useT(uiPagesNs);
  const id = useId();
  const [volume, setVolume] = useState(30);
  const [price, setPrice] = useState<number[]>([200, 800]);
  const baht = (value: number) => `฿${formatNumber(value, { locale })}`;

  return (
    <DemoPage label={t('pages.slider')}>
      <DemoSection title={t('section.basic')} column>
        <Typography id={`${id}-volume`} variant="subtitle2">
          {t('slider.volume')}: {volume}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <IconVolume2 size={20} aria-hidden />
          <Slider aria-labelledby={`${id}-volume`} value={volume} onChange={(_, value) => setVolume(value)} />
          <IconVolume size={20} aria-hidden />
        </Box>
        <Slider aria-label={t('common.disabled')} defaultValue={60} disabled />
      </DemoSection>
      <DemoSection title={t('section.marks')} column>
        <Typography id={`${id}-temperature`} variant="subtitle2">
          {t('slider.temperature')}
        </Typography>
        <Slider
          aria-labelledby={`${id}-temperature`}
          defaultValue={50}
          step={25}
          marks={marks}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value}°`}
          sx={{ mx: 2, width: 'auto' }}
        />
      </DemoSection>
      <DemoSection title={t('section.range')} column>
        <Typography id={`${id}-price`} variant="subtitle2">
          {t('slider.price')}: {baht(price[0] ?? 0)} – {baht(price[1] ?? 0)}
        </Typography>
        <Slider
          getAriaLabel={(index) => `${t('slider.price')} ${index + 1}`}
          value={price}
          onChange={(_, value) => setPrice(value)}
          min={0}
          max={1000}
          step={50}
          valueLabelDisplay="auto"
          getAriaValueText={baht}
          valueLabelFormat={baht}
          disableSwap
          sx={{ mt: 3 }}
        />
      </DemoSection>
      <DemoSection title={t('section.colours')} column>
        {colours.map((colour, index) => (
          <Slider
            key={colour}
            aria-label={t(`common.${colour}`)}
            defaultValue={30 + index * 10}
            color={colour}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')} column>
        <Slider aria-label={t('common.small')} defaultValue={40} size="small" />
        <Slider aria-label={t('common.medium')} defaultValue={60} />
      </DemoSection>
      <DemoSection title={t('section.vertical')}>
        <Box sx={{ display: 'flex', gap: 4, height: 160, px: 1 }}>
          <Slider aria-label={t('slider.brightness')} orientation="vertical" defaultValue={70} />
          <Slider
            aria-label={t('slider.temperature')}
            orientation="vertical"
            defaultValue={50}
            step={25}
            marks={marks}
            color="secondary"
          />
          <Slider aria-label={t('common.disabled')} orientation="vertical" defaultValue={30} disabled />
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
