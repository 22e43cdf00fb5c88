import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { ContractsRepository } from './contracts.repository.ts';
import { contractsRoutes } from './contracts.routes.ts';
import {
  type ApprovalContent,
  type ContractMailer,
  ContractsService,
  type OpinionsStep,
  type RoomSource,
} from './contracts.service.ts';

/**
 * Sending and approving a hotel's contract (decision 049). An approval stores the review document
 * (`approvals`), is written to the activity log and, for distribution, is an event and a content
 * change (`changes`), all in its own transaction.
 */
export function createContractsModule(
  context: ModuleContext,
  deps: {
    rooms: RoomSource;
    opinions: OpinionsStep;
    mail: ContractMailer;
    approvals: ApprovalContent;
    activity: ActivityLog;
    changes: DistributionChanges;
  },
): ServerModule<{ contracts: ContractsService }> {
  const { config, database, log } = context;
  const contracts = new ContractsService(
    new ContractsRepository(database.db),
    deps.rooms,
    deps.opinions,
    deps.mail,
    deps.approvals,
    deps.activity,
    { staffEmail: config.CONTACT_EMAIL, publicUrl: config.PUBLIC_URL, log, events: deps.changes },
  );
  return {
    services: { contracts },
    async register(app) {
      await app.register(contractsRoutes, { contracts });
    },
  };
}
