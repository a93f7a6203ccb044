/** The back office's players screen (`/admin/users`). */
export { UsersScreen } from './UsersScreen';
