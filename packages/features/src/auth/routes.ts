import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

/**
 * The guest pages. Login loads `./login` (the login screen alone), so a first visit to /login
 * downloads nothing of register, forgot or the player header.
 */
export const authRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'login',
      path: paths.guest.login,
      area: 'guest',
      titleKey: 'เข้าสู่ระบบ',
      screen: async () => (await import('./login')).LoginScreen,
    },
    {
      id: 'register',
      path: paths.guest.register,
      area: 'guest',
      titleKey: 'สมัครสมาชิก',
      screen: async () => (await import('./index')).RegisterScreen,
    },
    {
      id: 'forgot',
      path: paths.guest.forgot,
      area: 'guest',
      titleKey: 'ลืมรหัสผ่าน',
      screen: async () => (await import('./index')).ForgotScreen,
    },
  ],
};
