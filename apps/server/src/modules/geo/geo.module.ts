import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { geoRoutes } from './geo.routes.ts';
import { GeoService } from './geo.service.ts';

/** Reverse geocoding (decision 049): GEOCODER_URL when set, else the offline gazetteer. */
export function createGeoModule(context: ModuleContext): ServerModule<{ geo: GeoService }> {
  const geo = new GeoService(context.config.GEOCODER_URL, context.log);
  return {
    services: { geo },
    async register(app) {
      await app.register(geoRoutes, { geo });
    },
  };
}
