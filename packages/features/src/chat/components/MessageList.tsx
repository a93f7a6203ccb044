import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatTime, visuallyHidden } from '@pp/ui';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';

import { useT } from '../../shared/i18n/useT';
import { CHAT_SELF_ID } from '../api/schemas';
import { conversationRows, type ConversationRow } from '../conversation';
import { chatNs } from '../i18n';
import type { ChatMessage } from '../types';

/** First guesses of a row's height before it is measured (px). */
const ESTIMATE = { day: 44, message: 72 } as const;

const Bubble = memo(function Bubble({
  message,
  locale,
  senderName,
}: {
  message: ChatMessage;
  locale: string;
  senderName: string;
}) {
  const mine = message.from === CHAT_SELF_ID;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}>
      <Box
        sx={(theme) => ({
          maxWidth: 'min(75%, 560px)',
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderEndEndRadius: mine ? theme.spacing(0.5) : undefined,
          borderEndStartRadius: mine ? undefined : theme.spacing(0.5),
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          ...theme.applyStyles('dark', { bgcolor: mine ? 'primary.main' : 'background.default' }),
        })}
      >
        <Box component="span" sx={visuallyHidden}>{`${senderName}: `}</Box>
        <Typography
          variant="body1"
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', color: 'inherit' }}
        >
          {message.text}
        </Typography>
        <Typography
          variant="caption"
          component="time"
          dir="auto"
          dateTime={message.time}
          sx={{ display: 'block', textAlign: 'end', color: 'inherit', mt: 0.25 }}
        >
          {formatTime(message.time, { locale })}
        </Typography>
      </Box>
    </Box>
  );
});

function DaySeparator({ label }: { label: string }) {
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Divider role="presentation">
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Typography>
      </Divider>
    </Box>
  );
}

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** The contact's name (who wrote what, for screen readers). */
  contactName: string;
  /** The list's accessible name. */
  label: string;
}

/**
 * The conversation, oldest first with a separator per day, virtualised: only the rows in view (and a
 * few around) are in the page, so 5,000 messages open and scroll without long tasks. It opens at
 * the newest message and follows new ones (sent, or received while at the bottom).
 */
export function MessageList({ messages, contactName, label }: MessageListProps) {
  const { t, locale } = useT(chatNs);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => conversationRows(messages, { locale }), [messages, locale]);
  // The virtualizer is read afresh on every render; nothing here memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ESTIMATE[rows[index]?.kind ?? 'message'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  });

  // Follow the end: on opening, when I send, and when a message arrives while I am at the bottom.
  const seen = useRef<{ count: number; atEnd: boolean }>({ count: 0, atEnd: true });
  useLayoutEffect(() => {
    const previous = seen.current;
    const last = messages.at(-1);
    const grew = messages.length > previous.count;
    if (rows.length > 0 && grew && (previous.count === 0 || previous.atEnd || last?.from === CHAT_SELF_ID)) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
    seen.current = { ...previous, count: messages.length };
  }, [messages, rows.length, virtualizer]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    seen.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
  };

  const items = virtualizer.getVirtualItems();
  const render = (row: ConversationRow) =>
    row.kind === 'day' ? (
      <DaySeparator label={row.label} />
    ) : (
      <Bubble
        message={row.message}
        locale={locale}
        senderName={row.message.from === CHAT_SELF_ID ? t('conversation.fromYou') : contactName}
      />
    );

  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-label={label}
      aria-live="off"
      tabIndex={0}
      onScroll={onScroll}
      data-testid="message-list"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        position: 'relative',
        overscrollBehavior: 'contain',
        py: 1,
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Box
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              sx={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%' }}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {render(row)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
