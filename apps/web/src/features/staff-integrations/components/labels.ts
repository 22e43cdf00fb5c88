import { type ApiKeyScope, issueMessage, type WebhookDeliveryEvent } from '@hotel/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/** A scope's catalogue key: `content:read` → `…scopes.content_read` (':' separates namespaces in i18next). */
export const scopeKey = (scope: ApiKeyScope) => `staff.integrations.scopes.${scope.replace(':', '_')}`;

/** An event's catalogue key: `contract.approved` → `…events.contract_approved` ('.' would nest). */
export const eventKey = (event: WebhookDeliveryEvent) =>
  `staff.integrations.events.${event.replace('.', '_')}`;

export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** The first message of each field of a refused parse, translated (`hotels.3` counts as `hotels`). */
export function issueErrors<F extends string>(
  t: TFunction,
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): FormErrors<F> {
  const found: FormErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const message = issueMessage(issue);
    const key = (fields as readonly string[]).includes(field) ? (field as F) : 'form';
    found[key] ??= t(message.key, message.params);
  }
  return found;
}

/**
 * A refusal of the server on the form: each field's message (already translated by the server) on
 * its field, the others above the form; anything but an answer of the API is "unavailable".
 */
export function refusalErrors<F extends string>(
  t: TFunction,
  error: unknown,
  fields: readonly F[],
): FormErrors<F> {
  if (!(error instanceof ApiError)) return { form: t('errors.service_unavailable') } as FormErrors<F>;
  const found: FormErrors<F> = {};
  for (const [path, text] of error.fieldErrors) {
    const field = path.split('.')[0] ?? path;
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= text;
    else found.form ??= text;
  }
  found.form ??= error.messages('non_field_errors')[0];
  if (Object.values(found).every((value) => !value)) found.form = t('errors.service_unavailable');
  return found;
}
