import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatDateTime, initials } from '@pp/ui';
import { useEffect, useRef } from 'react';

import { isInAppPath } from '../../shared/api/links';
import type { MailT } from '../i18n';
import type { Mail } from '../types';
import { ToggleFlags } from './ToggleFlags';

export interface MailViewProps {
  t: MailT;
  locale: string;
  mail: Mail;
  /** The folder's name, for the back button. */
  folderName: string;
  rtl: boolean;
  onBack: () => void;
  onReply: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

/** One mail: subject, sender and recipient, time, the plain-text message, attachments, reply. */
export function MailView({ t, locale, mail, folderName, rtl, onBack, onReply, onToggle }: MailViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the list: the focus goes to its heading, as on a new page.
  useEffect(() => heading.current?.focus(), [mail.id]);
  const BackIcon = rtl ? IconChevronRight : IconChevronLeft;
  // Pictures of this site only: a `javascript:` or foreign link from the data is not opened.
  const attachments = mail.attachments.filter((attachment) => isInAppPath(attachment.image));
  return (
    <Box component="article" aria-labelledby="mail-subject" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
      <Button
        color="inherit"
        startIcon={<BackIcon size={18} />}
        onClick={onBack}
        sx={{ minHeight: 44, mb: 1 }}
      >
        {t('message.back', { folder: folderName })}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id="mail-subject"
          ref={heading}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word', outline: 'none', pt: 1 }}
        >
          {mail.subject || t('list.noSubject')}
        </Typography>
        <ToggleFlags t={t} mail={mail} onToggle={onToggle} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, my: 2, minWidth: 0 }}>
        <Avatar src={mail.sender.avatar || undefined} alt="" sx={{ width: 48, height: 48 }}>
          {initials(mail.sender.name, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {t('message.from')}:{' '}
            </Box>
            {mail.sender.name}{' '}
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontWeight: 400, overflowWrap: 'break-word' }}
            >
              &lt;{mail.sender.email}&gt;
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
            {t('message.to')}: {mail.sender.to}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {formatDateTime(mail.time, { locale })}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Typography
        component="div"
        data-testid="mail-message"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', py: 2, lineHeight: 1.7 }}
      >
        {mail.message}
      </Typography>
      {attachments.length > 0 && (
        <Box component="section" aria-labelledby="mail-attachments" sx={{ mb: 2 }}>
          <Typography id="mail-attachments" variant="h5" component="h3" sx={{ mb: 1 }}>
            {t('message.attachments')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
          >
            {attachments.map((attachment) => (
              <Box component="li" key={attachment.id} sx={{ width: 144, maxWidth: '100%' }}>
                <Link
                  href={attachment.image}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('message.open', { title: attachment.title })}
                  underline="hover"
                  sx={{ display: 'block', color: 'text.primary' }}
                >
                  <Box
                    component="img"
                    src={attachment.image}
                    alt=""
                    width={144}
                    height={108}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block', mt: 0.5, overflowWrap: 'break-word' }}
                  >
                    {attachment.title}
                  </Typography>
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Divider />
      <Button
        variant="outlined"
        startIcon={<IconArrowBackUp size={18} />}
        onClick={() => onReply(mail)}
        sx={{ mt: 2, minHeight: 44 }}
      >
        {t('message.reply')}
      </Button>
    </Box>
  );
}
