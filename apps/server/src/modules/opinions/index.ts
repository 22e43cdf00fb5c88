/** The opinions module's door (decision 049). */
export { createOpinionsModule } from './opinions.module.ts';
export type { OpinionsService } from './opinions.service.ts';
