import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

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
