import type { Contact } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { createContact, deleteContact, updateContact } from '../../../api/contacts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type PlannedSave, parseInput } from '../model/contact-form.ts';

export type SaveOutcome =
  | { key: string; kind: 'created' | 'updated'; contact: Contact }
  | { key: string; kind: 'deleted'; id: number }
  | { key: string; kind: 'failed'; error: unknown };

const failed =
  (key: string) =>
  (error: unknown): SaveOutcome => ({ key, kind: 'failed', error });

/**
 * Applies a save plan: every call runs, and each contact's outcome is answered, so that a
 * failure of one contact neither hides the others' success nor loses what was typed.
 * A contact already gone (404 on delete) counts as deleted.
 */
export async function runSavePlan(plan: PlannedSave): Promise<SaveOutcome[]> {
  return Promise.all([
    ...plan.delete.map(({ key, id }) =>
      deleteContact(id).then(
        (): SaveOutcome => ({ key, kind: 'deleted', id }),
        (error: unknown): SaveOutcome =>
          error instanceof ApiError && error.status === 404
            ? { key, kind: 'deleted', id }
            : failed(key)(error),
      ),
    ),
    ...plan.update.map(({ key, id, input }) =>
      Promise.resolve()
        .then(() => updateContact(id, parseInput(input)))
        .then((contact): SaveOutcome => ({ key, kind: 'updated', contact }), failed(key)),
    ),
    ...plan.create.map(({ key, input }) =>
      Promise.resolve()
        .then(() => createContact(parseInput(input)))
        .then((contact): SaveOutcome => ({ key, kind: 'created', contact }), failed(key)),
    ),
  ]);
}

export function useSaveContacts() {
  return useMutation({ mutationFn: runSavePlan });
}
