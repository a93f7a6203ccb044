import type { RequestHandler } from 'msw';

import { calendarHandlers } from './handlers/calendar';
import { cartHandlers } from './handlers/cart';
import { chartsHandlers } from './handlers/charts';
import { chatHandlers } from './handlers/chat';
import { contactHandlers } from './handlers/contact';
import { contactUsHandlers } from './handlers/contact-us';
import { customerHandlers } from './handlers/customer';
import { formsHandlers } from './handlers/forms';
import { kanbanHandlers } from './handlers/kanban';
import { mailHandlers } from './handlers/mail';
import { productHandlers } from './handlers/products';
import { userHandlers } from './handlers/user';
import { widgetHandlers } from './handlers/widget';

/**
 * The template's demo API (`/api/...` but the account calls), keyed by domain: the shop, the
 * customers, the apps, the user pages, the widgets and charts, the form pages and the site's
 * contact form. The app's mock mode loads it at the first call to it (a player's pages make none).
 */
export const demoHandlers: Record<string, RequestHandler[]> = {
  products: productHandlers,
  cart: cartHandlers,
  customer: customerHandlers,
  mail: mailHandlers,
  chat: chatHandlers,
  calendar: calendarHandlers,
  contact: contactHandlers,
  contactUs: contactUsHandlers,
  kanban: kanbanHandlers,
  widget: widgetHandlers,
  charts: chartsHandlers,
  forms: formsHandlers,
  user: userHandlers,
};
