/** The cashback screen, loaded on its own from the route registry (routes.ts). */
export { CashbackScreen } from './CashbackScreen';
