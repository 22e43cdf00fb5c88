import { zodResolver } from '@hookform/resolvers/zod';
import { type TotpDisableInput, totpDisableSchema } from '@hotel/domain';
import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useDisableTotp } from '../api/totp.ts';
import { RecoveryCodesRegeneration } from './RecoveryCodesRegeneration.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

interface Props {
  enabled: boolean;
  /** Staff (approbe_contract_perm) cannot turn it off. */
  staff: boolean;
  /** The factor was turned on or off: reload the user. */
  onChange(): void;
}

/** The profile's second-factor section: status, enrolment, new recovery codes, and turning it off. */
export function TwoFactorCard({ enabled, staff, onChange }: Props) {
  const { t } = useTranslation();
  const [enrolling, setEnrolling] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const on = enabled || confirmed;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="totp-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="totp-title">
            {t('security.title')}
          </Title>
          <Badge color={on ? 'teal.9' : 'gray'} variant={on ? 'filled' : 'light'} data-testid="totp-status">
            {on ? t('security.status_on') : t('security.status_off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('security.intro')}
        </Text>
        {enrolling ? (
          <TotpEnrolment
            onEnabled={() => {
              setEnrolling(false);
              onChange();
            }}
            onConfirmed={() => setConfirmed(true)}
            onCancel={() => setEnrolling(false)}
          />
        ) : on ? (
          <>
            <RecoveryCodesRegeneration onOpenChange={setRegenerating} />
            {/* While new codes are asked for or shown, turning the factor off is not offered beside them. */}
            {regenerating ? null : staff ? (
              <Text size="sm">{t('security.staff_required')}</Text>
            ) : (
              <DisableForm
                onDisabled={() => {
                  setConfirmed(false);
                  onChange();
                }}
              />
            )}
          </>
        ) : (
          <Group>
            <Button onClick={() => setEnrolling(true)}>{t('security.enable')}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function DisableForm({ onDisabled }: { onDisabled(): void }) {
  const { t } = useTranslation();
  const mutation = useDisableTotp();
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<typeof totpDisableSchema>, unknown, TotpDisableInput>({
    resolver: zodResolver(totpDisableSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await mutation.mutateAsync(password);
      notifySaved(t('security.disabled'));
      onDisabled();
    } catch (error) {
      setFormError(applyServerErrors(error, ['password'], form.setError, t));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('security.disable_title')}>
      <Stack gap="sm">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group align="flex-end">
          <PasswordInput
            label={t('security.disable_password')}
            autoComplete="current-password"
            required
            w={260}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggle_password') }}
            error={translateMessage(t, form.formState.errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" color="red" variant="light" loading={mutation.isPending}>
            {t('security.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
