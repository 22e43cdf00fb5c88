/** The messages module's door (decision 049). */
export { createMessagesModule } from './messages.module.ts';
export type { MessagesService } from './messages.service.ts';
