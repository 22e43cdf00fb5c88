import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContract } from '../api/contract.ts';

/**
 * Said before the owner tries to send (decision 027): staff must verify that the hotel is theirs
 * first; until then the server refuses the send with 409 `contract.errors.not_verified`.
 */
export function UnverifiedNotice({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const contract = useContract(hotelId);
  if (contract.data?.verified !== false) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('contract.unverified.title')}
      data-testid="unverified-notice"
    >
      {t('contract.unverified.text')}
    </Alert>
  );
}
