import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

/**
 * The status pages and the help pages (contact us, FAQ, privacy) share one lazy chunk: each code
 * entry that renders MUI moves more of MUI into the shell every first load carries (decision 0023).
 */
const screens = () => import('./screens');
/** The landing page alone: a phone's first visit loads no form, no accordion, no other page. */
const landing = () => import('./landing/index');

/**
 * The public pages: no login, outside the main layout. In the `pages` menu group: the site's pages
 * for players (landing, contact us, FAQ, privacy; orders 2 to 5, after the authentication pages),
 * and the status pages in a "Maintenance" section.
 */
export const publicPagesRoutes: FeatureRoutes = {
  sections: [
    {
      id: 'pages-maintenance',
      group: 'pages',
      titleKey: 'menu.pagesMaintenance',
      icon: 'IconTools',
      order: 6,
    },
  ],
  routes: [
    {
      id: 'pages-landing',
      path: paths.pages.landing,
      area: 'public',
      titleKey: 'menu.pagesLanding',
      screen: async () => (await landing()).LandingPage,
      menu: { group: 'pages', icon: 'IconHome', order: 2 },
    },
    {
      id: 'pages-contact-us',
      path: paths.pages.contactUs,
      area: 'public',
      titleKey: 'menu.pagesContactUs',
      screen: async () => (await screens()).ContactPage,
      menu: { group: 'pages', icon: 'IconHeadset', order: 3 },
    },
    {
      id: 'pages-faqs',
      path: paths.pages.faqs,
      area: 'public',
      titleKey: 'menu.pagesFaqs',
      screen: async () => (await screens()).FaqsPage,
      menu: { group: 'pages', icon: 'IconHelpCircle', order: 4 },
    },
    {
      id: 'pages-privacy-policy',
      path: paths.pages.privacyPolicy,
      area: 'public',
      titleKey: 'menu.pagesPrivacyPolicy',
      screen: async () => (await screens()).PrivacyPage,
      menu: { group: 'pages', icon: 'IconShieldLock', order: 5 },
    },
    {
      id: 'pages-error',
      path: paths.pages.error,
      area: 'public',
      titleKey: 'menu.pagesError',
      screen: async () => (await screens()).ErrorPage,
      menu: { group: 'pages', section: 'pages-maintenance', order: 1 },
    },
    {
      id: 'pages-coming-soon-1',
      path: paths.pages.comingSoon1,
      area: 'public',
      titleKey: 'menu.pagesComingSoon1',
      screen: async () => (await screens()).ComingSoonPage1,
      menu: { group: 'pages', section: 'pages-maintenance', order: 2 },
    },
    {
      id: 'pages-coming-soon-2',
      path: paths.pages.comingSoon2,
      area: 'public',
      titleKey: 'menu.pagesComingSoon2',
      screen: async () => (await screens()).ComingSoonPage2,
      menu: { group: 'pages', section: 'pages-maintenance', order: 3 },
    },
    {
      id: 'pages-under-construction',
      path: paths.pages.underConstruction,
      area: 'public',
      titleKey: 'menu.pagesUnderConstruction',
      screen: async () => (await screens()).UnderConstructionPage,
      menu: { group: 'pages', section: 'pages-maintenance', order: 4 },
    },
  ],
};
