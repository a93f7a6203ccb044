import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { IconPaperclip } from '@tabler/icons-react';
import { elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { formatDate, initials, usePainted, visuallyHidden } from '@pp/ui';
import { memo, useRef, type CSSProperties } from 'react';

import type { MailT } from '../i18n';
import type { Mail } from '../types';
import { ToggleFlags } from './ToggleFlags';

/** Height of a row: two lines of text beside the avatar, and the toggles. */
export const MAIL_ROW_HEIGHT = 76;

export interface MailListProps {
  t: MailT;
  locale: string;
  mails: readonly Mail[];
  /** Position of the first row in the folder (for `aria-posinset`). */
  offset: number;
  /** How many mails the folder holds (for `aria-setsize`). */
  total: number;
  onOpen: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

interface RowProps {
  t: MailT;
  locale: string;
  mail: Mail;
  onOpen: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

const MailRow = memo(function MailRow({ t, locale, mail, onOpen, onToggle }: RowProps) {
  const unread = !mail.isRead;
  // Plain elements styled by the list's classes (`rowStyles`): a row that scrolls into view costs
  // little more than its two MUI buttons.
  return (
    <div className={unread ? 'mail-row mail-unread' : 'mail-row'}>
      <ButtonBase onClick={() => onOpen(mail)} className="mail-open">
        {mail.profile.avatar ? (
          <img className="mail-avatar" src={mail.profile.avatar} alt="" width={40} height={40} />
        ) : (
          <span className="mail-avatar" aria-hidden>
            {initials(mail.profile.name, 1)}
          </span>
        )}
        <span className="mail-text">
          <span className="mail-line">
            {unread && <span className="mail-dot" aria-hidden />}
            {unread && <span style={hidden}>{t('list.unread')}</span>}
            <span className="mail-name" dir="auto">
              {mail.profile.name}
            </span>
            {mail.attach && (
              <span className="mail-clip">
                <IconPaperclip size={16} stroke={1.5} aria-hidden />
                <span style={hidden}>{t('list.attachment')}</span>
              </span>
            )}
          </span>
          <span className="mail-time">{formatDate(mail.time, { locale })}</span>
          <span className="mail-line mail-summary" dir="auto">
            <span className="mail-subject">{mail.subject || t('list.noSubject')}</span>
            {' – '}
            {mail.message.replace(/\s+/g, ' ')}
          </span>
        </span>
      </ButtonBase>
      <ToggleFlags t={t} mail={mail} onToggle={onToggle} />
    </div>
  );
});

const hidden = visuallyHidden as CSSProperties;

/** Up to this width (px) the list takes its narrow layout (a phone: 375 px less the page's margins). */
const NARROW_LIST = 480;
/** The list is the container its rows' layout queries. */
const listContainer: CSSProperties = { containerType: 'inline-size' };

/**
 * The list's look, set once on a frame that does not render again while the list scrolls (the
 * theme's tokens). The scroller's height is set (`height`, up to 70vh), not taken from its rows, so
 * it is fully contained (`contain: strict`): a row that scrolls into view is laid out and painted
 * inside it, not with the rest of the page.
 */
const rowStyles = {
  '& .mail-scroller': {
    position: 'relative',
    maxHeight: '70vh',
    overflowY: 'auto',
    overflowX: 'hidden',
    contain: 'strict',
  },
  '& .mail-item': { borderBottom: 1, borderColor: 'divider' },
  '& .mail-row': { display: 'flex', alignItems: 'center', height: MAIL_ROW_HEIGHT, px: 1, gap: 0.5 },
  '& .mail-unread': { bgcolor: 'action.hover' },
  '& .mail-open': {
    flex: 1,
    minWidth: 0,
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 1.5,
    px: 1,
    borderRadius: 2,
    textAlign: 'start',
  },
  '& img.mail-avatar': { objectFit: 'cover' },
  '& .mail-avatar': {
    width: 40,
    height: 40,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'secondary.light',
    color: 'secondary.dark',
    typography: 'h5',
  },
  // Name and time on the first line, subject and text on the second; a narrow list (a phone) gives
  // the name the whole first line, the time a third line, and keeps only the star in the row (the
  // open mail has both toggles).
  '& .mail-text': {
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: 1,
    alignItems: 'baseline',
  },
  '& .mail-line': { display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0, typography: 'body1' },
  '& .mail-dot': { width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 },
  // User text takes its own direction (dir="auto"), so an English line on a right-to-left page is
  // cut at its end, not its start; 'left' is the page's start side (flipped in right-to-left).
  '& .mail-name': {
    textAlign: 'left',
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .mail-clip': { display: 'inline-flex', color: 'text.secondary' },
  '& .mail-time': { flexShrink: 0, color: 'text.secondary', typography: 'caption', whiteSpace: 'nowrap' },
  '& .mail-summary': {
    gridColumn: '1 / -1',
    display: 'block',
    textAlign: 'left',
    typography: 'body2',
    color: 'text.secondary',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .mail-subject': { color: 'text.primary' },
  '& .mail-unread .mail-name, & .mail-unread .mail-time': { fontWeight: 700 },
  '& .mail-unread .mail-subject': { fontWeight: 600 },
  [`@container (max-width: ${NARROW_LIST}px)`]: {
    '& .mail-time': { gridRow: 3, gridColumn: '1 / -1', lineHeight: 1.5 },
    '& .mail-line, & .mail-summary': { lineHeight: 1.5 },
    '& .mail-important-toggle': { display: 'none' },
  },
} as const;

/**
 * The mails of a page, virtualised (only the rows in view and a few around are in the DOM), so a
 * folder of 5,000 mails opens and scrolls without a long task.
 */
export function MailList(props: MailListProps) {
  return (
    <Box sx={rowStyles} style={listContainer}>
      <MailRows {...props} />
    </Box>
  );
}

/** The scroller and its virtualizer: what renders again as the list scrolls. */
function MailRows({ t, locale, mails, offset, total, onOpen, onToggle }: MailListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The first rows come from `initialRect`; the scroller is measured once the screen has painted
  // (`usePainted`: measured in the commit, the new screen's whole layout ran inside that task).
  const painted = usePainted();
  const adopted = useRef(false);
  // The virtualiser's functions change with every scroll: this component is left to React as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: mails.length,
    getScrollElement: () => (painted ? scroller.current : null),
    estimateSize: () => MAIL_ROW_HEIGHT,
    overscan: 3,
    getItemKey: (index) => mails[index]?.id ?? index,
    initialRect: { width: 600, height: 8 * MAIL_ROW_HEIGHT },
    // Rows render in React's own time, not synchronously inside the scroll event.
    useFlushSync: false,
    scrollToFn: (offset, options, instance) => {
      // Once it has the scroller, the virtualiser puts it at its own offset (0): a scroll made
      // before (a fling in the first frame) is read instead, as a scroll event would report it.
      if (!adopted.current && instance.scrollElement) {
        adopted.current = true;
        instance.scrollElement.dispatchEvent(new Event('scroll'));
        return;
      }
      elementScroll(offset, options, instance);
    },
  });
  const height = Math.min(mails.length, 8) * MAIL_ROW_HEIGHT;
  return (
    <div ref={scroller} data-testid="mail-scroller" className="mail-scroller" style={{ height }}>
      <div
        role="list"
        aria-label={t('list.label')}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const mail = mails[item.index];
          if (!mail) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={total}
              aria-posinset={offset + item.index + 1}
              className="mail-item"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <MailRow t={t} locale={locale} mail={mail} onOpen={onOpen} onToggle={onToggle} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
