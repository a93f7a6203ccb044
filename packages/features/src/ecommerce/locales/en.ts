/** The e-commerce module's labels in English (the fallback of every template locale). */
export const en = {
  pages: {
    products: 'Products',
    productDetails: 'Product Details',
    productList: 'Product List',
    checkout: 'Checkout',
  },
};
