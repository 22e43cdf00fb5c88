import { useCurrentUser } from '../../api/current-user.ts';
import { ContactsScreen } from '../../features/contacts/components/ContactsScreen.tsx';
import { PendingHotelsOffer } from '../../features/hotels/components/PendingHotelsOffer.tsx';

/**
 * /contacts, where saving the billing data leads (spec §4): the hotels chosen at registration and
 * not created yet are offered first, for creation in one step (issue 19), so that contacts can
 * serve them.
 */
export default function ContactsRoute() {
  const pending = useCurrentUser().data?.hotels ?? [];
  return (
    <ContactsScreen notice={pending.length > 0 ? <PendingHotelsOffer pending={pending} /> : undefined} />
  );
}
