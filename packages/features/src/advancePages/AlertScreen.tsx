import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import { IconBell, IconCircleCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

const severities: readonly AlertColor[] = ['success', 'info', 'warning', 'error'];
const fill = { width: '100%' } as const;

/** `/advance/alert`: alerts in every severity and variant, with titles, actions and a close button. */
export function AlertScreen() {
  const { t } = useT(advancePagesNs);
  const [open, setOpen] = useState(true);
  const [undone, setUndone] = useState(false);

  return (
    <DemoPage label={t('pages.alert')}>
      <DemoSection title={t('alert.standard')} column>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} sx={fill}>
            {t(`alert.${severity}`)}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('alert.filled')} column>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} variant="filled" sx={fill}>
            {t(`alert.${severity}`)}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('alert.outlined')} column>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} variant="outlined" sx={fill}>
            {t(`alert.${severity}`)}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('alert.withTitle')} column>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} sx={fill}>
            <AlertTitle>{t(`common.${severity}`)}</AlertTitle>
            {t(`alert.${severity}Detail`)}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('alert.actions')} column>
        <Collapse in={open} sx={fill}>
          <Alert
            severity="info"
            action={
              <IconButton
                aria-label={t('common.close')}
                color="inherit"
                size="small"
                onClick={() => setOpen(false)}
              >
                <IconX size={18} />
              </IconButton>
            }
          >
            {t('alert.closable')}
          </Alert>
        </Collapse>
        {!open && (
          <Button
            variant="outlined"
            startIcon={<IconRefresh size={18} />}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('alert.reopen')}
          </Button>
        )}
        <Alert
          severity={undone ? 'success' : 'warning'}
          sx={fill}
          action={
            <Button color="inherit" size="small" onClick={() => setUndone((value) => !value)}>
              {undone ? t('alert.redo') : t('alert.undo')}
            </Button>
          }
        >
          {undone ? t('alert.restored') : t('alert.deleted')}
        </Alert>
      </DemoSection>
      <DemoSection title={t('alert.icons')} column>
        <Alert icon={<IconCircleCheck size={22} />} severity="success" sx={fill}>
          {t('alert.customIcon')}
        </Alert>
        <Alert icon={<IconBell size={22} />} severity="info" variant="outlined" sx={fill}>
          {t('alert.bell')}
        </Alert>
        <Alert icon={false} severity="warning" sx={fill}>
          {t('alert.noIcon')}
        </Alert>
      </DemoSection>
    </DemoPage>
  );
}
