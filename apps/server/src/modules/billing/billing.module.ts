import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { BillingRepository } from './billing.repository.ts';
import { billingRoutes } from './billing.routes.ts';
import { BillingService } from './billing.service.ts';
import { billingConfigurationsRoutes } from './billing-configurations.routes.ts';
import { paymentMethodsRoutes } from './payment-methods.routes.ts';

/** Billing data, payment methods and billing configurations (decision 049). */
export function createBillingModule(context: ModuleContext): ServerModule<{ billing: BillingService }> {
  const billing = new BillingService(new BillingRepository(context.database.db));
  return {
    services: { billing },
    async register(app) {
      await app.register(billingRoutes, { billing });
      await app.register(paymentMethodsRoutes, { billing });
      await app.register(billingConfigurationsRoutes, { billing });
    },
  };
}
