/**
 * The player header's entry (`@pp/features/auth/header`): what the main layout shows on every
 * protected page, without the guest screens and their form libraries.
 */
export { PlayerHeader } from './components/PlayerHeader';
