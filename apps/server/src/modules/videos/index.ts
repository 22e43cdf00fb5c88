/** The videos module's door (decision 049). */
export { createVideosModule } from './videos.module.ts';
export type { VideosService } from './videos.service.ts';
