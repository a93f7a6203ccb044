import type { RequestHandler } from 'msw';

import { coreHandlers } from './core';
import { demoHandlers } from './demo';
import { resetCalendar } from './stores/calendar';
import { resetContacts } from './stores/contact';
import { resetKanban, setKanbanIdSource } from './stores/kanban';
import { resetLoginGuard } from './services/loginGuard';
import { reset as resetPlayerService } from './services/playerService';
import { reset as resetEcommerce } from './stores/ecommerce';
import { reset as resetChat } from './stores/chat';
import { resetCreditCodes } from './stores/creditCodes';
import { resetPromotions } from './stores/promotions';
import { resetWallets } from './stores/wallet';
import { resetCashbackInvite } from './stores/cashback-invite';
import { resetWheels } from './stores/wheel';
import { resetAdminClock } from './stores/admin-clock';
import { resetMail } from './stores/mail';
import { resetPromotionAdmin } from './stores/promotion-admin';
import { setCreditCodeRandom } from './handlers/admin-catalog';
import { resetUserPages } from './stores/user';
import { seededRandom } from './data/player-history';

/**
 * The whole mock backend, keyed by domain. Storybook registers it in this object form so a story
 * overrides one domain (`parameters.msw.handlers.player = playerScenarios.error`) and keeps the rest.
 */
export const handlers: Record<string, RequestHandler[]> = { ...coreHandlers, ...demoHandlers };

/** Every handler, for the app's mock mode and for tests. */
export function allHandlers(): RequestHandler[] {
  return Object.values(handlers).flat();
}

/** Resets every in-memory store of the mock backend (before each story and test). */
export function resetMockState(): void {
  resetPlayerService();
  resetLoginGuard();
  resetEcommerce();
  resetChat();
  resetWallets();
  resetPromotions();
  resetCreditCodes();
  resetCashbackInvite();
  resetWheels();
  resetPromotionAdmin();
  resetAdminClock();
  resetMail();
  resetCalendar();
  resetContacts();
  resetKanban();
  // New kanban ids are the same on every run (stable screenshots).
  setKanbanIdSource(seededRandom(16));
  resetUserPages();
  // A credit-code batch in a story makes the same codes on every run (stable screenshots).
  setCreditCodeRandom(seededRandom(2026));
}

export { accountScenarios } from './handlers/account';
export { cartScenarios, createCartHandlers } from './handlers/cart';
export { customerScenarios } from './handlers/customer';
export { mailScenarios } from './handlers/mail';
export { chatScenarios } from './handlers/chat';
export { calendarScenarios } from './handlers/calendar';
export { seedCalendar, setCalendarClock } from './stores/calendar';
export { contactScenarios } from './handlers/contact';
export { kanbanScenarios } from './handlers/kanban';
export { replaceKanban, setKanbanIdSource } from './stores/kanban';
export { emptyKanban } from './data/kanban';
export { widgetScenarios } from './handlers/widget';
export { chartsScenarios } from './handlers/charts';
export { formsScenarios } from './handlers/forms';
export { userScenarios } from './handlers/user';
export { setUserPagesClock } from './stores/user';
export { productScenarios } from './handlers/products';
export { playerScenarios } from './handlers/player';
export { adminScenarios } from './handlers/admin';
export { setCreditCodeRandom } from './handlers/admin-catalog';
export { setAdminClock } from './stores/admin-clock';
export { landOn, setWheelClock, setWheelRandom } from './stores/wheel';
export { demoLogins, DEMO_ADMIN_ID, DEMO_BANNED_PLAYER_ID, DEMO_PLAYER_ID } from './data/accounts';
export { setMockLatency } from './lib/latency';
export { signToken } from './lib/jwt';
export { memoryStore, setMockStorage, type KeyValueStore } from './lib/persist';
