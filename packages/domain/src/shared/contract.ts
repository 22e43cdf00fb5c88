import { z } from 'zod';
import { MSG } from './messages.ts';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const INT32_MAX = 2_147_483_647;

/**
 * An integer in its one canonical spelling: digits only, no sign, no leading zero, no spaces,
 * no exponent, no decimals, no `0x` (issue 18: `0x2`, `%202`, `01`, `1e0`, `+1`, `1.0` all read
 * as 2 or 1 through `z.coerce.number`, so one resource had many URLs).
 */
const CANONICAL_INTEGER = /^(?:0|[1-9][0-9]{0,9})$/;

/**
 * A numeric path parameter: the canonical decimal spelling of an integer within [min, max]
 * (a positive 32-bit id by default). Anything else names a resource that cannot exist, and the
 * server's error handler answers a params failure 404 (decision 023). Every route's numeric path
 * parameter uses this one helper.
 */
export function pathInt({ min = 1, max = INT32_MAX }: { min?: number; max?: number } = {}) {
  return z
    .string({ error: MSG.notFound })
    .regex(CANONICAL_INTEGER, { error: MSG.notFound })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: MSG.notFound }).max(max, { error: MSG.notFound }));
}

/** A positive 32-bit id in a path: `/api/hotel/{hotelId}`, `/room/{roomId}`, … */
export const idParam = pathInt();

/** GET /api/client-config: what the web app needs to know of the server's configuration (public: no secret goes here). */
export const clientConfigSchema = z.object({
  /** Map tiles for the location step, a Leaflet {z}/{x}/{y} template. */
  map_tile_url: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
