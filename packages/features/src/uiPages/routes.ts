import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

const pages: readonly [id: string, path: string, titleKey: string, screen: keyof Screens][] = [
  [
    'components-autocomplete',
    paths.components.autocomplete,
    'menu.componentsAutocomplete',
    'AutocompleteScreen',
  ],
  ['components-button', paths.components.button, 'menu.componentsButton', 'ButtonScreen'],
  ['components-checkbox', paths.components.checkbox, 'menu.componentsCheckbox', 'CheckboxScreen'],
  ['components-date-time', paths.components.dateTime, 'menu.componentsDateTime', 'DateTimeScreen'],
  ['components-radio', paths.components.radio, 'menu.componentsRadio', 'RadioScreen'],
  ['components-slider', paths.components.slider, 'menu.componentsSlider', 'SliderScreen'],
  ['components-switch', paths.components.switch, 'menu.componentsSwitch', 'SwitchScreen'],
  ['components-text-field', paths.components.textField, 'menu.componentsTextField', 'TextFieldScreen'],
];

/**
 * The component pages: the "Components" section of the template's Forms group. The eight pages
 * load in one lazy chunk (`screens.ts`), so MUI X's pickers never reach the player's pages.
 */
export const uiPagesRoutes: FeatureRoutes = {
  sections: [{ id: 'components', group: 'forms', titleKey: 'menu.components', icon: 'IconForms', order: 1 }],
  routes: pages.map(([id, path, titleKey, screen], index): RouteDefinition => ({
    id,
    path,
    area: 'protected',
    titleKey,
    screen: async () => (await screens())[screen],
    menu: { group: 'forms', section: 'components', order: index + 1 },
  })),
};
