import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { PresenceAvatar, visuallyHidden } from '@pp/ui';
import { useId, useLayoutEffect, useRef } from 'react';

import { useT } from '../../shared/i18n/useT';
import { chartsNs } from '../i18n';
import { teamSize, type OrgNode } from '../organisation';

/** The drop from a card to the line joining its team, and from that line to each card. */
const LINK = 20;

/**
 * The lines of the tree, drawn by each team's list and its items: a drop from the manager, a line
 * over the team, a drop to each person. Left and right flip on a right-to-left page, which keeps
 * the drawing symmetric.
 */
const teamSx = (theme: Theme) => {
  const line = `1px solid ${theme.palette.divider}`;
  return {
    display: 'flex',
    justifyContent: 'center',
    position: 'relative',
    m: 0,
    p: 0,
    pt: `${LINK}px`,
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '50%',
      height: LINK,
      borderLeft: line,
    },
    '& > li': {
      listStyle: 'none',
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      pt: `${LINK}px`,
      px: 0.75,
    },
    '& > li::before, & > li::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      right: '50%',
      width: '50%',
      height: LINK,
      borderTop: line,
    },
    '& > li::after': { right: 'auto', left: '50%', borderLeft: line },
    '& > li:first-of-type::before, & > li:last-of-type::after': { borderTop: 'none' },
    '& > li:only-of-type::after': { borderTop: 'none' },
  };
};

export interface OrgTreeProps {
  nodes: readonly OrgNode[];
  /** The tree's name (its list's label). */
  label: string;
  /** The ids of the people whose team is shown. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** One person's card and, when it is open, their team under it. */
function OrgPerson({ node, expanded, onToggle }: { node: OrgNode } & Omit<OrgTreeProps, 'nodes' | 'label'>) {
  const { t } = useT(chartsNs);
  const teamId = useId();
  const { person, reports } = node;
  const open = expanded.has(person.id);
  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          width: 176,
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          textAlign: 'center',
          borderRadius: 2,
          borderTop: 3,
          borderTopColor: open ? 'primary.main' : 'secondary.main',
          bgcolor: 'background.paper',
        }}
      >
        <PresenceAvatar src={person.avatar || undefined} name={person.name} size={6} />
        <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'break-word', maxWidth: '100%' }}>
          {person.name}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', overflowWrap: 'break-word', maxWidth: '100%' }}
        >
          {person.role}
        </Typography>
        {reports.length > 0 && (
          <Button
            size="small"
            color={open ? 'primary' : 'secondary'}
            aria-expanded={open}
            aria-controls={open ? teamId : undefined}
            endIcon={
              open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => onToggle(person.id)}
            sx={{ minHeight: 44, mt: 0.5 }}
          >
            {t('organisation.teamSize', { count: teamSize(node) })}
            <Box component="span" sx={visuallyHidden}>
              {t('organisation.teamOf', { name: person.name })}
            </Box>
          </Button>
        )}
      </Paper>
      {open && reports.length > 0 && (
        <Box component="ul" id={teamId} sx={teamSx}>
          {reports.map((report) => (
            <li key={report.person.id}>
              <OrgPerson node={report} expanded={expanded} onToggle={onToggle} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * The organisation as a tree of cards, top down: each card with a team has a button that shows or
 * hides it (`aria-expanded`). Wider than its box, it scrolls inside it, never the page.
 */
export function OrgTree({ nodes, label, expanded, onToggle }: OrgTreeProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLLIElement>(null);
  // A tree wider than its box opens with its head in the middle (the middle of the drawing), in
  // either direction: scrolled by the distance between the two centres.
  useLayoutEffect(() => {
    const box = scroller.current?.getBoundingClientRect();
    const top = head.current?.getBoundingClientRect();
    if (!box || !top || !scroller.current) return;
    scroller.current.scrollLeft += top.left + top.width / 2 - (box.left + box.width / 2);
  }, []);
  return (
    <Box ref={scroller} sx={{ overflowX: 'auto', pb: 1 }}>
      <Box
        component="ul"
        aria-label={label}
        sx={{ display: 'flex', justifyContent: 'center', width: 'max-content', minWidth: '100%', m: 0, p: 0 }}
      >
        {nodes.map((node, index) => (
          <Box
            component="li"
            ref={index === 0 ? head : undefined}
            key={node.person.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              px: 0.75,
            }}
          >
            <OrgPerson node={node} expanded={expanded} onToggle={onToggle} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
