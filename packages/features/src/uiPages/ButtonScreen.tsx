import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import { IconCloudUpload, IconHeart, IconSend, IconSettings, IconTrash } from '@tabler/icons-react';
import { touchTarget } from '@pp/ui';
import { useEffect, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { colours, DemoPage, DemoSection, sizes } from '../shared/demo/layout';

/** How long the demo save shows its spinner. */
const SAVE_MS = 1500;

/** `/components/button`: MUI's buttons in their variants, colours, sizes, icons, loading and disabled. */
export function ButtonScreen() {
  const { t } = useT(uiPagesNs);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => setSaving(false), SAVE_MS);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <DemoPage label={t('pages.button')}>
      <DemoSection title={t('section.variants')}>
        <Button variant="contained">{t('button.contained')}</Button>
        <Button variant="outlined">{t('button.outlined')}</Button>
        <Button variant="text">{t('button.text')}</Button>
      </DemoSection>
      <DemoSection title={t('section.colours')}>
        {colours.map((colour) => (
          <Button key={colour} variant="contained" color={colour}>
            {t(`common.${colour}`)}
          </Button>
        ))}
        {colours.map((colour) => (
          <Button key={`outlined-${colour}`} variant="outlined" color={colour}>
            {t(`common.${colour}`)}
          </Button>
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        {sizes.map((size) => (
          <Button key={size} variant="contained" size={size}>
            {t(`common.${size}`)}
          </Button>
        ))}
        {sizes.map((size) => (
          <Button key={`outlined-${size}`} variant="outlined" size={size}>
            {t(`common.${size}`)}
          </Button>
        ))}
      </DemoSection>
      <DemoSection title={t('section.icons')}>
        <Button variant="contained" endIcon={<IconSend size={18} />}>
          {t('button.send')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<IconTrash size={18} />}>
          {t('button.delete')}
        </Button>
        <Button variant="contained" color="secondary" startIcon={<IconCloudUpload size={18} />}>
          {t('button.upload')}
        </Button>
        <IconButton aria-label={t('button.settings')} color="primary" sx={touchTarget}>
          <IconSettings size={20} />
        </IconButton>
        <IconButton aria-label={t('button.like')} color="error" sx={touchTarget}>
          <IconHeart size={20} />
        </IconButton>
      </DemoSection>
      <DemoSection title={t('section.loading')}>
        <Button variant="contained" loading={saving} onClick={() => setSaving(true)}>
          {t('button.save')}
        </Button>
        <Button variant="outlined" loading loadingPosition="start" startIcon={<IconCloudUpload size={18} />}>
          {t('button.upload')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          loading
          loadingPosition="end"
          endIcon={<IconSend size={18} />}
        >
          {t('button.send')}
        </Button>
      </DemoSection>
      <DemoSection title={t('section.group')}>
        <ButtonGroup variant="contained" aria-label={t('section.group')}>
          <Button>{t('button.one')}</Button>
          <Button>{t('button.two')}</Button>
          <Button>{t('button.three')}</Button>
        </ButtonGroup>
        <ButtonGroup variant="outlined" color="secondary" aria-label={t('section.group')}>
          <Button>{t('button.one')}</Button>
          <Button>{t('button.two')}</Button>
          <Button>{t('button.three')}</Button>
        </ButtonGroup>
      </DemoSection>
      <DemoSection title={t('common.disabled')}>
        <Button variant="contained" disabled>
          {t('button.contained')}
        </Button>
        <Button variant="outlined" disabled>
          {t('button.outlined')}
        </Button>
        <Button variant="text" disabled>
          {t('button.text')}
        </Button>
        <IconButton aria-label={t('button.settings')} disabled sx={touchTarget}>
          <IconSettings size={20} />
        </IconButton>
      </DemoSection>
    </DemoPage>
  );
}
