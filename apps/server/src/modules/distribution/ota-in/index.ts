/**
 * The door of OTA in (issue 17 item 6, issue 30, decision 042): channel managers' OTA messages,
 * applied whole through rates' one ARI write path (decision 046) or refused whole, for `ari:write`
 * keys.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import type { AriService } from '../../rates/index.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import { OtaInRepository } from './ota-in.repository.ts';
import { otaInRoutes } from './ota-in.routes.ts';
import { OtaInService } from './ota-in.service.ts';

export { OTA_BODY_LIMIT_BYTES } from './ota-in.routes.ts';
export { type OtaInAnswer, type OtaInCaller, OtaInService } from './ota-in.service.ts';

/** OTA in: `app.services.otaIn` and its route; `apiKeys` says which hotels a key reaches. */
export function createOtaInModule(
  context: ModuleContext,
  deps: { ari: AriService; apiKeys: Pick<ApiKeysService, 'distributes'> },
): ServerModule<{ otaIn: OtaInService }> {
  const { db } = context.database;
  const otaIn = new OtaInService(db, new OtaInRepository(db), deps.ari);
  return {
    services: { otaIn },
    async register(app: FastifyInstance) {
      await app.register(otaInRoutes, { otaIn, apiKeys: deps.apiKeys });
    },
  };
}
