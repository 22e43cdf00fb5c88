import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { WizardRepository } from './wizard.repository.ts';
import { wizardRoutes } from './wizard.routes.ts';
import { WizardService } from './wizard.service.ts';

/** Step reviews (issue 19, decisions 031 and 049): a step counts in the progress once it is saved. */
export function createWizardModule(context: ModuleContext): ServerModule<{ wizard: WizardService }> {
  const wizard = new WizardService(new WizardRepository(context.database.db));
  return {
    services: { wizard },
    async register(app) {
      await app.register(wizardRoutes, { wizard });
    },
  };
}
