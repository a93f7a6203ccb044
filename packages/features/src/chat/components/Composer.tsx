import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconSend } from '@tabler/icons-react';
import { TextInput } from '@pp/ui';
import { useState, type KeyboardEvent } from 'react';

import { useT } from '../../shared/i18n/useT';
import { composerKey, sendable } from '../conversation';
import { chatNs } from '../i18n';

export interface ComposerProps {
  contactName: string;
  /** Sends the text; resolves true when it was sent (the field is cleared then). */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
}

/** The message field: Enter sends, Shift+Enter starts a new line, a blank message is not sent. */
export function Composer({ contactName, onSend, sending }: ComposerProps) {
  const { t } = useT(chatNs);
  const [text, setText] = useState('');
  const ready = sendable(text) !== null;

  const send = async () => {
    const message = sendable(text);
    if (message === null || sending) return;
    if (await onSend(message)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (composerKey({ ...event, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    void send();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          label={t('composer.label', { name: contactName })}
          placeholder={t('composer.placeholder')}
          // Its own direction: in RTL an English hint keeps its full stop at its end.
          helperText={<bdi>{t('composer.hint')}</bdi>}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ onKeyDown, maxLength: 2000 }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('composer.send')}
          disabled={!ready || sending}
          sx={{ width: 44, height: 44, flexShrink: 0 }}
        >
          <IconSend size={22} />
        </IconButton>
      </Stack>
    </Box>
  );
}
