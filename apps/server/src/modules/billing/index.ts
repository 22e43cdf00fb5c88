/** The billing module's door (decision 049). */
export { createBillingModule } from './billing.module.ts';
export type { BillingService } from './billing.service.ts';
