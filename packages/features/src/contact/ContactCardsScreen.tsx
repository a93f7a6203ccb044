import { ContactDirectory } from './components/ContactDirectory';

/** `/app/contact/c-card`: the contacts as cards, grouped by first letter. */
export function ContactCardsScreen() {
  return <ContactDirectory view="cards" />;
}
