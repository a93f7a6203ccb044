import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatTime, visuallyHidden } from '@pp/ui';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';

import { useT } from '../../shared/i18n/useT';
import { CHAT_SELF_ID } from '../api/schemas';
import { conversationRows, type ConversationRow } from '../conversation';
import { chatNs } from '../i18n';
import type { ChatMessage } from '../types';

/** First guesses of a row's height before it is measured (px). */
const ESTIMATE = { day: 44, message: 72 } as const;
/** Within this distance of the end (px), the reader is "at the end": new messages are followed. */
const AT_END = 96;
/** Within this distance of the end (px), the log is held at its end while its rows are measured. */
const PINNED = 2;
/**
 * The log's space above the first row and below the last (px). The virtualizer owns it, not a CSS
 * padding of the scroller: its end of the last row is then the scroller's true end.
 */
const LOG_PADDING = 8;

/** Whether the reader is within `distance` of the end of a log of this height (its last laid-out one). */
const atEnd = (log: HTMLElement, height: number, distance: number) =>
  height - (log.scrollTop + log.clientHeight) < distance;

/**
 * The rows' look, declared once on the list: the rows themselves are plain elements with class
 * names, so mounting the rows that scroll into view costs no style work (5,000 messages, fast).
 */
/** A typography variant's font, as plain properties. */
const fontOf = (theme: Theme, variant: 'body1' | 'caption') => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography[variant].fontSize,
  lineHeight: theme.typography[variant].lineHeight,
});

const rowStyles = (theme: Theme): SystemStyleObject<Theme> => ({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  // The scroller contains its layout and paint (`contain: content`; not its size, which a phone's
  // page takes from the rows): a row that scrolls into view lays out and paints inside it.
  '& .chat-log': {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    position: 'relative',
    overscrollBehavior: 'contain',
    contain: 'content',
  },
  '& .chat-row': {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    width: '100%',
  },
  '& .chat-day': {
    ...fontOf(theme, 'caption'),
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(1, 2),
    color: theme.palette.text.secondary,
    fontWeight: 500,
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${theme.palette.divider}` },
  },
  '& .chat-line': { display: 'flex', justifyContent: 'flex-start', padding: theme.spacing(0.5, 2) },
  '& .chat-line.mine': { justifyContent: 'flex-end' },
  '& .chat-bubble': {
    maxWidth: 'min(75%, 560px)',
    minWidth: 0,
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.spacing(2),
    borderEndStartRadius: theme.spacing(0.5),
    backgroundColor: theme.palette.grey[100],
    color: theme.palette.text.primary,
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.background.default }),
  },
  '& .mine .chat-bubble': {
    borderEndStartRadius: theme.spacing(2),
    borderEndEndRadius: theme.spacing(0.5),
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .chat-text': {
    ...fontOf(theme, 'body1'),
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  },
  '& .chat-sender': visuallyHidden,
  '& .chat-time': {
    ...theme.typography.caption,
    display: 'block',
    textAlign: 'end',
    marginTop: theme.spacing(0.25),
  },
});

const Bubble = memo(function Bubble({
  message,
  locale,
  senderName,
}: {
  message: ChatMessage;
  locale: string;
  senderName: string;
}) {
  return (
    <div className={message.from === CHAT_SELF_ID ? 'chat-line mine' : 'chat-line'}>
      <div className="chat-bubble">
        <span className="chat-sender">{`${senderName}: `}</span>
        <p className="chat-text" dir="auto">
          {message.text}
        </p>
        <time className="chat-time" dir="auto" dateTime={message.time}>
          {formatTime(message.time, { locale })}
        </time>
      </div>
    </div>
  );
});

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
 * the newest message and follows new ones (sent, or received while at the bottom). The rows' look
 * is declared here, on a frame that does not render again while the log scrolls.
 */
export function MessageList(props: MessageListProps) {
  return (
    <Box sx={rowStyles}>
      <MessageLog {...props} />
    </Box>
  );
}

/** The scrolling log and its virtualizer: what renders again as it scrolls. */
function MessageLog({ messages, contactName, label }: MessageListProps) {
  const { t, locale } = useT(chatNs);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => conversationRows(messages, { locale }), [messages, locale]);
  // Stable while the rows are: the virtualizer recomputes every row's place when they change.
  const estimateSize = useCallback((index: number) => ESTIMATE[rows[index]?.kind ?? 'message'], [rows]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  // The virtualizer is read afresh on every render; nothing here memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    paddingStart: LOG_PADDING,
    paddingEnd: LOG_PADDING,
    scrollPaddingEnd: LOG_PADDING,
    // Rows measured while scrolling re-render with the scroll, not each in a synchronous render.
    useFlushSync: false,
  });

  // The log's height as last laid out (its content's resize observer keeps it): where the reader
  // is, read from the element only when the messages or that height change, never on a scroll.
  const height = useRef(0);

  // Follow the end: on opening, when I send, and when a message arrives while I am at the end.
  const count = useRef(0);
  useLayoutEffect(() => {
    const log = scrollRef.current;
    const before = count.current;
    count.current = messages.length;
    if (!log || rows.length === 0 || messages.length <= before) return;
    if (before === 0 || atEnd(log, height.current, AT_END) || messages.at(-1)?.from === CHAT_SELF_ID) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
  }, [messages, rows.length, virtualizer]);

  // Stay at the end while rows are measured: they render with the scroll, a frame or more later,
  // and change the log's height after it; a reader at the very end would be left short of it. (Only
  // at the very end: one who has started to scroll up is not pulled back.)
  useLayoutEffect(() => {
    const log = scrollRef.current;
    const content = log?.firstElementChild;
    if (!log || !content) return;
    height.current = log.scrollHeight;
    // The content's height is the log's scroll height; where the reader is, the virtualizer's own
    // record of the last scroll: nothing here makes the browser lay out again.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const before = height.current;
      height.current = entry.contentRect.height;
      const bottom = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? 0);
      if (before - bottom < PINNED && bottom < height.current) log.scrollTop = height.current;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [virtualizer]);

  const you = t('conversation.fromYou');
  const render = (row: ConversationRow) =>
    row.kind === 'day' ? (
      <div className="chat-day">{row.label}</div>
    ) : (
      <Bubble
        message={row.message}
        locale={locale}
        senderName={row.message.from === CHAT_SELF_ID ? you : contactName}
      />
    );

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label}
      aria-live="off"
      tabIndex={0}
      data-testid="message-list"
      className="chat-log"
    >
      <div style={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              className="chat-row"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {render(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
