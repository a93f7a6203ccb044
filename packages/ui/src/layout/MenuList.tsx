import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { findTrail, type NavItem } from '../navigation/types';
import { MenuCollapse } from './MenuCollapse';
import { MenuItem } from './MenuItem';

export interface MenuListProps {
  navigation: readonly NavItem[];
  /** Called when a link is chosen (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
  label?: string;
}

/** The sidebar menu, built from the navigation tree; the current page is highlighted. */
export function MenuList({ navigation, onNavigate, label = 'Main menu' }: MenuListProps) {
  const { pathname } = useLocation();
  const selectedId = findTrail(navigation, pathname).at(-1)?.id;
  const select = () => onNavigate?.();
  return (
    <Box component="nav" aria-label={label}>
      {navigation.map((node, index) => {
        if (node.type !== 'group') {
          return node.type === 'collapse' ? (
            <MenuCollapse key={node.id} item={node} level={1} selectedId={selectedId} onSelect={select} />
          ) : (
            <MenuItem
              key={node.id}
              item={node}
              level={1}
              selected={node.id === selectedId}
              onSelect={select}
            />
          );
        }
        const headingId = `menu-group-${node.id}`;
        return (
          <Box key={node.id}>
            <List
              aria-labelledby={headingId}
              component="div"
              disablePadding
              subheader={
                <Box id={headingId} sx={{ px: 1, pt: index === 0 ? 0 : 1.5, pb: 1 }}>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, color: 'heading' }}>
                    {node.title}
                  </Typography>
                  {node.caption && (
                    <Typography component="p" variant="caption" color="text.secondary">
                      {node.caption}
                    </Typography>
                  )}
                </Box>
              }
            >
              {(node.children ?? []).map((child) =>
                child.type === 'collapse' ? (
                  <MenuCollapse
                    key={child.id}
                    item={child}
                    level={1}
                    selectedId={selectedId}
                    onSelect={select}
                  />
                ) : (
                  <MenuItem
                    key={child.id}
                    item={child}
                    level={1}
                    selected={child.id === selectedId}
                    onSelect={select}
                  />
                ),
              )}
            </List>
            {index < navigation.length - 1 && <Divider sx={{ my: 1.5 }} />}
          </Box>
        );
      })}
    </Box>
  );
}
