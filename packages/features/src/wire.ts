/**
 * `@pp/features/wire`: the wire contract for the mock backend and its contract test. The schemas
 * of every API (each feature's `api/schemas.ts`), the types they give, and the readers of
 * shared/wire. The app itself imports the schemas from inside each feature.
 */
export * from './shared/wire';
export { ACCOUNT_DISABLED } from './shared/api/errors';
/** The registration rules of the register form: the mock applies the same ones to every request. */
export { registerSchema as registerRules } from './auth/schemas';
export { ValidationError } from 'yup';
export * as accountWire from './auth/api/schemas';
export * as adminWire from './admin/api/schemas';
export * as customerWire from './customer/api/schemas';
export * as calendarWire from './calendar/api/schemas';
export type * from './calendar/types';
export * as contactWire from './contact/api/schemas';
export type { Contact, ContactInput, ContactsResponse } from './contact/types';
export * as contactUsWire from './publicPages/api/schemas';
export * as chatWire from './chat/api/schemas';
export * as playerWire from './player/api/schemas';
/** The transfer slip's rules (type, size, Thai messages): the deposit form's and the mock's. */
export * as slipRules from './player/deposit/slip';
export * as wheelWire from './player/wheel/api/schemas';
export * as shopWire from './ecommerce/api/schemas';
export type * from './customer/types';
export type * from './chat/types';
export type * from './player/api/schemas';
export type { Transaction } from './player/types';
export * as mailWire from './mail/api/schemas';
/** Folder membership, unread counts and flag writes of the mail app: the screen's and the mock's. */
export * as mailRules from './mail/folders';
export type { MailFlagAction, MailPageQuery } from './mail/folders';
export type * from './mail/types';
export * as kanbanWire from './kanban/api/schemas';
/** The kanban's rules (move on edit, comments, deletes, ordering, ids): the board's and the mock's. */
export * as kanbanRules from './kanban/board';
export type * from './kanban/types';
export * as widgetWire from './widget/api/schemas';
export type { StatisticsResponse, WidgetChartResponse, WidgetDataResponse } from './widget/types';
export * as chartsWire from './charts/api/schemas';
export type { ChartsGalleryResponse, OrganisationResponse } from './charts/types';
export * as userWire from './user/api/schemas';
/** Likes, comments, replies and the list filters of the user pages: the screens' and the mock's. */
export * as userRules from './user/rules';
export type * from './user/types';
export * as formsWire from './formPages/api/schemas';
export type { BankOption, BanksResponse, UsernameResponse } from './formPages/api/schemas';
