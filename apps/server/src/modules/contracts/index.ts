/** The contracts module's door (decision 049). */
export { createContractsModule } from './contracts.module.ts';
export type { ApprovalContent, ContractsService } from './contracts.service.ts';
