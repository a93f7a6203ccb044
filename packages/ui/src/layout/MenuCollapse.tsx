import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';

import type { NavItem } from '../navigation/types';
import { MenuItem } from './MenuItem';

export interface MenuCollapseProps {
  item: NavItem;
  level: number;
  selectedId: string | undefined;
  onSelect: (item: NavItem) => void;
}

const contains = (item: NavItem, id: string | undefined): boolean =>
  id !== undefined && (item.id === id || (item.children ?? []).some((child) => contains(child, id)));

/** A section of the sidebar that opens and closes; it starts open when it holds the current page. */
export function MenuCollapse({ item, level, selectedId, onSelect }: MenuCollapseProps) {
  const active = contains(item, selectedId);
  const [open, setOpen] = useState(active);
  const listId = useId();
  const Icon = item.icon;
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        selected={active && !open}
        sx={{ mb: 0.5, pl: level * 2 }}
      >
        <ListItemIcon>{Icon && <Icon size={20} stroke={1.5} />}</ListItemIcon>
        <ListItemText
          primary={item.title}
          secondary={item.caption}
          slotProps={{ primary: { variant: active ? 'h5' : 'body1', sx: { color: 'inherit' } } }}
        />
        {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={listId}
          component="div"
          disablePadding
          sx={(theme) => ({
            position: 'relative',
            '&::after': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 32,
              top: 0,
              height: '100%',
              width: '1px',
              bgcolor: theme.palette.divider,
            },
          })}
        >
          {(item.children ?? []).map((child) =>
            child.type === 'collapse' ? (
              <MenuCollapse
                key={child.id}
                item={child}
                level={level + 1}
                selectedId={selectedId}
                onSelect={onSelect}
              />
            ) : (
              <MenuItem
                key={child.id}
                item={child}
                level={level + 1}
                selected={child.id === selectedId}
                onSelect={onSelect}
              />
            ),
          )}
        </List>
      </Collapse>
    </>
  );
}
