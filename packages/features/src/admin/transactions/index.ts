/** The back office's transactions queue (`/admin/transactions`). */
export { TransactionsScreen } from './TransactionsScreen';
