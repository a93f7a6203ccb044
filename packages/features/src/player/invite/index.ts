/** The invite screen, loaded on its own from the route registry (routes.ts). */
export { InviteScreen, type InviteScreenProps, type ShareLink } from './InviteScreen';
