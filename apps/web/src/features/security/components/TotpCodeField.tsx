import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';

/** The six-digit code of the authenticator app (seven characters with a space in the middle). */
export function TotpCodeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('security.code')}
      description={t('security.code_hint')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      required
      w={220}
      error={translateMessage(t, error)}
      {...registration}
    />
  );
}
