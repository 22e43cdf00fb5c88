import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export interface ClientConfig {
  /** Leaflet tile template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  map_tile_url: string;
}

/** GET /api/client-config: public settings of the server (the map tiles); they change only on redeploy. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => api<ClientConfig>('/api/client-config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
