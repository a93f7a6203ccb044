import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  IconCopy,
  IconDeviceFloppy,
  IconPencil,
  IconPlus,
  IconPrinter,
  IconShare,
} from '@tabler/icons-react';
import { useId, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

type Direction = NonNullable<SpeedDialProps['direction']>;

const directions: readonly Direction[] = ['up', 'right', 'down', 'left'];
const actions = [
  { id: 'copy', icon: <IconCopy size={20} /> },
  { id: 'save', icon: <IconDeviceFloppy size={20} /> },
  { id: 'print', icon: <IconPrinter size={20} /> },
  { id: 'share', icon: <IconShare size={20} /> },
] as const;
type ActionId = (typeof actions)[number]['id'];

/** Where the dial sits in its box, so its actions have room in every direction. */
const placement: Record<Direction, object> = {
  up: { bottom: 16, insetInlineEnd: 16 },
  down: { top: 16, insetInlineStart: 16 },
  left: { bottom: 16, insetInlineEnd: 16 },
  right: { bottom: 16, insetInlineStart: 16 },
};

/** The box the dials open in. */
const stage = {
  position: 'relative',
  height: 300,
  width: '100%',
  borderRadius: 2,
  bgcolor: 'background.default',
  overflow: 'hidden',
} as const;

/**
 * `/advance/speeddial`: a floating action button that opens its actions in four directions, one
 * with its labels always shown; a keyboard opens it (Enter or an arrow) and moves through them.
 */
export function SpeedDialScreen() {
  const { t } = useT(advancePagesNs);
  const id = useId();
  const [direction, setDirection] = useState<Direction>('up');
  const [hidden, setHidden] = useState(false);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ActionId | null>(null);
  const choose = (action: ActionId) => {
    setChosen(action);
    setOpen(false);
  };

  return (
    <DemoPage label={t('pages.speeddial')}>
      <DemoSection title={t('speeddial.directions')} column>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
          <Typography id={`${id}-direction`} variant="subtitle2">
            {t('speeddial.direction')}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={`${id}-direction`}
            value={direction}
            onChange={(event) => setDirection(directions.find((d) => d === event.target.value) ?? 'up')}
          >
            {directions.map((candidate) => (
              <FormControlLabel
                key={candidate}
                value={candidate}
                control={<Radio />}
                label={t(`speeddial.${candidate}`)}
              />
            ))}
          </RadioGroup>
          <FormControlLabel
            control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
            label={t('speeddial.hidden')}
          />
        </Box>
        <Box sx={stage}>
          <SpeedDial
            ariaLabel={t('speeddial.actions')}
            direction={direction}
            hidden={hidden}
            icon={<SpeedDialIcon icon={<IconPlus size={22} />} />}
            sx={{ position: 'absolute', ...placement[direction] }}
          >
            {actions.map((action) => (
              <SpeedDialAction
                key={action.id}
                icon={action.icon}
                slotProps={{ tooltip: { title: t(`speeddial.${action.id}`) } }}
                onClick={() => setChosen(action.id)}
              />
            ))}
          </SpeedDial>
        </Box>
      </DemoSection>
      <DemoSection title={t('speeddial.tooltips')} column>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('speeddial.keyboard')}
        </Typography>
        <Typography role="status" variant="subtitle2">
          {t('speeddial.chosen')}: {chosen === null ? t('speeddial.nothing') : t(`speeddial.${chosen}`)}
        </Typography>
        <Box sx={stage}>
          <SpeedDial
            ariaLabel={t('speeddial.editActions')}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            icon={<SpeedDialIcon icon={<IconPlus size={22} />} openIcon={<IconPencil size={22} />} />}
            FabProps={{ color: 'secondary' }}
            sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
          >
            {actions.map((action) => (
              <SpeedDialAction
                key={action.id}
                icon={action.icon}
                slotProps={{ tooltip: { title: t(`speeddial.${action.id}`), open: true } }}
                onClick={() => choose(action.id)}
              />
            ))}
          </SpeedDial>
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
