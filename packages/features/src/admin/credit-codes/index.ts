/** The credit-codes back-office screen, loaded on its own from the route registry. */
export { CreditCodesScreen } from './CreditCodesScreen';
