import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import {
  IconChevronDown,
  IconChevronUp,
  IconFileText,
  IconInbox,
  IconMail,
  IconSend,
  IconStar,
  IconTrash,
  IconUser,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState } from 'react';

import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { basicPagesNs } from './i18n';
import { people, thaiParagraph } from './samples';

/** Lists take the card's width (the section row would shrink them to their text). */
const fullWidth = { width: '100%', minWidth: 0 } as const;

const folders = [
  ['inbox', IconInbox],
  ['sent', IconSend],
  ['drafts', IconFileText],
] as const;

/** What the first two people of the avatar list wrote (the third writes Thai). */
const messages = ['list.message0', 'list.message1'] as const;

/** An item that leads somewhere: its icon and its name; the selected one is marked current. */
function LinkItem({
  icon: ItemIcon,
  label,
  divider = false,
  selected = false,
  onClick,
}: {
  icon: Icon;
  label: string;
  divider?: boolean;
  selected?: boolean;
  onClick?: () => void;
}) {
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={onClick}>
        <ListItemIcon>
          <ItemIcon size={20} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The nested list: a folder whose sub-folders open and close under it. */
function NestedList() {
  const { t } = useT(basicPagesNs);
  const [open, setOpen] = useState(true);
  const childrenId = useId();
  return (
    <List
      sx={fullWidth}
      aria-labelledby={`${childrenId}-title`}
      subheader={<ListSubheader id={`${childrenId}-title`}>{t('list.mailbox')}</ListSubheader>}
    >
      <LinkItem icon={IconSend} label={t('list.sent')} />
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          aria-expanded={open}
          aria-controls={childrenId}
          onClick={() => setOpen((value) => !value)}
        >
          <ListItemIcon>
            <IconInbox size={20} aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('list.inbox')} />
          {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </ListItemButton>
        <Collapse in={open} id={childrenId}>
          <List disablePadding>
            {(['starred', 'important'] as const).map((key) => (
              <ListItem key={key} disablePadding>
                <ListItemButton sx={{ paddingInlineStart: 9 }}>
                  <ListItemIcon>
                    <IconStar size={18} aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={t(`list.${key}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      </ListItem>
    </List>
  );
}

/**
 * `/basic/list`: MUI's lists: simple with icons, nested and collapsible, with a selected item, with
 * avatars and secondary text, with checkboxes, and dense.
 */
export function ListScreen() {
  const { t } = useT(basicPagesNs);
  const [selected, setSelected] = useState(1);
  const [checked, setChecked] = useState<readonly number[]>([0]);
  const toggle = (index: number) =>
    setChecked((current) =>
      current.includes(index) ? current.filter((other) => other !== index) : [...current, index],
    );

  return (
    <DemoPage label={t('pages.list')}>
      <DemoSection title={t('section.simple')}>
        <List sx={fullWidth} aria-label={t('section.simple')}>
          {folders.map(([key, FolderIcon], index) => (
            // A line between the folders and the trash.
            <LinkItem
              key={key}
              icon={FolderIcon}
              label={t(`list.${key}`)}
              divider={index === folders.length - 1}
            />
          ))}
          <LinkItem icon={IconTrash} label={t('list.trash')} />
        </List>
      </DemoSection>
      <DemoSection title={t('section.nested')}>
        <NestedList />
      </DemoSection>
      <DemoSection title={t('section.selected')}>
        <List sx={fullWidth} aria-label={t('section.selected')}>
          {folders.map(([key, FolderIcon], index) => (
            <LinkItem
              key={key}
              icon={FolderIcon}
              label={t(`list.${key}`)}
              selected={selected === index}
              onClick={() => setSelected(index)}
            />
          ))}
        </List>
      </DemoSection>
      <DemoSection title={t('section.avatars')}>
        <List sx={fullWidth} aria-label={t('section.avatars')}>
          {people.slice(0, 3).map((person, index) => (
            <ListItem key={person.name} alignItems="flex-start" divider={index < 2}>
              <ListItemAvatar>
                <Avatar src={person.avatar} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={person.name}
                secondary={messages[index] ? t(messages[index]) : thaiParagraph}
                slotProps={{ secondary: { lang: index === 2 ? 'th' : undefined } }}
              />
            </ListItem>
          ))}
        </List>
      </DemoSection>
      <DemoSection title={t('section.checkbox')}>
        <List sx={fullWidth} aria-label={t('section.checkbox')}>
          {(['deposit', 'withdrawal', 'promotion', 'newsletter'] as const).map((key, index) => (
            <ListItem key={key} disablePadding>
              {/* The row is the checkbox's label: a click anywhere toggles it, the checkbox takes the focus. */}
              <ListItemButton
                component="label"
                role={undefined}
                tabIndex={-1}
                dense
                disabled={key === 'newsletter'}
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={checked.includes(index)}
                    disabled={key === 'newsletter'}
                    onChange={() => toggle(index)}
                  />
                </ListItemIcon>
                <ListItemText primary={t(`list.${key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DemoSection>
      <DemoSection title={t('section.dense')}>
        <List dense sx={fullWidth} aria-label={t('section.dense')}>
          {(
            [
              ['profile', IconUser],
              ['wallet', IconWallet],
              ['messages', IconMail],
            ] as const
          ).map(([key, Icon]) => (
            <ListItem key={key}>
              <ListItemIcon>
                <Icon size={18} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`list.${key}`)} secondary={t(`list.${key}Hint`)} />
            </ListItem>
          ))}
        </List>
      </DemoSection>
    </DemoPage>
  );
}
