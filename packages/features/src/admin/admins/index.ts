/** The admin accounts screen of `/admin/admins`, loaded on its own from the route registry. */
export { AdminsScreen } from './AdminsScreen';
