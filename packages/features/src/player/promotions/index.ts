/** The promotions page of the player area (lazily loaded by player/routes.ts). */
export { PromotionsScreen } from './PromotionsScreen';
