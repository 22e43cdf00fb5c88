/**
 * The distribution module's door (issue 17, decision 029): what the group's systems and channel
 * managers read and write with API keys. It is made of sub-modules, each a folder entered through
 * its own index.ts: api-keys, change-feed, webhooks, events (the DistributionChanges port's
 * implementation), content-out, ari-out, ota-in, and ota (the OTA XML helpers and codes several of
 * them share). This door builds them all and registers their routes in the app's order.
 */
import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { AriService } from '../rates/index.ts';
import { type ApiKeysService, createApiKeysModule } from './api-keys/index.ts';
import { type AriOutService, createAriOutModule } from './ari-out/index.ts';
import { type ChangeFeedService, createChangeFeedModule } from './change-feed/index.ts';
import { type ContentOutService, createContentOutModule, type ReferenceRows } from './content-out/index.ts';
import { createOtaInModule, type OtaInService } from './ota-in/index.ts';
import { createWebhooksModule, type HostResolver, type WebhooksServices } from './webhooks/index.ts';

export type { ApiKeysService } from './api-keys/index.ts';
export { createDistributionChanges, DistributionEvents } from './events/index.ts';
export type { HostAddress, HostResolver } from './webhooks/index.ts';

/** The services of distribution, as `app.services` names them. */
export interface DistributionServices extends WebhooksServices {
  /** The events port (lib/distribution-changes.ts), the one handed to every module that writes. */
  distributionEvents: DistributionChanges;
  changeFeed: ChangeFeedService;
  apiKeys: ApiKeysService;
  ariOut: AriOutService;
  otaIn: OtaInService;
  contentOut: ContentOutService;
}

export interface DistributionDeps {
  /**
   * The events port, built apart by `createDistributionChanges()` rather than here: rates (and
   * rooms, contracts, staff) write through it, while distribution reads and writes ARI through
   * rates' AriService, so neither module could be built first if this one made it. It keeps no
   * state: app.ts builds one, hands it to rates and the others, and passes it here so that it is
   * `app.services.distributionEvents`.
   */
  changes: DistributionChanges;
  /** Rates' ARI: the room types ARI out and OTA in read, and the one write path OTA in applies through. */
  ari: AriService;
  /** The staff activity log (lib/activity-log.ts): staff's decisions on API keys and webhooks. */
  activity: ActivityLog;
  /** The catalogue's reference rows (names and OTA codes) content out names items with. */
  references: ReferenceRows;
  /** How webhook targets' host names are resolved (default node:dns; tests give a table). */
  resolveHost?: HostResolver;
}

/** Distribution: its services and, in `register`, its routes and the webhook dispatcher's closing. */
export function createDistributionModule(
  context: ModuleContext,
  deps: DistributionDeps,
): ServerModule<DistributionServices> {
  const apiKeys = createApiKeysModule(context, { activity: deps.activity });
  const changeFeed = createChangeFeedModule(context);
  const webhooks = createWebhooksModule(context, { activity: deps.activity, resolveHost: deps.resolveHost });
  const keys = apiKeys.services.apiKeys;
  const contentOut = createContentOutModule(context, { references: deps.references, apiKeys: keys });
  // ARI out lists the approved room types (decision 062), which content out reads.
  const ariOut = createAriOutModule(context, { ari: deps.ari, approved: contentOut.services.contentOut });
  const otaIn = createOtaInModule(context, { ari: deps.ari, apiKeys: keys });
  // The order the routes are registered in (and listed in the OpenAPI document).
  const parts: ServerModule[] = [apiKeys, changeFeed, webhooks, contentOut, ariOut, otaIn];
  return {
    services: {
      distributionEvents: deps.changes,
      ...changeFeed.services,
      ...webhooks.services,
      ...apiKeys.services,
      ...ariOut.services,
      ...otaIn.services,
      ...contentOut.services,
    },
    async register(app: FastifyInstance) {
      for (const part of parts) await part.register(app);
    },
  };
}
