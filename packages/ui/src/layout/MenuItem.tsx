import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconCircle, IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';

import type { NavItem } from '../navigation/types';

export interface MenuItemProps {
  item: NavItem;
  level: number;
  selected: boolean;
  onSelect: (item: NavItem) => void;
}

/** One link of the sidebar: internal (router link, aria-current when active) or external (new tab). */
export function MenuItem({ item, level, selected, onSelect }: MenuItemProps) {
  const Icon = item.icon;
  const icon = Icon ? <Icon size={20} stroke={1.5} /> : <IconCircle size={level > 1 ? 6 : 8} stroke={1.5} />;
  const common = {
    selected,
    onClick: () => onSelect(item),
    sx: { mb: 0.5, pl: level * 2, py: level > 1 ? 1 : 1.25, alignItems: 'center' },
  } as const;
  const content = (
    <>
      <ListItemIcon
        sx={{
          minWidth: level > 1 ? 18 : 36,
          justifyContent: level > 1 ? 'center' : 'flex-start',
          mr: level > 1 ? 1.5 : 0,
        }}
      >
        {icon}
      </ListItemIcon>
      <ListItemText
        primary={item.title}
        secondary={item.caption}
        slotProps={{
          primary: { variant: selected ? 'h5' : 'body1', sx: { color: 'inherit' } },
          secondary: { variant: 'caption', sx: { display: 'block' } },
        }}
      />
      {item.external && <IconExternalLink size={16} aria-hidden />}
      {item.chip && <Chip size="small" label={item.chip} color="secondary" sx={{ ml: 1 }} />}
    </>
  );
  if (item.external) {
    return (
      <ListItemButton component="a" href={item.url} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component={NavLink} to={item.link ?? item.url ?? '#'} end {...common}>
      {content}
    </ListItemButton>
  );
}
