// The contacts app's screens (/app/contact/*), loaded through the route registry's `appScreens.ts`.
export { ContactCardsScreen } from './ContactCardsScreen';
export { ContactListScreen } from './ContactListScreen';
