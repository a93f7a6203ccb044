/**
 * The login route's entry (`@pp/features/auth/login`): the login screen alone, without register,
 * forgot and the player header, so a first visit to /login downloads only what it shows.
 */
export { LoginScreen } from './LoginScreen';
