/** The promotions back-office screen, loaded on its own from the route registry. */
export { AdminPromotionsScreen } from './AdminPromotionsScreen';
