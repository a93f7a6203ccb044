/**
 * Public surface of the e-commerce rules: pure, framework-free logic shared by the checkout
 * feature and the mock backend (`mocks/handlers/{products,cart}.ts`). Meant to be exported from
 * `@pp/features` as `@pp/features/ecommerce`.
 */
export type * from '../types';
export * from './address';
export * from './cart';
export * from './checkout';
export * from './discount';
export * from './filter';
export * from './guards';
export * from './money';
export * from './products';
export * from './shipping';
