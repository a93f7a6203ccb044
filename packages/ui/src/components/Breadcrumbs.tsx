import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconChevronRight, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { touchTarget } from '../a11y/touchTarget';
import { findTrail, type NavItem } from '../navigation/types';

export interface BreadcrumbsProps {
  /** The navigation tree; the trail to the current path is looked up in it. */
  navigation: readonly NavItem[];
  /** Show the page title. */
  title?: boolean;
  /** The title below the trail instead of above it. */
  titleBottom?: boolean;
  /** Title and trail on one line, trail at the right. */
  rightAlign?: boolean;
  /** A home icon instead of the 'Dashboard' text as the first crumb. */
  icon?: boolean;
  /** Icons of the items in the trail. */
  icons?: boolean;
  /** Wrap in a card (default) or render bare. */
  card?: boolean;
  divider?: boolean;
  /** Collapse the middle when there are more crumbs than this (spec default 8). */
  maxItems?: number;
  separator?: ReactNode;
  /** Where the first crumb links to. */
  homeUrl?: string;
  /** Text of the first crumb. */
  homeLabel?: string;
  /** Hide entirely (spec: breadcrumbs=false). */
  breadcrumbs?: boolean;
}

/** The breadcrumb header of every page, driven by the navigation tree and the current path. */
export function Breadcrumbs({
  navigation,
  title = true,
  titleBottom = false,
  rightAlign = true,
  icon = false,
  icons = false,
  card = true,
  divider = false,
  maxItems = 8,
  separator,
  homeUrl = '/dashboard/analytics',
  homeLabel = 'Dashboard',
  breadcrumbs = true,
}: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const trail = findTrail(navigation, pathname).filter((node) => node.type !== 'group');
  const current = trail.at(-1);
  if (!breadcrumbs || !current || current.breadcrumbs === false) return null;

  const iconStyle = { marginInlineEnd: 6, verticalAlign: 'text-bottom' } as const;
  const crumbs = (
    <MuiBreadcrumbs
      aria-label="breadcrumb"
      maxItems={maxItems}
      separator={separator ?? <IconChevronRight size={16} stroke={1.5} aria-hidden />}
      sx={{
        '& .MuiBreadcrumbs-separator': { width: 16, mx: 0.75 },
        '[dir=rtl] & .MuiBreadcrumbs-separator svg': { transform: 'scaleX(-1)' },
      }}
    >
      <Link
        component={RouterLink}
        to={homeUrl}
        color="text.secondary"
        underline="hover"
        variant="subtitle2"
        aria-label={icon ? homeLabel : undefined}
        sx={{ display: 'flex', alignItems: 'center', ...touchTarget }}
      >
        {icon ? <IconHome size={18} stroke={1.5} aria-hidden /> : homeLabel}
      </Link>
      {trail.slice(0, -1).map((node) => {
        const NodeIcon = node.icon;
        return (
          <Typography
            key={node.id}
            variant="subtitle2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center' }}
          >
            {icons && NodeIcon && <NodeIcon size={16} stroke={1.5} />}
            {icons && NodeIcon && <span style={iconStyle} />}
            {node.title}
          </Typography>
        );
      })}
      <Typography variant="subtitle2" aria-current="page" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {current.title}
      </Typography>
    </MuiBreadcrumbs>
  );
  const heading = title ? (
    <Typography component="h1" variant="h3" sx={{ fontWeight: 600 }}>
      {current.title}
    </Typography>
  ) : null;

  const body = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: rightAlign ? { xs: 'column', sm: 'row' } : 'column',
        alignItems: rightAlign ? { xs: 'flex-start', sm: 'center' } : 'flex-start',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      {!titleBottom && heading}
      {crumbs}
      {titleBottom && heading}
    </Box>
  );

  return (
    <Box sx={{ mb: 3 }}>
      {card ? <Card sx={{ px: 3, py: 2 }}>{body}</Card> : body}
      {divider && <Divider sx={{ mt: 2 }} />}
    </Box>
  );
}
