import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ReferenceKind, referenceQuery } from '../api/reference.ts';

/**
 * A reference list of spec §7 in the current language (api/reference.ts). The language is part
 * of the key, so switching language reloads the wizard's reference resources (spec §2).
 */
export function useReference<K extends ReferenceKind>(kind: K) {
  const { i18n } = useTranslation();
  return useQuery(referenceQuery(kind, i18n.language));
}
