/** The customer module's labels in English (the fallback of every template locale). */
export const en = {
  pages: {
    customerList: 'Customer List',
    orderList: 'Order List',
    createInvoice: 'Create Invoice',
    orderDetails: 'Order details',
    products: 'Products',
    productReviews: 'Product Reviews',
  },
};
