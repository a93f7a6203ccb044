// Public entry of the calendar app (`@pp/features/calendar`): the screen of /app/calendar. Only the
// route's lazy chunk loads it, and FullCalendar with it.
export { CalendarScreen } from './CalendarScreen';
