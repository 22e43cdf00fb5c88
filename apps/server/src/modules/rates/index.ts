/**
 * The rates module's door (decision 049): contracts, rates, the calendar and their ARI (prices,
 * allotments, restrictions), the one ARI write path (decision 046) and the CSV of a season. What
 * other modules use is exported here: the services, the row types they read, the write steps and
 * their error, and pure helpers. Its repositories and tables stay inside: distribution reads the
 * room types of a hotel or of its rates through AriService.
 */
import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { AriRepository } from './ari.repository.ts';
import { ariRoutes } from './ari.routes.ts';
import { AriService } from './ari.service.ts';
import { ariCsvRoutes } from './ari-csv.routes.ts';
import { AriCsvService } from './ari-csv.service.ts';
import { quoteRoutes } from './quote.routes.ts';
import { rateCalendarRoutes } from './rate-calendar.routes.ts';
import { RatesRepository } from './rates.repository.ts';
import { ratesRoutes } from './rates.routes.ts';
import { RatesService } from './rates.service.ts';

export type { AriRateRow, PlanControlRow, RoomTypeRow, Written } from './ari.repository.ts';
export {
  ARI_WRITE_CELLS_MAX,
  AriService,
  type AriStep,
  AriWriteError,
  type Cell,
  derivationOf,
  type StayRead,
  toRoomType,
  withinCellCap,
} from './ari.service.ts';
export { AriCsvService } from './ari-csv.service.ts';
export type { RatesScope } from './rates.access.ts';
export { RatesService } from './rates.service.ts';

export interface RatesServices {
  rates: RatesService;
  ari: AriService;
  ariCsv: AriCsvService;
}

/**
 * The rates module: its services (`app.services.rates`, `.ari`, `.ariCsv`) and its routes. Every
 * write of a rate or of its ARI is told to distribution through `changes` (the port of
 * lib/distribution-changes.ts) in the write's own transaction.
 */
export function createRatesModule(
  context: ModuleContext,
  deps: { changes: DistributionChanges; activity: ActivityLog; rateLimiter: RateLimiter },
): ServerModule<RatesServices> {
  const { db, readCache } = context.database;
  const ariRepository = new AriRepository(db, deps.changes);
  const ari = new AriService(ariRepository, readCache, deps.activity);
  const rates = new RatesService(new RatesRepository(db, deps.changes), ariRepository, deps.activity);
  const ariCsv = new AriCsvService(ari);
  return {
    services: { rates, ari, ariCsv },
    async register(app: FastifyInstance) {
      await app.register(ratesRoutes, { rates });
      await app.register(rateCalendarRoutes, { rates });
      await app.register(ariRoutes, { ari });
      await app.register(quoteRoutes, { ari, rateLimiter: deps.rateLimiter });
      await app.register(ariCsvRoutes, { csv: ariCsv });
    },
  };
}
