import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { touchTarget, useNotify } from '@pp/ui';
import { IconClipboard, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { useT } from '../../shared/i18n/useT';
import { formPagesNs } from '../i18n';
import type { ClipboardAccess } from '../../shared/clipboard';

/** The value the copy button copies. */
export const REFERRAL_CODE = 'PP-2026-8841';

const rowSx = { display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' } as const;

/**
 * Copy a value to the clipboard and paste the clipboard into a field, each with its outcome told
 * through a notification (a refused clipboard says what to do instead).
 */
export function ClipboardDemo({ clipboard }: { clipboard: ClipboardAccess }) {
  const { t } = useT(formPagesNs);
  const notify = useNotify();
  const [pasted, setPasted] = useState('');

  const copy = async () => {
    try {
      await clipboard.write(REFERRAL_CODE);
      notify({ message: t('plugins.copied', { value: REFERRAL_CODE }), severity: 'success' });
    } catch {
      notify({ message: t('plugins.copyFailed'), severity: 'error' });
    }
  };

  const paste = async () => {
    try {
      setPasted(await clipboard.read());
      notify({ message: t('plugins.pasted'), severity: 'info' });
    } catch {
      notify({ message: t('plugins.pasteFailed'), severity: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={rowSx}>
        <TextField
          label={t('plugins.referral')}
          value={REFERRAL_CODE}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ input: { readOnly: true } }}
        />
        <Button
          variant="contained"
          startIcon={<IconCopy size={18} />}
          onClick={() => void copy()}
          sx={[touchTarget, { mt: 1 }]}
        >
          {t('plugins.copy')}
        </Button>
      </Box>
      <Box sx={rowSx}>
        <TextField
          label={t('plugins.pasteTarget')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          helperText={t('plugins.pasteHelp')}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<IconClipboard size={18} />}
          onClick={() => void paste()}
          sx={[touchTarget, { mt: 1 }]}
        >
          {t('plugins.paste')}
        </Button>
      </Box>
    </Box>
  );
}
