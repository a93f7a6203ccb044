import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCake, IconPencil } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

import { useT } from '../../shared/i18n/useT';
import { contactNs } from '../i18n';
import type { Contact } from '../types';
import { ContactAvatar } from './ContactAvatar';

/** A label and its value: the `dt` and `dd` of the details list, inside the grid item that groups them. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

export interface ContactDetailsDialogProps {
  /** The contact shown (kept while the dialog fades out). */
  contact: Contact | null;
  open: boolean;
  onClose: () => void;
  onEdit: (contact: Contact) => void;
}

/** A contact at a glance: picture, status, work and personal email and phone, location, last message. */
export function ContactDetailsDialog({ contact, open, onClose, onEdit }: ContactDetailsDialogProps) {
  const titleId = useId();
  const { t } = useT(contactNs);
  const given = (value: string, link?: string) =>
    value === '' ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('details.notGiven')}
      </Box>
    ) : link ? (
      <Link href={link} underline="hover" sx={{ overflowWrap: 'break-word' }}>
        {/* An email or phone number keeps its own order on a right-to-left page. */}
        <bdi dir="ltr">{value}</bdi>
      </Link>
    ) : (
      value
    );
  return (
    <Dialog
      open={open && contact !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {contact && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 3, pt: 2.5, pb: 2 }}>
            <ContactAvatar contact={contact} size={8} />
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'break-word' }}>
                {contact.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
                {[contact.role, contact.company].filter(Boolean).join(' · ')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Chip size="small" label={t(`online.${contact.online_status}`)} />
                {contact.birthdayText !== '' && (
                  <Chip
                    size="small"
                    color="secondary"
                    variant="outlined"
                    icon={<IconCake size={16} aria-hidden />}
                    label={contact.birthdayText}
                  />
                )}
              </Stack>
            </Box>
          </Stack>
          <DialogContent dividers>
            <Grid container spacing={2.5} component="dl" sx={{ m: 0 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={`${t('details.email')} · ${t('details.work')}`}>
                  {given(contact.work_email, `mailto:${contact.work_email}`)}
                </Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={`${t('details.email')} · ${t('details.personal')}`}>
                  {given(contact.personal_email, `mailto:${contact.personal_email}`)}
                </Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={`${t('details.phone')} · ${t('details.work')}`}>
                  {given(contact.work_phone, `tel:${contact.work_phone.replace(/[^\d+]/g, '')}`)}
                </Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={`${t('details.phone')} · ${t('details.personal')}`}>
                  {given(contact.personal_phone, `tel:${contact.personal_phone.replace(/[^\d+]/g, '')}`)}
                </Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('details.location')}>{given(contact.location)}</Detail>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label={t('details.status')}>{given(contact.status)}</Detail>
              </Grid>
              {contact.lastMessage !== '' && (
                <Grid size={12}>
                  <Detail label={t('details.lastMessage')}>{contact.lastMessage}</Detail>
                </Grid>
              )}
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button color="inherit" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button variant="contained" startIcon={<IconPencil size={18} />} onClick={() => onEdit(contact)}>
              {t('common.edit')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
