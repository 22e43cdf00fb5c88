import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * The query cache's provider, put around each lazily loaded screen by the router rather than around
 * the whole app: the login page, which needs no query, then does not download react-query first.
 */
export function QueryHost({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
