import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';

import {
  type SnackbarAlertColor,
  type SnackbarOptions,
  type SnackbarState,
  type SnackbarTransition,
  useNotify,
} from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { colours, DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';
import { pressedTone } from './tone';

type Anchor = SnackbarState['anchorOrigin'];
type Look = 'plain' | SnackbarState['alert']['variant'];

const anchors: readonly Anchor[] = (['top', 'bottom'] as const).flatMap((vertical) =>
  (['left', 'center', 'right'] as const).map((horizontal) => ({ vertical, horizontal })),
);
const looks: readonly Look[] = ['plain', 'filled', 'outlined', 'standard'];
const transitions: readonly SnackbarTransition[] = [
  'Fade',
  'Grow',
  'SlideUp',
  'SlideDown',
  'SlideLeft',
  'SlideRight',
];
const anchorKey = ({ vertical, horizontal }: Anchor) => `${vertical}-${horizontal}` as const;

/** Choices as separate buttons that wrap on a phone (a joined group would break across lines). */
const wrap = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButtonGroup-grouped.MuiToggleButton-root': {
    textTransform: 'none',
    m: 0,
    borderRadius: 1,
    borderLeft: '1px solid',
    borderColor: 'divider',
  },
} as const;

/** One option of the builder: a title and its choices, one of them pressed. */
function Option<V extends string>({
  title,
  value,
  choices,
  onChange,
  labelOf,
  colourOf,
  disabled = false,
  grid = false,
}: {
  title: string;
  value: V;
  choices: readonly V[];
  onChange: (next: V) => void;
  labelOf: (choice: V) => string;
  /** Each choice in its own colour (the colour option); otherwise primary. */
  colourOf?: (choice: V) => SnackbarAlertColor;
  disabled?: boolean;
  /** Three to a row (the six positions, as they sit on the screen). */
  grid?: boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography id={id} variant="subtitle2">
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color={colourOf ? 'standard' : 'primary'}
        aria-labelledby={id}
        value={value}
        disabled={disabled}
        onChange={(_, next: V | null) => next && onChange(next)}
        sx={
          grid
            ? { ...wrap, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: 420 }
            : wrap
        }
      >
        {choices.map((choice) => (
          <ToggleButton
            key={choice}
            value={choice}
            color={colourOf?.(choice)}
            sx={colourOf ? pressedTone(colourOf(choice)) : undefined}
          >
            {labelOf(choice)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * `/advance/snackbar`: every option of the app's one notification (`useNotify`): where it shows,
 * its look and colour, how it comes in, its close and action buttons; and ready-made ones.
 */
export function SnackbarScreen() {
  const { t } = useT(advancePagesNs);
  const notify = useNotify();
  const [anchor, setAnchor] = useState<Anchor>({ vertical: 'bottom', horizontal: 'right' });
  const [look, setLook] = useState<Look>('filled');
  const [colour, setColour] = useState<SnackbarAlertColor>('primary');
  const [transition, setTransition] = useState<SnackbarTransition>('Fade');
  const [close, setClose] = useState(true);
  const [action, setAction] = useState(false);

  const show = () => {
    const options: SnackbarOptions = {
      message: t('snackbar.message'),
      anchorOrigin: anchor,
      transition,
      close,
      action: action
        ? {
            label: t('snackbar.undo'),
            onAction: () => notify({ message: t('snackbar.undone'), severity: 'info' }),
          }
        : null,
      ...(look === 'plain'
        ? { variant: 'default' }
        : { variant: 'alert', alert: { color: colour, variant: look } }),
    };
    notify(options);
  };

  return (
    <DemoPage label={t('pages.snackbar')}>
      <DemoSection title={t('snackbar.builder')} column>
        <Option
          title={t('snackbar.position')}
          grid
          value={anchorKey(anchor)}
          choices={anchors.map(anchorKey)}
          onChange={(next) => setAnchor(anchors.find((candidate) => anchorKey(candidate) === next) ?? anchor)}
          labelOf={(choice) => t(`snackbar.${choice}`)}
        />
        <Option
          title={t('snackbar.look')}
          value={look}
          choices={looks}
          onChange={setLook}
          labelOf={(choice) => t(`snackbar.${choice}`)}
        />
        <Option
          title={t('snackbar.colour')}
          value={colour}
          choices={colours}
          onChange={setColour}
          labelOf={(choice) => t(`common.${choice}`)}
          colourOf={(choice) => choice}
          disabled={look === 'plain'}
        />
        <Option
          title={t('snackbar.transition')}
          value={transition}
          choices={transitions}
          onChange={setTransition}
          labelOf={(choice) => t(`snackbar.${choice}`)}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={<Switch checked={close} onChange={(event) => setClose(event.target.checked)} />}
            label={t('snackbar.closeButton')}
          />
          <FormControlLabel
            control={<Switch checked={action} onChange={(event) => setAction(event.target.checked)} />}
            label={t('snackbar.actionButton')}
          />
        </Box>
        <Button
          variant="contained"
          startIcon={<IconBell size={18} />}
          onClick={show}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('snackbar.show')}
        </Button>
      </DemoSection>
      <DemoSection title={t('snackbar.presets')} column>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('snackbar.presetsHelp')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            color="success"
            onClick={() => notify({ message: t('snackbar.saved'), severity: 'success' })}
          >
            {t('common.success')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() =>
              notify({
                message: t('snackbar.failed'),
                severity: 'error',
                anchorOrigin: { vertical: 'top', horizontal: 'center' },
                transition: 'SlideDown',
                action: {
                  label: t('snackbar.retry'),
                  onAction: () => notify({ message: t('snackbar.saved'), severity: 'success' }),
                },
              })
            }
          >
            {t('common.error')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() =>
              notify({
                message: t('snackbar.offline'),
                variant: 'alert',
                alert: { color: 'warning', variant: 'outlined' },
                anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
                transition: 'SlideRight',
              })
            }
          >
            {t('common.warning')}
          </Button>
          <Button
            variant="outlined"
            color="info"
            onClick={() =>
              notify({
                message: t('snackbar.update'),
                variant: 'alert',
                alert: { color: 'info', variant: 'standard' },
                anchorOrigin: { vertical: 'top', horizontal: 'right' },
                transition: 'Grow',
              })
            }
          >
            {t('common.info')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => notify({ message: t('snackbar.message'), close: false })}
          >
            {t('snackbar.plain')}
          </Button>
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
