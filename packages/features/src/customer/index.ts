// Public entry of the customer module (`@pp/features/customer`): the screens of /customer/*.
export { CustomerListScreen } from './CustomerListScreen';
export { OrderListScreen } from './OrderListScreen';
export { OrderDetailsScreen } from './OrderDetailsScreen';
export { CreateInvoiceScreen, type CreateInvoiceScreenProps } from './CreateInvoiceScreen';
export { ProductScreen } from './ProductScreen';
export { ProductReviewScreen } from './ProductReviewScreen';
