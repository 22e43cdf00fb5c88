/** The contacts module's door (decision 049). */
export { createContactsModule } from './contacts.module.ts';
export type { ContactsService } from './contacts.service.ts';
