/** The help pages' lazy chunk (`routes.ts`): contact us (with the form library), the FAQ, privacy. */
export { ContactPage } from './ContactPage';
export { FaqsPage } from './FaqsPage';
export { PrivacyPage } from './PrivacyPage';
