import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import { ContactsRepository } from './contacts.repository.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { ContactsService } from './contacts.service.ts';

/** Contact persons and the hotels they serve (decision 049), among the user's own hotels. */
export function createContactsModule(
  context: ModuleContext,
  deps: { hotels: Pick<HotelDirectory, 'listForUser'> },
): ServerModule<{ contacts: ContactsService }> {
  const contacts = new ContactsService(new ContactsRepository(context.database.db), deps.hotels);
  return {
    services: { contacts },
    async register(app) {
      await app.register(contactsRoutes, { contacts });
    },
  };
}
