import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBuilding, IconEye, IconMail, IconPencil, IconPhone } from '@tabler/icons-react';
import type { Theme } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';

import { touchTarget } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import type { LetterGroup } from '../directory';
import { contactNs } from '../i18n';
import type { Contact } from '../types';
import { ContactAvatar } from './ContactAvatar';

export interface ContactViewProps {
  groups: LetterGroup[];
  onView: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
}

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

/** A letter beside the others: as wide as its cards, the whole width on a phone. */
const flowing = (theme: Theme) => ({
  maxWidth: '100%',
  minWidth: 0,
  [theme.containerQueries.down('sm')]: { width: '100%' },
});

/** A letter's heading and its contacts, as a labelled section. */
function LetterSection({
  letter,
  flow = false,
  children,
}: {
  letter: string;
  /** Flows beside the other letters (cards) rather than taking the whole width (rows). */
  flow?: boolean;
  children: ReactNode;
}) {
  const { t } = useT(contactNs);
  return (
    <Box component="section" aria-label={t('contacts.letter', { letter })} sx={flow ? flowing : undefined}>
      <Typography
        component="h3"
        variant="h4"
        sx={{ color: 'secondary.main', px: flow ? 0 : 3, pt: 2, pb: 1 }}
      >
        {letter}
      </Typography>
      {children}
    </Box>
  );
}

/** A line with an icon; `ltr` keeps an email or phone number in its own order on a right-to-left page. */
function Line({ icon, ltr = false, children }: { icon: ReactNode; ltr?: boolean; children: string }) {
  if (children === '') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'flex', flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={wrap}>
        {ltr ? <bdi dir="ltr">{children}</bdi> : children}
      </Typography>
    </Stack>
  );
}

function EditButton({ contact, onEdit }: { contact: Contact; onEdit: (contact: Contact) => void }) {
  const { t } = useT(contactNs);
  return (
    <Tooltip title={t('common.edit')}>
      <IconButton
        aria-label={t('contacts.editName', { name: contact.name })}
        onClick={() => onEdit(contact)}
        sx={touchTarget}
      >
        <IconPencil size={18} stroke={1.5} aria-hidden />
      </IconButton>
    </Tooltip>
  );
}

const ContactCard = memo(function ContactCard({
  contact,
  onView,
  onEdit,
}: { contact: Contact } & Omit<ContactViewProps, 'groups'>) {
  const { t } = useT(contactNs);
  return (
    <Card
      component="li"
      variant="outlined"
      sx={(theme) => ({ display: 'flex', flexDirection: 'column', minWidth: 0, ...cardWidth(theme) })}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <ContactAvatar contact={contact} size={6} />
          <Box sx={wrap}>
            <Typography component="h4" variant="subtitle1" sx={wrap}>
              {contact.name}
            </Typography>
            <Typography variant="caption" component="p" sx={[wrap, { color: 'text.secondary' }]}>
              {contact.role}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={0.75}>
          <Line icon={<IconBuilding size={16} stroke={1.5} aria-hidden />}>{contact.company}</Line>
          <Line ltr icon={<IconMail size={16} stroke={1.5} aria-hidden />}>
            {contact.work_email}
          </Line>
          <Line ltr icon={<IconPhone size={16} stroke={1.5} aria-hidden />}>
            {contact.work_phone}
          </Line>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Button
          size="small"
          startIcon={<IconEye size={18} stroke={1.5} aria-hidden />}
          aria-label={t('contacts.viewName', { name: contact.name })}
          onClick={() => onView(contact)}
          sx={touchTarget}
        >
          {t('common.view')}
        </Button>
        <EditButton contact={contact} onEdit={onEdit} />
      </CardActions>
    </Card>
  );
});

/** The width of a card: a fixed column on a wide page, the whole width on a phone. */
const cardWidth = (theme: Theme) => ({
  width: theme.spacing(32),
  [theme.containerQueries.down('sm')]: { width: '100%' },
});

/**
 * `/app/contact/c-card`: a card per contact under its letter; the letters flow side by side and
 * wrap, so a letter with one contact does not take a whole row.
 */
export function ContactCards({ groups, onView, onEdit }: ContactViewProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, px: 3, pb: 1 }}>
      {groups.map((group) => (
        <LetterSection key={group.letter} letter={group.letter} flow>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
          >
            {group.contacts.map((contact) => (
              <ContactCard key={contact.id} contact={contact} onView={onView} onEdit={onEdit} />
            ))}
          </Box>
        </LetterSection>
      ))}
    </Box>
  );
}

const ContactRow = memo(function ContactRow({
  contact,
  onView,
  onEdit,
}: { contact: Contact } & Omit<ContactViewProps, 'groups'>) {
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={<EditButton contact={contact} onEdit={onEdit} />}
      sx={{
        '& .MuiListItemSecondaryAction-root': { insetInlineEnd: (theme) => theme.spacing(2) },
        // Room for the pencil (16 px from the end and 44 px wide): as specific as the list item's
        // own 48 px rule for a secondary action, so it wins, and flipped in right-to-left.
        '& > .MuiListItemButton-root': { pr: 9 },
      }}
    >
      <ListItemButton onClick={() => onView(contact)} sx={{ px: 3, py: 1.25 }}>
        <ListItemAvatar>
          <ContactAvatar contact={contact} />
        </ListItemAvatar>
        <ListItemText
          sx={{ m: 0, minWidth: 0 }}
          primary={contact.name}
          secondary={[contact.role, contact.company].filter(Boolean).join(' · ')}
          slotProps={{ primary: { variant: 'subtitle1', sx: wrap }, secondary: { sx: wrap } }}
        />
        <Box
          sx={(theme) => ({
            display: 'none',
            flex: '0 1 40%',
            minWidth: 0,
            ml: 2,
            textAlign: 'end',
            [theme.containerQueries.up('md')]: { display: 'block' },
          })}
        >
          <Typography variant="body2" sx={wrap}>
            <bdi dir="ltr">{contact.work_email}</bdi>
          </Typography>
          <Typography variant="caption" sx={[wrap, { color: 'text.secondary' }]}>
            <bdi dir="ltr">{contact.work_phone}</bdi>
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
});

/** `/app/contact/c-list`: one row per contact under letter headings; a row opens the details. */
export function ContactList({ groups, onView, onEdit }: ContactViewProps) {
  return (
    <>
      {groups.map((group) => (
        <LetterSection key={group.letter} letter={group.letter}>
          <List disablePadding>
            {group.contacts.map((contact) => (
              <ContactRow key={contact.id} contact={contact} onView={onView} onEdit={onEdit} />
            ))}
          </List>
        </LetterSection>
      ))}
    </>
  );
}
