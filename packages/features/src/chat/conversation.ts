/**
 * The chat's pure rules: a conversation as rows with a separator before each new day, the contact
 * search, and what the composer sends (Enter sends, Shift+Enter is a new line, blank is refused).
 */
import { BANGKOK_TIME_ZONE, formatDate } from '@pp/ui';

import { MESSAGE_MAX_LENGTH } from './api/schemas';
import type { ChatMessage, ChatUser } from './types';

/** A row of the message list: a day's separator or a message. */
export type ConversationRow =
  | { kind: 'day'; key: string; day: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Margin before the next midnight where the day is asked again (a change of clocks moves it by at most an hour). */
const CLOCK_CHANGE_MS = 60 * 60 * 1000;

/** The calendar day (`2026-11-20`) of an instant in a zone, and how many ms remain until its midnight. */
function dayAt(time: number, timeZone: string): { day: string; msToMidnight: number } {
  const parts: Record<string, string> = {};
  for (const part of dayFormat(timeZone).formatToParts(time)) parts[part.type] = part.value;
  const elapsed = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    msToMidnight: DAY_MS - elapsed - (((time % 1000) + 1000) % 1000),
  };
}

/** The calendar day (`2026-11-20`) of an instant in a zone. */
export function dayOf(iso: string, timeZone: string = BANGKOK_TIME_ZONE): string {
  return dayAt(Date.parse(iso), timeZone).day;
}

/**
 * The messages (oldest first) as rows: a separator labelled with the full date before the first
 * message of each day, in `timeZone`, then the messages. The zone is asked once per day (and in
 * the last hour before a midnight), not once per message: 5,000 messages cost a few dozen calls.
 */
export function conversationRows(
  messages: readonly ChatMessage[],
  { locale, timeZone = BANGKOK_TIME_ZONE }: { locale: string; timeZone?: string },
): ConversationRow[] {
  const rows: ConversationRow[] = [];
  let previous = '';
  /** Until this instant the day is still `previous` (messages are oldest first). */
  let sameDayUntil = -Infinity;
  for (const message of messages) {
    const time = Date.parse(message.time);
    if (!(time < sameDayUntil)) {
      const { day, msToMidnight } = dayAt(time, timeZone);
      sameDayUntil = time + msToMidnight - CLOCK_CHANGE_MS;
      if (day !== previous) {
        rows.push({
          kind: 'day',
          key: `day-${day}`,
          day,
          label: formatDate(message.time, {
            locale,
            timeZone,
            parts: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
          }),
        });
        previous = day;
      }
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}

/** Whether a contact matches the search: name, company, role or team, case-insensitive. */
export function matchesContact(user: ChatUser, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [user.name, user.company, user.role, user.status].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

/** The text to send, or null when it is blank or too long (nothing is sent). */
export function sendable(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= MESSAGE_MAX_LENGTH ? trimmed : null;
}

/** What a key press in the composer means: Enter sends; Shift+Enter and an IME's Enter type on. */
export function composerKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'type' {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing ? 'send' : 'type';
}
