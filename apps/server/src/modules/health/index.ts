/** The health module's door (decision 049). */
export { createHealthModule } from './health.module.ts';
