/** The landing page's lazy chunk (`routes.ts`): nothing of the help pages, no form library. */
export { LandingPage } from './LandingPage';
