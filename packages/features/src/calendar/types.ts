/** The calendar's data, from its wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type {
  calendarEventSchema,
  calendarResponses,
  eventInputSchema,
  eventRemoveRequestSchema,
  eventUpdateRequestSchema,
} from './api/schemas';

export type CalendarEvent = InferType<typeof calendarEventSchema>;
export type CalendarEventInput = InferType<typeof eventInputSchema>;
export type CalendarEventUpdate = InferType<typeof eventUpdateRequestSchema>;
export type CalendarEventRemove = InferType<typeof eventRemoveRequestSchema>;
export type CalendarEventsResponse = InferType<typeof calendarResponses.events>;
