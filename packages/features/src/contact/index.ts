// Public entry of the contacts app (`@pp/features/contact`): the screens of /app/contact/*.
export { ContactCardsScreen } from './ContactCardsScreen';
export { ContactListScreen } from './ContactListScreen';
