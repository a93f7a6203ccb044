import { paths, pathTo } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The e-commerce demo module: a section of the Applications group. */
export const ecommerceRoutes: FeatureRoutes = {
  sections: [
    {
      id: 'ecommerce',
      group: 'applications',
      titleKey: 'menu.ecommerce',
      icon: 'IconShoppingCart',
      order: 1,
    },
  ],
  routes: [
    {
      id: 'products',
      path: paths.ecommerce.products,
      area: 'protected',
      titleKey: 'menu.products',
      screen: async () => (await screens()).ProductsScreen,
      menu: { group: 'applications', section: 'ecommerce', order: 1 },
    },
    {
      id: 'product-details',
      path: paths.ecommerce.productDetails,
      area: 'protected',
      titleKey: 'menu.productDetails',
      screen: async () => (await screens()).ProductDetailsScreen,
      menu: { group: 'applications', section: 'ecommerce', order: 2, link: pathTo.productDetails('1') },
    },
    {
      id: 'product-list',
      path: paths.ecommerce.productList,
      area: 'protected',
      titleKey: 'menu.productList',
      screen: async () => (await screens()).ProductListScreen,
      menu: { group: 'applications', section: 'ecommerce', order: 3 },
    },
    {
      id: 'checkout',
      path: paths.ecommerce.checkout,
      area: 'protected',
      titleKey: 'menu.checkout',
      screen: async () => (await screens()).CheckoutScreen,
      menu: { group: 'applications', section: 'ecommerce', order: 4 },
    },
  ],
};
