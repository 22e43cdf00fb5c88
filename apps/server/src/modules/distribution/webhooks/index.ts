/**
 * The door of webhooks (issue 17, decision 029; targets: decision 043): staff's endpoints, the
 * deliveries' body and signature, and the dispatcher that sends the outbox (main.ts starts it).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { ActivityLog } from '../../../lib/activity-log.ts';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks.dispatcher.ts';
import { WebhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { WebhooksService } from './webhooks.service.ts';
import { type HostResolver, WebhookTargets } from './webhooks.targets.ts';

export { type WebhookHotel, webhookBody } from './webhooks.body.ts';
export { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks.dispatcher.ts';
export { WebhooksService } from './webhooks.service.ts';
export {
  type AllowedHost,
  type HostAddress,
  type HostResolver,
  parseAllowedHosts,
  WebhookTargets,
} from './webhooks.targets.ts';

export interface WebhooksServices {
  webhookTargets: WebhookTargets;
  webhooks: WebhooksService;
  webhookDispatcher: WebhookDispatcher;
}

/** A dispatcher of the webhook outbox in `db` (the app's, or a bench's with its backoff shortened). */
export function createWebhookDispatcher(db: Db, options: WebhookDispatcherOptions): WebhookDispatcher {
  return new WebhookDispatcher(new WebhooksRepository(db), options);
}

/**
 * Webhooks: their targets (public addresses only, unless WEBHOOK_ALLOWED_HOSTS names them; host
 * names resolved by `resolveHost`, node:dns by default), the back office's service and routes,
 * and the dispatcher, closed with the app so that deliveries in flight finish first.
 */
export function createWebhooksModule(
  context: ModuleContext,
  deps: { activity: ActivityLog; resolveHost?: HostResolver },
): ServerModule<WebhooksServices> {
  const { db } = context.database;
  const webhookTargets = new WebhookTargets(context.config.WEBHOOK_ALLOWED_HOSTS, deps.resolveHost);
  const webhooks = new WebhooksService(new WebhooksRepository(db), deps.activity, webhookTargets);
  const webhookDispatcher = createWebhookDispatcher(db, { log: context.log, targets: webhookTargets });
  return {
    services: { webhookTargets, webhooks, webhookDispatcher },
    async register(app: FastifyInstance) {
      // onClose hooks run last-added first: this one before the database's, added when the app was built.
      app.addHook('onClose', () => webhookDispatcher.close());
      await app.register(webhooksRoutes, { webhooks });
    },
  };
}
