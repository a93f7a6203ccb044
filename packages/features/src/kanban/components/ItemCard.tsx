import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCalendarDue, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { formatDay, PresenceAvatar, StatusChip, visuallyHidden, type StatusChipColor } from '@pp/ui';
import { memo } from 'react';

import type { KanbanT } from '../i18n';
import type { KanbanItem, KanbanProfile, Priority } from '../types';

/** The chip colour of each priority. */
export const PRIORITY_COLOUR: Record<Priority, StatusChipColor> = {
  low: 'success',
  medium: 'warning',
  high: 'error',
};

/** Public path of an item's picture. */
export const imagePath = (file: string) => `/apps/kanban/${file}`;

export interface ItemSummaryProps {
  item: KanbanItem;
  assignee: KanbanProfile | undefined;
  t: KanbanT;
  locale: string;
}

/**
 * What a card shows: the picture, the title, the priority, the due day, the counts of comments and
 * attachments and the assignee's avatar. Text only (user text is never HTML).
 */
export const ItemSummary = memo(function ItemSummary({ item, assignee, t, locale }: ItemSummaryProps) {
  const counts = [
    {
      icon: IconMessage,
      count: item.commentIds.length,
      label: t('item.commentCount', { count: item.commentIds.length }),
    },
    {
      icon: IconPaperclip,
      count: item.attachments.length,
      label: t('item.attachmentCount', { count: item.attachments.length }),
    },
  ].filter(({ count }) => count > 0);
  return (
    <>
      {item.image && (
        <Box
          component="img"
          src={imagePath(item.image)}
          alt=""
          width={240}
          height={120}
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, mb: 1.5 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ display: 'block', flex: 1, minWidth: 0, overflowWrap: 'break-word', fontWeight: 500 }}
        >
          {item.title}
        </Typography>
        {assignee && (
          <>
            <PresenceAvatar src={assignee.avatar} name={assignee.name} size={3.5} />
            <Box component="span" sx={visuallyHidden}>
              {assignee.name}
            </Box>
          </>
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip
          size="small"
          color={PRIORITY_COLOUR[item.priority]}
          label={t(`priority.${item.priority}`)}
        />
        {item.dueDate && (
          <Typography
            variant="caption"
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <IconCalendarDue size={14} stroke={1.5} aria-hidden />
            {t('item.due', { date: formatDay(item.dueDate, { locale }) })}
          </Typography>
        )}
        {counts.map(({ icon: Icon, count, label }) => (
          <Typography
            key={label}
            variant="caption"
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}
          >
            <Icon size={14} stroke={1.5} aria-hidden />
            <span aria-hidden>{count}</span>
            <Box component="span" sx={visuallyHidden}>
              {label}
            </Box>
          </Typography>
        ))}
      </Stack>
    </>
  );
});
