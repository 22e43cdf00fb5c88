import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteWebhook,
  patchWebhook,
  postApiKey,
  postWebhook,
  resendDelivery,
  revokeApiKey,
  staffIntegrationKeys,
} from '../../../api/staff-integrations.ts';

/** The integrations screens' hooks on API keys, webhooks and deliveries (apps/web/src/api/staff-integrations.ts). */

/** Keys change the list, whatever the answer (a 409 means someone else revoked it meanwhile). */
function useRefresh(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

export function useCreateApiKey() {
  const refresh = useRefresh(staffIntegrationKeys.apiKeys());
  return useMutation({ mutationFn: postApiKey, onSettled: refresh });
}

export function useRevokeApiKey() {
  const refresh = useRefresh(staffIntegrationKeys.apiKeys());
  return useMutation({ mutationFn: revokeApiKey, onSettled: refresh });
}

export function useCreateWebhook() {
  const refresh = useRefresh(staffIntegrationKeys.webhooks());
  return useMutation({ mutationFn: postWebhook, onSettled: refresh });
}

export function useSetWebhookActive() {
  const refresh = useRefresh(staffIntegrationKeys.webhooks());
  return useMutation({
    mutationFn: ({ endpointId, active }: { endpointId: number; active: boolean }) =>
      patchWebhook(endpointId, { active }),
    onSettled: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh(staffIntegrationKeys.webhooks());
  return useMutation({ mutationFn: deleteWebhook, onSettled: refresh });
}

/** Sending again changes the deliveries and the endpoints' counts: the webhooks' queries all reload. */
export function useResendDelivery() {
  const refresh = useRefresh(staffIntegrationKeys.webhooks());
  return useMutation({ mutationFn: resendDelivery, onSettled: refresh });
}
