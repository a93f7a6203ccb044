/**
 * The mail, chat and contacts screens behind one lazy import of the route registry (as the back
 * office's `admin/screens.ts`): one entry instead of three keeps the shared chunks of the other
 * pages from being cut into more pieces (measured, decision 0023). The calendar stays apart, so
 * FullCalendar loads on /app/calendar only.
 */
export { ChatScreen } from './chat';
export { ContactCardsScreen, ContactListScreen } from './contact';
export { MailScreen } from './mail';
