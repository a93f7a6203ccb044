import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconHierarchy } from '@tabler/icons-react';
import { EmptyState, LoadingArea, MainCard, Placeholder } from '@pp/ui';
import { useMemo, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { organisationAtom } from './atoms';
import { LoadFailure } from './components/LoadFailure';
import { OrgTree } from './components/OrgTree';
import { buildOrganisation, type OrgNode } from './organisation';
import { chartsNs } from './i18n';
import type { Person } from './types';

/** The ids of the people with a team, down to `depth` levels (0: none). */
function withTeams(nodes: readonly OrgNode[], depth = Infinity): string[] {
  if (depth <= 0) return [];
  return nodes.flatMap((node) =>
    node.reports.length > 0 ? [node.person.id, ...withTeams(node.reports, depth - 1)] : [],
  );
}

/** The tree with its buttons; the head and their direct reports open at first. */
function Organisation({ people }: { people: readonly Person[] }) {
  const { t } = useT(chartsNs);
  const trees = useMemo(() => buildOrganisation(people), [people]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(withTeams(trees, 2)));
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t('organisation.hint')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            sx={{ minHeight: 44 }}
            onClick={() => setExpanded(new Set(withTeams(trees)))}
          >
            {t('organisation.expandAll')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            sx={{ minHeight: 44 }}
            onClick={() => setExpanded(new Set())}
          >
            {t('organisation.collapseAll')}
          </Button>
        </Box>
      </Box>
      <OrgTree nodes={trees} label={t('organisation.title')} expanded={expanded} onToggle={toggle} />
    </>
  );
}

/** `/charts/orgchart`: the organisation as a collapsible tree (`GET /api/charts/organisation`). */
export function OrgChartScreen() {
  const { t } = useT(chartsNs);
  const organisation = useRemote(organisationAtom);

  let body;
  if (organisation.status === 'loading')
    body = (
      <LoadingArea
        label={t('organisation.loading')}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}
      >
        <Placeholder variant="rounded" width={176} height={140} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          {[0, 1, 2].map((index) => (
            <Placeholder key={index} variant="rounded" width={176} height={140} />
          ))}
        </Box>
      </LoadingArea>
    );
  else if (organisation.status === 'error')
    body = <LoadFailure error={organisation.error} onRetry={organisation.retry} />;
  else if (organisation.data.people.length === 0)
    body = (
      <EmptyState
        tone="secondary"
        size="medium"
        icon={<IconHierarchy size={32} stroke={1.5} />}
        title={t('organisation.emptyTitle')}
        description={t('organisation.emptyText')}
      />
    );
  else body = <Organisation people={organisation.data.people} />;

  return (
    <MainCard title={t('organisation.title')} sx={{ minWidth: 0 }}>
      {body}
    </MainCard>
  );
}
