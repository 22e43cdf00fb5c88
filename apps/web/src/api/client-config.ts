import { type ClientConfig, clientConfigSchema } from '@hotel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * Public settings of the server (the map tiles); they change only on redeploy. The answer is
 * parsed with the domain's schema in development and tests.
 */

/** Query keys of this resource. */
export const clientConfigKeys = {
  all: ['client-config'] as const,
};

/** GET /api/client-config */
export async function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return checkedAnswer(
    await api<unknown>('/api/client-config', { signal }),
    import.meta.env.DEV && clientConfigSchema,
  );
}

export function clientConfigQuery() {
  return queryOptions({
    queryKey: clientConfigKeys.all,
    queryFn: ({ signal }) => fetchClientConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The server's public settings; read by the location step and the staff review's map. */
export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
