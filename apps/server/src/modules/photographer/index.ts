/** The photographer module's door (decision 049). */
export { createPhotographerModule } from './photographer.module.ts';
export type { PhotographerService } from './photographer.service.ts';
