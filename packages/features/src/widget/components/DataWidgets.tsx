/**
 * The list widgets of `/widget/data`: tasks, latest messages, team members, user activity, new
 * customers and feeds. Times are counted from the server's `asOf`, so they read the same on every run.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import {
  IconCreditCard,
  IconMessageCircle,
  IconServer,
  IconShoppingBag,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatRelative,
  PresenceAvatar,
  StatusChip,
  type StatusChipColor,
} from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import type { FEED_KINDS, TASK_STATUSES } from '../api/schemas';
import { widgetNs } from '../i18n';
import type { WidgetDataResponse } from '../types';
import { WidgetList } from './WidgetList';

type Data = WidgetDataResponse;

const statusColor: Record<(typeof TASK_STATUSES)[number], StatusChipColor> = {
  todo: 'warning',
  inProgress: 'secondary',
  done: 'success',
};

/** Tasks with their project, due day, status and progress. */
export function TasksCard({ tasks }: { tasks: Data['tasks'] }) {
  const { t, locale } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.tasks.title')}
      rows={tasks.map((task) => {
        const progress = t('data.tasks.progress', { percent: formatPercent(task.progress, { locale }) });
        return {
          id: task.id,
          primary: task.title,
          secondary: (
            <>
              {task.project} · {t('data.tasks.due', { date: formatDate(task.due, { locale }) })}
              <LinearProgress
                variant="determinate"
                value={task.progress}
                aria-label={`${task.title}: ${progress}`}
                color={statusColor[task.status] === 'success' ? 'success' : 'secondary'}
                sx={{ mt: 1, height: 6, borderRadius: 3 }}
              />
            </>
          ),
          end: (
            <StatusChip
              size="small"
              color={statusColor[task.status]}
              label={t(`data.tasks.status.${task.status}`)}
            />
          ),
        };
      })}
    />
  );
}

/** The last messages: who, what, how long ago. */
export function MessagesCard({ messages, asOf }: { messages: Data['messages']; asOf: string }) {
  const { t, locale } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.messages.title')}
      rows={messages.map((message) => ({
        id: message.id,
        start: <PresenceAvatar name={message.name} src={message.avatar} />,
        primary: message.name,
        secondary: message.text,
        end: formatRelative(message.sentAt, asOf, { locale }),
      }))}
    />
  );
}

/** The team with each member's role and presence. */
export function TeamCard({ team }: { team: Data['team'] }) {
  const { t } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.team.title')}
      rows={team.map((member) => ({
        id: member.id,
        start: <PresenceAvatar name={member.name} src={member.avatar} presence={member.presence} />,
        primary: member.name,
        secondary: member.role,
        end: t(`data.team.presence.${member.presence}`),
      }))}
    />
  );
}

/** What people did lately. */
export function ActivityCard({ activity, asOf }: { activity: Data['activity']; asOf: string }) {
  const { t, locale } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.activity.title')}
      rows={activity.map((entry) => ({
        id: entry.id,
        start: <PresenceAvatar name={entry.name} src={entry.avatar} size={4.5} />,
        primary: entry.name,
        secondary: entry.action,
        end: formatRelative(entry.at, asOf, { locale }),
      }))}
    />
  );
}

/** Customers who joined lately, with their orders. */
export function CustomersCard({ customers, asOf }: { customers: Data['customers']; asOf: string }) {
  const { t, locale } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.customers.title')}
      rows={customers.map((customer) => ({
        id: customer.id,
        start: <PresenceAvatar name={customer.name} src={customer.avatar} />,
        primary: customer.name,
        secondary: (
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {customer.email}
            </Box>
            {t('data.customers.joined', { when: formatRelative(customer.joinedAt, asOf, { locale }) })}
          </>
        ),
        end: t('data.customers.orders', { count: formatNumber(customer.orders, { locale }) }),
      }))}
    />
  );
}

const feedLooks: Record<
  (typeof FEED_KINDS)[number],
  { icon: Icon; tone: 'primary' | 'secondary' | 'success' | 'warning' | 'error' }
> = {
  order: { icon: IconShoppingBag, tone: 'primary' },
  user: { icon: IconUserPlus, tone: 'secondary' },
  comment: { icon: IconMessageCircle, tone: 'success' },
  payment: { icon: IconCreditCard, tone: 'warning' },
  server: { icon: IconServer, tone: 'error' },
};

/** What happened in the shop, newest first. */
export function FeedsCard({ feeds, asOf }: { feeds: Data['feeds']; asOf: string }) {
  const { t, locale } = useT(widgetNs);
  return (
    <WidgetList
      title={t('data.feeds.title')}
      rows={feeds.map((feed) => {
        const { icon: FeedIcon, tone } = feedLooks[feed.kind];
        return {
          id: feed.id,
          start: (
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                width: theme.spacing(4.5),
                height: theme.spacing(4.5),
                flexShrink: 0,
                borderRadius: '50%',
                color: theme.palette[tone].main,
                bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
              })}
            >
              <FeedIcon size={18} stroke={1.75} />
            </Box>
          ),
          primary: feed.text,
          secondary: t(`data.feeds.kind.${feed.kind}`),
          end: formatRelative(feed.at, asOf, { locale }),
        };
      })}
    />
  );
}
