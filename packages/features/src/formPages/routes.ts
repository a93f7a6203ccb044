import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

const pages: readonly [id: string, path: string, titleKey: string, screen: keyof Screens][] = [
  ['forms-plugins', paths.forms.plugins, 'menu.formsPlugins', 'FormPluginsScreen'],
  ['forms-layouts', paths.forms.layouts, 'menu.formsLayouts', 'FormLayoutsScreen'],
  ['forms-validation', paths.forms.validation, 'menu.formsValidation', 'FormValidationScreen'],
  ['forms-wizard', paths.forms.wizard, 'menu.formsWizard', 'FormWizardScreen'],
];

/**
 * The form pages: the "Forms" section of the template's Forms group, after the components. They
 * load with the template's other demo pages (`../templateScreens.ts`); the rich-text editor of the
 * plugins page loads inside that page only.
 */
export const formPagesRoutes: FeatureRoutes = {
  sections: [{ id: 'forms-pages', group: 'forms', titleKey: 'menu.formsPages', icon: 'IconForms', order: 2 }],
  routes: pages.map(([id, path, titleKey, screen], index): RouteDefinition => ({
    id,
    path,
    area: 'protected',
    titleKey,
    screen: async () => (await screens())[screen],
    menu: { group: 'forms', section: 'forms-pages', order: index + 1 },
  })),
};
