import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { PhotographerRepository } from './photographer.repository.ts';
import { photographerRoutes } from './photographer.routes.ts';
import { type PhotographerMailer, PhotographerService } from './photographer.service.ts';

/** Photographer requests (decision 049): each one an e-mail to the staff inbox (CONTACT_EMAIL). */
export function createPhotographerModule(
  context: ModuleContext,
  deps: { rateLimiter: RateLimiter; mail: PhotographerMailer },
): ServerModule<{ photographer: PhotographerService }> {
  const photographer = new PhotographerService(
    new PhotographerRepository(context.database.db),
    deps.rateLimiter,
    deps.mail,
    { staffEmail: context.config.CONTACT_EMAIL },
  );
  return {
    services: { photographer },
    async register(app) {
      await app.register(photographerRoutes, { photographer });
    },
  };
}
