import { zodResolver } from '@hookform/resolvers/zod';
import { type RecoveryCodesRegenerateInput, recoveryCodesRegenerateSchema } from '@hotel/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { useRegenerateRecoveryCodes } from '../api/totp.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TotpCodeField } from './TotpCodeField.tsx';

interface Props {
  /** The action opened (the code form, then the new codes) or closed again. */
  onOpenChange?(open: boolean): void;
}

/**
 * "Generate new recovery codes" while the second factor is on: a current code from the app
 * confirms it, the ten new codes are shown once, and the user is told the old ones stopped working.
 */
export function RecoveryCodesRegeneration({ onOpenChange }: Props) {
  const { t } = useTranslation();
  const mutation = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<typeof recoveryCodesRegenerateSchema>, unknown, RecoveryCodesRegenerateInput>({
    resolver: zodResolver(recoveryCodesRegenerateSchema),
    defaultValues: { code: '' },
  });

  const toggle = (next: boolean) => {
    setOpen(next);
    setCodes(undefined);
    setFormError(undefined);
    form.reset();
    onOpenChange?.(next);
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      setCodes((await mutation.mutateAsync(code)).recovery_codes);
    } catch (error) {
      setFormError(applyServerErrors(error, ['code'], form.setError, t));
    }
  });

  if (!open) {
    return (
      <Group>
        <Button variant="default" onClick={() => toggle(true)}>
          {t('security.regenerate.open')}
        </Button>
      </Group>
    );
  }

  if (codes) {
    return (
      <Stack data-testid="new-recovery-codes">
        <Alert color="teal" role="status">
          {t('security.regenerate.done')}
        </Alert>
        <RecoveryCodesList codes={codes} />
        <Group>
          <Button onClick={() => toggle(false)}>{t('security.recovery_done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="recovery-regenerate-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="recovery-regenerate-title">
          {t('security.regenerate.title')}
        </Title>
        <Text size="sm">{t('security.regenerate.text')}</Text>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TotpCodeField registration={form.register('code')} error={form.formState.errors.code?.message} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('security.regenerate.confirm')}
          </Button>
          <Button variant="default" onClick={() => toggle(false)}>
            {t('security.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
