import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AuthService } from '../auth/index.ts';
import type { MailService } from '../mail/index.ts';
import { MessagesRepository } from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { MessagesService } from './messages.service.ts';

/**
 * The public and dashboard contact forms (decision 049): stored, then e-mailed to the staff; a
 * signed-in sender's token (read through `auth`) links the message to them.
 */
export function createMessagesModule(
  context: ModuleContext,
  deps: { rateLimiter: RateLimiter; mail: MailService; auth: AuthService },
): ServerModule<{ messages: MessagesService }> {
  const { config, database, log } = context;
  const messages = new MessagesService(
    new MessagesRepository(database.db),
    deps.rateLimiter,
    deps.mail,
    config,
    log,
  );
  return {
    services: { messages },
    async register(app) {
      await app.register(messagesRoutes, { messages, auth: deps.auth });
    },
  };
}
