import { isMessageKey } from '@hotel/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** A validation message: the domain schemas carry catalogue keys, the server sends translated text. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // i18next answers the key itself when it has no text for it; a sentence is shown as it is.
  return isMessageKey(message) ? t(message) : message;
}

/**
 * Puts a server answer's field errors on the matching form fields and answers the first
 * non-field message (spec §5), or a generic one for an unexpected failure.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  t: TFunction,
): string | undefined {
  if (!(error instanceof ApiError)) return t('errors.service_unavailable');
  const unplaced: string[] = [];
  for (const [field, message] of error.fieldErrors) {
    const root = field.split('.')[0] ?? field;
    if (fields.includes(root)) setError(root as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  return error.messages('non_field_errors')[0] ?? unplaced[0];
}

/**
 * What a refused change says: the server's message for `field` (its 400), else its non-field
 * message (403, 409), else a 404's or a generic one.
 */
export function refusalText(t: TFunction, error: unknown, field?: string, notFound?: string): string {
  if (!(error instanceof ApiError)) return t('errors.service_unavailable');
  const own = field ? error.messages(field)[0] : undefined;
  if (own) return own;
  if (error.status === 404 && notFound) return notFound;
  return (
    error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1] ?? t('errors.service_unavailable')
  );
}
