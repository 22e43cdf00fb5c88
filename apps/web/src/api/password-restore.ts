import {
  type DetailAnswer,
  detailAnswerSchema,
  type RestoreConfirmInput,
  type RestoreRequestInput,
} from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * A forgotten password (spec §4): the restore e-mail, then a new password set with its link's
 * token. Answers are parsed with the domain's schema in development and tests.
 */

/** POST /api/auth/user/restore-pass: the answer is the same whether the email has an account or not. */
export async function postRestoreRequest(input: RestoreRequestInput): Promise<DetailAnswer> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/restore-pass', { method: 'POST', body: input }),
    import.meta.env.DEV && detailAnswerSchema,
  );
}

/** POST /api/auth/user/restore-pass/confirm: sets the new password; the server ends every session. */
export async function postRestoreConfirm(input: RestoreConfirmInput): Promise<DetailAnswer> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/restore-pass/confirm', { method: 'POST', body: input }),
    import.meta.env.DEV && detailAnswerSchema,
  );
}
