import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The customer demo module: a section of the Applications group. */
export const customerRoutes: FeatureRoutes = {
  sections: [
    { id: 'customer', group: 'applications', titleKey: 'menu.customer', icon: 'IconUsers', order: 2 },
  ],
  routes: [
    {
      id: 'customer-list',
      path: paths.customer.customerList,
      area: 'protected',
      titleKey: 'menu.customerList',
      screen: async () => (await screens()).CustomerListScreen,
      menu: { group: 'applications', section: 'customer', order: 1 },
    },
    {
      id: 'order-list',
      path: paths.customer.orderList,
      area: 'protected',
      titleKey: 'menu.orderList',
      screen: async () => (await screens()).OrderListScreen,
      menu: { group: 'applications', section: 'customer', order: 2 },
    },
    {
      id: 'create-invoice',
      path: paths.customer.createInvoice,
      area: 'protected',
      titleKey: 'menu.createInvoice',
      screen: async () => (await screens()).CreateInvoiceScreen,
      menu: { group: 'applications', section: 'customer', order: 3 },
    },
    {
      id: 'order-details',
      path: paths.customer.orderDetails,
      area: 'protected',
      titleKey: 'menu.orderDetails',
      screen: async () => (await screens()).OrderDetailsScreen,
      menu: { group: 'applications', section: 'customer', order: 4 },
    },
    {
      id: 'customer-product',
      path: paths.customer.products,
      area: 'protected',
      titleKey: 'menu.customerProducts',
      screen: async () => (await screens()).ProductScreen,
      menu: { group: 'applications', section: 'customer', order: 5 },
    },
    {
      id: 'product-review',
      path: paths.customer.productReviews,
      area: 'protected',
      titleKey: 'menu.productReviews',
      screen: async () => (await screens()).ProductReviewScreen,
      menu: { group: 'applications', section: 'customer', order: 6 },
    },
  ],
};
