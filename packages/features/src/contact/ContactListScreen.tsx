import { ContactDirectory } from './components/ContactDirectory';

/** `/app/contact/c-list`: the contacts as a list, grouped by first letter. */
export function ContactListScreen() {
  return <ContactDirectory view="list" />;
}
