/** The geo module's door (decision 049). */
export { createGeoModule } from './geo.module.ts';
export type { GeoService } from './geo.service.ts';
