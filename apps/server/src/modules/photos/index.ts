/** The photos module's door (decision 049). */
export { createPhotosModule } from './photos.module.ts';
export type { PhotosService } from './photos.service.ts';
