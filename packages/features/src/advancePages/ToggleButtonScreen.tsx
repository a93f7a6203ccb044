import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconCheck,
  IconItalic,
  IconLayoutGrid,
  IconLayoutList,
  IconLayoutRows,
  IconUnderline,
} from '@tabler/icons-react';
import { useId, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { colours, DemoPage, DemoSection, sizes } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';
import { pressedTone } from './tone';

const alignments = [
  { id: 'left', icon: <IconAlignLeft size={20} /> },
  { id: 'center', icon: <IconAlignCenter size={20} /> },
  { id: 'right', icon: <IconAlignRight size={20} /> },
  { id: 'justify', icon: <IconAlignJustified size={20} /> },
] as const;
const formats = [
  { id: 'bold', icon: <IconBold size={20} /> },
  { id: 'italic', icon: <IconItalic size={20} /> },
  { id: 'underline', icon: <IconUnderline size={20} /> },
] as const;
const views = [
  { id: 'list', icon: <IconLayoutList size={20} /> },
  { id: 'grid', icon: <IconLayoutGrid size={20} /> },
  { id: 'rows', icon: <IconLayoutRows size={20} /> },
] as const;

type Alignment = (typeof alignments)[number]['id'];
type Format = (typeof formats)[number]['id'];
type View = (typeof views)[number]['id'];

/** `/advance/toggle-button`: exclusive and multiple toggle groups, vertical, sized, coloured, a standalone toggle. */
export function ToggleButtonScreen() {
  const { t } = useT(advancePagesNs);
  const id = useId();
  const [alignment, setAlignment] = useState<Alignment>('left');
  const [format, setFormat] = useState<Format[]>(['bold']);
  const [view, setView] = useState<View>('list');
  const [selected, setSelected] = useState(false);
  const [lit, setLit] = useState<readonly (typeof colours)[number][]>(colours);
  const [sized, setSized] = useState<Record<(typeof sizes)[number], Alignment>>({
    small: 'left',
    medium: 'center',
    large: 'right',
  });
  const none = t('toggle.none');
  const names = (list: readonly Format[]) =>
    list.length === 0 ? none : list.map((item) => t(`toggle.${item}`)).join(', ');

  return (
    <DemoPage label={t('pages.toggleButton')}>
      <DemoSection title={t('toggle.exclusive')} column>
        <ToggleButtonGroup
          exclusive
          value={alignment}
          onChange={(_, next: Alignment | null) => next && setAlignment(next)}
          aria-label={t('toggle.alignment')}
          color="primary"
        >
          {alignments.map((item) => (
            <ToggleButton key={item.id} value={item.id} aria-label={t(`toggle.${item.id}`)}>
              {item.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography role="status" variant="body2">
          {t('toggle.alignment')}: {t(`toggle.${alignment}`)}
        </Typography>
      </DemoSection>
      <DemoSection title={t('toggle.multiple')} column>
        <ToggleButtonGroup
          value={format}
          onChange={(_, next: Format[]) => setFormat(next)}
          aria-label={t('toggle.formatting')}
          color="secondary"
        >
          {formats.map((item) => (
            <ToggleButton key={item.id} value={item.id} aria-label={t(`toggle.${item.id}`)}>
              {item.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography role="status" variant="body2">
          {t('toggle.formatting')}: {names(format)}
        </Typography>
      </DemoSection>
      <DemoSection title={t('toggle.vertical')}>
        <ToggleButtonGroup
          orientation="vertical"
          exclusive
          value={view}
          onChange={(_, next: View | null) => next && setView(next)}
          aria-label={t('toggle.view')}
          color="primary"
        >
          {views.map((item) => (
            <ToggleButton key={item.id} value={item.id} aria-label={t(`toggle.${item.id}`)}>
              {item.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography role="status" variant="body2">
          {t('toggle.view')}: {t(`toggle.${view}`)}
        </Typography>
      </DemoSection>
      <DemoSection title={t('toggle.sizes')} column>
        {sizes.map((size) => (
          <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography id={`${id}-${size}`} variant="body2" sx={{ minWidth: 64 }}>
              {t(`common.${size}`)}
            </Typography>
            <ToggleButtonGroup
              size={size}
              exclusive
              value={sized[size]}
              onChange={(_, next: Alignment | null) => next && setSized((all) => ({ ...all, [size]: next }))}
              aria-labelledby={`${id}-${size}`}
            >
              {alignments.slice(0, 3).map((item) => (
                <ToggleButton key={item.id} value={item.id} aria-label={t(`toggle.${item.id}`)}>
                  {item.icon}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
      </DemoSection>
      <DemoSection title={t('toggle.colours')}>
        {colours.map((colour) => (
          <ToggleButton
            key={colour}
            value={colour}
            selected={lit.includes(colour)}
            onChange={() =>
              setLit((all) => (all.includes(colour) ? all.filter((one) => one !== colour) : [...all, colour]))
            }
            color={colour}
            size="small"
            sx={[{ textTransform: 'none' }, pressedTone(colour)]}
          >
            {t(`common.${colour}`)}
          </ToggleButton>
        ))}
      </DemoSection>
      <DemoSection title={t('toggle.standalone')}>
        <ToggleButton
          value="check"
          selected={selected}
          onChange={() => setSelected((value) => !value)}
          aria-label={t('toggle.favourite')}
          color="success"
        >
          <IconCheck size={20} />
        </ToggleButton>
        <Typography variant="body2">{selected ? t('toggle.on') : t('toggle.off')}</Typography>
        <ToggleButton value="disabled" disabled aria-label={t('common.disabled')}>
          <IconBold size={20} />
        </ToggleButton>
      </DemoSection>
    </DemoPage>
  );
}
