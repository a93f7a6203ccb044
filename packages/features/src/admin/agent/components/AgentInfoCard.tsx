import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { ErrorState, formatDate, LoadingArea, MainCard, Placeholder, touchTarget } from '@pp/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { apiConfigAtom } from '../../../shared/api/config';
import { safeLink } from '../../../shared/api/links';
import { useT } from '../../../shared/i18n/useT';
import type { RemoteRead } from '../../../shared/query/read';
import { loadFailedProps } from '../../errors';
import { adminNs } from '../../i18n';
import type { AgentInfo } from '../api';
import { adminAgentNs } from '../i18n';

/**
 * The card's list: a two-column grid of labels (`dt`) and values (`dd`), a rule between the pairs,
 * each value at the row's end; a long value wraps there, and keeps its own reading order
 * (a LINE id, a date, a Latin name on a right-to-left page).
 */
const listSx = (theme: Theme) => ({
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  '& > dt, & > dd': {
    py: 1.25,
    borderTop: 1,
    borderColor: 'divider',
    // One line height for both, so a label and its value sit on the same line.
    lineHeight: 1.75,
  },
  '& > dt:first-of-type, & > dd:first-of-type': { borderTop: 0 },
  '& > dt': { pr: 2, color: 'text.secondary', fontSize: theme.typography.body2.fontSize },
  '& > dd': {
    m: 0,
    fontSize: theme.typography.subtitle1.fontSize,
    fontWeight: theme.typography.subtitle1.fontWeight,
    color: 'text.primary',
    // 'right', not 'end': a value's own direction (plaintext) would turn 'end' towards the label;
    // the RTL style plugin mirrors it to 'left' on a right-to-left page.
    textAlign: 'right',
    overflowWrap: 'break-word',
    unicodeBidi: 'plaintext',
  },
});

/** One label and its value. */
function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function None({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
      {children}
    </Box>
  );
}

/** The operator's agent account: id, name, website (a link only when it is a web address), LINE id, since. */
export function AgentInfoCard({ info }: { info: RemoteRead<AgentInfo> }) {
  const { t, locale } = useT(adminAgentNs);
  const { t: common } = useT(adminNs);
  const { allowHttpLinks = false } = useAtomValue(apiConfigAtom);
  const data = info.data;
  const website = data && data.website !== '' ? safeLink(data.website, { allowHttp: allowHttpLinks }) : null;
  // The address without its scheme: what an admin reads and types.
  const shown = data?.website.replace(/^https?:\/\//, '').replace(/\/$/, '') ?? '';

  return (
    <MainCard title={t('info.title')} sx={{ height: '100%' }}>
      {info.status === 'error' ? (
        <ErrorState
          {...loadFailedProps(common, info.error, info.retry)}
          title={t('info.loadFailed')}
          offline={info.error.status === 0}
          size="small"
        />
      ) : !data ? (
        <LoadingArea label={t('loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Placeholder key={index} variant="text" sx={{ my: 1.25 }} />
          ))}
        </LoadingArea>
      ) : (
        <Box component="dl" sx={listSx}>
          <Info label={t('info.agentId')}>{data.agentId}</Info>
          <Info label={t('info.name')}>{data.name}</Info>
          <Info label={t('info.website')}>
            {data.website === '' ? (
              <None>{t('info.none')}</None>
            ) : website === null ? (
              data.website
            ) : (
              <Link
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('info.websiteLink', { website: shown })}
                sx={[
                  touchTarget,
                  { display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'break-word' },
                ]}
              >
                {shown}
                <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0 }} />
              </Link>
            )}
          </Info>
          <Info label={t('info.lineId')}>
            {data.lineId === '' ? <None>{t('info.none')}</None> : data.lineId}
          </Info>
          <Info label={t('info.since')}>{formatDate(data.createdAt, { locale, style: 'long' })}</Info>
        </Box>
      )}
    </MainCard>
  );
}
