/**
 * Every back-office screen, behind one lazy import of the route registry: the registry (on every
 * first load, players' too) then carries one small import instead of six, and an admin moving
 * between the back-office pages loads nothing more.
 */
export { AdminsScreen } from './admins';
export { AgentScreen } from './agent';
export { CreditCodesScreen } from './credit-codes';
export { AdminPromotionsScreen } from './promotions';
export { TransactionsScreen } from './transactions';
export { UsersScreen } from './users';
