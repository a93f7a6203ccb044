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

const dayFormat = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`2026-11-20`) of an instant in a zone. */
export function dayOf(iso: string, timeZone: string = BANGKOK_TIME_ZONE): string {
  let format = dayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormat.set(timeZone, format);
  }
  return format.format(Date.parse(iso));
}

/**
 * The messages (oldest first) as rows: a separator labelled with the full date before the first
 * message of each day, in `timeZone`, then the messages.
 */
export function conversationRows(
  messages: readonly ChatMessage[],
  { locale, timeZone = BANGKOK_TIME_ZONE }: { locale: string; timeZone?: string },
): ConversationRow[] {
  const rows: ConversationRow[] = [];
  let previous = '';
  for (const message of messages) {
    const day = dayOf(message.time, timeZone);
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
