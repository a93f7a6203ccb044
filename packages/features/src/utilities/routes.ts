import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition, TitleKey } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

/** A protected page of the one lazy chunk, in a section of the support group. */
const page = (
  id: string,
  path: string,
  titleKey: TitleKey,
  screen: keyof Screens,
  menu: RouteDefinition['menu'],
): RouteDefinition => ({
  id,
  path,
  area: 'protected',
  titleKey,
  screen: async () => (await screens())[screen],
  menu,
});

/**
 * The template's utility pages (typography, colour, shadow, animation, grid), its two pricing
 * layouts and its sample page (issue 18). They load in one lazy chunk (`screens.ts`).
 */
export const utilitiesRoutes: FeatureRoutes = {
  sections: [
    { id: 'utils', group: 'support', titleKey: 'menu.utils', icon: 'IconBrush', order: 1 },
    { id: 'pricing', group: 'support', titleKey: 'menu.pricing', icon: 'IconCurrencyDollar', order: 2 },
  ],
  routes: [
    page('util-typography', paths.utils.typography, 'menu.utilTypography', 'TypographyScreen', {
      group: 'support',
      section: 'utils',
      order: 1,
    }),
    page('util-color', paths.utils.color, 'menu.utilColor', 'ColorScreen', {
      group: 'support',
      section: 'utils',
      order: 2,
    }),
    page('util-shadow', paths.utils.shadow, 'menu.utilShadow', 'ShadowScreen', {
      group: 'support',
      section: 'utils',
      order: 3,
    }),
    page('util-animation', paths.utils.animation, 'menu.utilAnimation', 'AnimationScreen', {
      group: 'support',
      section: 'utils',
      order: 4,
    }),
    page('util-grid', paths.utils.grid, 'menu.utilGrid', 'GridScreen', {
      group: 'support',
      section: 'utils',
      order: 5,
    }),
    page('price1', paths.pricing.price1, 'menu.price1', 'Price1Screen', {
      group: 'support',
      section: 'pricing',
      order: 1,
    }),
    page('price2', paths.pricing.price2, 'menu.price2', 'Price2Screen', {
      group: 'support',
      section: 'pricing',
      order: 2,
    }),
    page('sample-page', paths.samplePage, 'menu.samplePage', 'SampleScreen', {
      group: 'support',
      icon: 'IconBrandChrome',
      order: 3,
    }),
  ],
};
