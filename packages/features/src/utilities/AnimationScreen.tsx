import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type ComponentType, type ReactElement, useState } from 'react';
import { MainCard, SubCard, usePrefersReducedMotion } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

/** The props the demos give every MUI transition. */
interface TransitionProps {
  in: boolean;
  appear: boolean;
  timeout: number;
  onExited: () => void;
  children: ReactElement;
  direction?: 'up';
}

const DEMOS: readonly {
  name: 'fade' | 'grow' | 'slide' | 'zoom' | 'collapse';
  Transition: ComponentType<TransitionProps>;
}[] = [
  { name: 'fade', Transition: Fade },
  { name: 'grow', Transition: Grow },
  { name: 'slide', Transition: Slide },
  { name: 'zoom', Transition: Zoom },
  { name: 'collapse', Transition: Collapse },
];

const DURATION = 600;

/** One transition: its box, played on open and again (out, then in) from its button. */
function Demo({ name, Transition }: (typeof DEMOS)[number]) {
  const { t } = useT(utilitiesNs);
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(true);
  const label = t(`animation.${name}`);
  const slide = name === 'slide' ? { direction: 'up' as const } : {};
  return (
    <SubCard title={label}>
      <Box sx={{ height: 120, display: 'grid', placeItems: 'center', overflow: 'hidden', mb: 2 }}>
        <Transition
          in={shown}
          appear
          timeout={reduced ? 0 : DURATION}
          onExited={() => setShown(true)}
          {...slide}
        >
          <Box
            role="img"
            aria-label={t('animation.box')}
            data-shown={shown}
            sx={{
              width: 96,
              height: 96,
              borderRadius: 2,
              bgcolor: 'secondary.main',
              boxShadow: 4,
            }}
          />
        </Transition>
      </Box>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<IconPlayerPlay size={18} aria-hidden />}
        onClick={() => setShown(false)}
        disabled={!shown}
        sx={{ minHeight: 44 }}
      >
        {t('animation.replay', { name: label })}
      </Button>
    </SubCard>
  );
}

/** `/utils/util-animation`: MUI's transitions, each replayed by a button, still when motion is reduced. */
export function AnimationScreen() {
  const { t } = useT(utilitiesNs);
  const reduced = usePrefersReducedMotion();
  return (
    <Box sx={pageSx}>
      <MainCard>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t('animation.intro')}
        </Typography>
        {reduced && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('animation.reduced')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          }}
        >
          {DEMOS.map((demo) => (
            <Demo key={demo.name} {...demo} />
          ))}
        </Box>
      </MainCard>
    </Box>
  );
}
