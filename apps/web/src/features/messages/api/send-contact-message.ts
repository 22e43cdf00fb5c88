import type { ContactMessageInput, DetailAnswer } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/generic/contact; a signed-in user's token goes along, linking the message to them. */
export function sendContactMessage(input: ContactMessageInput): Promise<DetailAnswer> {
  return api<DetailAnswer>('/api/generic/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
