import { ContactsScreen } from '../../features/contacts/components/ContactsScreen.tsx';

export default function ContactsRoute() {
  return <ContactsScreen />;
}
