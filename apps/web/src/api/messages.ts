import { type ContactMessageInput, type DetailAnswer, detailAnswerSchema } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/** The contact forms' messages to the group (spec, contact). Parsed with the domain's schema in development and tests. */

/** POST /api/generic/contact; a signed-in user's token goes along, linking the message to them. */
export async function postContactMessage(input: ContactMessageInput): Promise<DetailAnswer> {
  return checkedAnswer(
    await api<unknown>('/api/generic/contact', { method: 'POST', body: input }),
    import.meta.env.DEV && detailAnswerSchema,
  );
}
