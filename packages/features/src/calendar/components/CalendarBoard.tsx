/**
 * FullCalendar 7 in the app's look: month, week, day and list views, selection to add, drag and
 * resize to change, the locale's month names and first day of the week, the theme's colours, light
 * or dark, left to right or right to left. Only the calendar route's chunk imports this file, so
 * FullCalendar loads on `/app/calendar` only (DESIGN.md "Libraries").
 */
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import FullCalendar, {
  type CalendarController,
  type DateSelectInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventInput,
  type LocaleInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import frLocale from '@fullcalendar/react/locales/fr';
import roLocale from '@fullcalendar/react/locales/ro';
import thLocale from '@fullcalendar/react/locales/th';
import zhLocale from '@fullcalendar/react/locales/zh-cn';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useMemo } from 'react';

import type { CalendarView } from '../atoms';
import type { SelectedRange, MovedSpan } from '../eventForm';
import type { CalendarEvent } from '../types';

/** Class names of our own on FullCalendar's list rows (its theme's are generated). */
const LIST_TITLE = 'pp-calendar-list-title';
const LIST_ROW = 'pp-calendar-list-row';
/** Our class on an event's end handle (the part a pointer drags to change its end). */
export const EVENT_END_HANDLE = 'pp-calendar-event-end';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];

/** FullCalendar's locale of each template locale (English is built in). */
const LOCALES: Readonly<Record<string, LocaleInput>> = {
  fr: frLocale,
  ro: roLocale,
  th: thLocale,
  zh: zhLocale,
};
const locales = Object.values(LOCALES);

export interface CalendarBoardProps {
  controller: CalendarController;
  events: readonly CalendarEvent[];
  /** The template locale (`en`, `th`, ...). */
  locale: string;
  view: CalendarView;
  now: Date;
  noEventsText: string;
  onSelect: (range: SelectedRange) => void;
  onEventClick: (id: string) => void;
  /** A drag or resize ended: save it, or call `revert`. */
  onEventChange: (id: string, span: MovedSpan, revert: () => void) => void;
}

const toInput = (event: CalendarEvent): EventInput => ({
  id: event.id,
  title: event.title,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  color: event.color,
  contrastColor: event.textColor,
});

export function CalendarBoard({
  controller,
  events,
  locale,
  view,
  now,
  noEventsText,
  onSelect,
  onEventClick,
  onEventChange,
}: CalendarBoardProps) {
  const theme = useTheme();
  const inputs = useMemo(() => events.map(toInput), [events]);
  const { palette } = theme;

  const changed = (info: EventChangeInfo) => {
    const { event } = info;
    if (!event.start) return info.revert();
    onEventChange(event.id, { start: event.start, end: event.end, allDay: event.allDay }, info.revert);
  };

  return (
    <Box
      sx={{
        // The classic theme's palette (its palette.css, not imported) from the app's theme: light
        // and dark, every preset.
        '--fc-classic-background': palette.background.paper,
        '--fc-classic-foreground': palette.text.primary,
        '--fc-classic-muted-foreground': palette.text.secondary,
        '--fc-classic-faint-foreground': palette.text.secondary,
        '--fc-classic-border': palette.divider,
        '--fc-classic-strong-border': palette.divider,
        '--fc-classic-primary': palette.primary.main,
        '--fc-classic-primary-foreground': palette.primary.contrastText,
        '--fc-classic-button': palette.primary.main,
        '--fc-classic-button-border': palette.primary.main,
        '--fc-classic-today': alpha(palette.primary.main, palette.mode === 'light' ? 0.08 : 0.16),
        '--fc-classic-highlight': alpha(palette.primary.main, 0.18),
        '--fc-classic-now': palette.error.main,
        '--fc-classic-faint': alpha(palette.text.primary, 0.04),
        '--fc-classic-muted': alpha(palette.text.primary, 0.08),
        '--fc-classic-strong': alpha(palette.text.primary, 0.14),
        '--fc-classic-button-foreground': palette.primary.contrastText,
        '--fc-classic-button-strong': palette.primary.dark,
        '--fc-classic-button-strong-border': palette.primary.dark,
        '--fc-classic-button-outline': alpha(palette.primary.main, 0.5),
        '--fc-classic-ring-color': palette.primary.main,
        '--fc-classic-event': palette.primary.main,
        '--fc-classic-event-contrast': palette.primary.contrastText,
        '--fc-classic-background-event': palette.success.main,
        '--fc-classic-background-event-opacity': '15%',
        '--fc-classic-background-event-foreground-opacity': '50%',
        '--fc-classic-small-dot-width': '8px',
        '--fc-classic-large-dot-width': '10px',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.body2.fontSize,
        color: 'text.primary',
        overflowWrap: 'break-word',
        // In the list, titles are user text: they wrap between words (Thai included) rather than
        // being cut at the edge of a phone.
        [`& .${LIST_TITLE}`]: { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: 0 },
        [`& .${LIST_ROW}`]: { minWidth: 0 },
      }}
    >
      <FullCalendar
        controller={controller}
        plugins={plugins}
        locales={locales}
        locale={LOCALES[locale] ? (locale === 'zh' ? 'zh-cn' : locale) : 'en'}
        direction={theme.direction}
        colorScheme={palette.mode}
        headerToolbar={false}
        initialView={view}
        initialDate={now}
        now={now}
        nowIndicator
        height="auto"
        events={inputs}
        editable
        selectable
        selectMirror
        dayMaxEvents={3}
        noEventsText={noEventsText}
        listItemEventTitleClass={LIST_TITLE}
        listItemEventInnerClass={LIST_ROW}
        eventAfterClass={({ isEndResizable }) => (isEndResizable ? EVENT_END_HANDLE : '')}
        select={(info: DateSelectInfo) => {
          onSelect({ start: info.start, end: info.end, allDay: info.allDay });
          controller.view?.calendar.unselect();
        }}
        eventClick={(info: EventClickInfo) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        }}
        eventDrop={changed}
        eventResize={changed}
      />
    </Box>
  );
}
