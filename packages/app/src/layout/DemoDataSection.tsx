import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { clearBrowserBackend } from '@pp/features';
import { useT } from '@pp/features/i18n';
import { ConfirmDialog, SettingsSection } from '@pp/ui';
import { useState } from 'react';

import { shellNs } from '../i18n/shell';

export interface DemoDataSectionProps {
  /** After the data is cleared: the browser reloads, so the mock starts again from its fixtures. */
  onReset?: () => void;
}

/**
 * "Reset demo data" in the settings drawer (mock mode only): the mock backend's database lives in
 * this browser and survives a logout, so this is how a tester starts over.
 */
export function DemoDataSection({ onReset = () => window.location.reload() }: DemoDataSectionProps) {
  const { t } = useT(shellNs);
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('demoData.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('demoData.text')}
      </Typography>
      <Button variant="outlined" color="error" fullWidth onClick={() => setOpen(true)}>
        {t('demoData.reset')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('demoData.confirmTitle')}
        description={t('demoData.confirmText')}
        confirmLabel={t('demoData.confirm')}
        cancelLabel={t('demoData.cancel')}
        destructive
        onClose={() => setOpen(false)}
        onConfirm={() => {
          clearBrowserBackend();
          setOpen(false);
          onReset();
        }}
      />
    </SettingsSection>
  );
}
