import type { TotpEnableInput, TotpSetupResponse, totpEnableSchema } from '@hotel/domain';
import { Alert, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useEnableTotp, useSetupTotp } from '../api/totp.ts';
import { EndOtherSessionsOffer } from './EndOtherSessionsOffer.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TotpCodeField } from './TotpCodeField.tsx';

const validation = lazyResolver(() =>
  import('../model/totp-validation.ts').then((module) => module.totpEnableResolver),
);

interface Props {
  /** After the recovery codes were shown and acknowledged. */
  onEnabled(): void;
  /** The server turned the factor on (the recovery codes are on screen). */
  onConfirmed?(): void;
  onCancel?(): void;
}

/** Enrolment: a QR code (and the key) for the app, a code to confirm, then the recovery codes, once. */
export function TotpEnrolment({ onEnabled, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const [secret, setSecret] = useState<TotpSetupResponse>();
  const [qr, setQr] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const [formError, setFormError] = useState<string>();
  const started = useRef(false);
  const form = useForm<z.input<typeof totpEnableSchema>, unknown, TotpEnableInput>({
    resolver: validation.resolver,
    defaultValues: { code: '' },
  });

  useEffect(() => validation.preload(), []);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate(undefined, {
      onSuccess: (answer) => setSecret(answer),
      onError: (error) => setFormError(applyServerErrors(error, [], form.setError, t)),
    });
  }, [setup, form.setError, t]);

  useEffect(() => {
    if (!secret) return;
    let live = true;
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toDataURL(secret.otpauth_url, { margin: 1, width: 208, errorCorrectionLevel: 'M' }).then(
        (url) => {
          if (live) setQr(url);
        },
      ),
    );
    return () => {
      live = false;
    };
  }, [secret]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      setCodes((await enable.mutateAsync(code)).recovery_codes);
      onConfirmed?.();
    } catch (error) {
      setFormError(applyServerErrors(error, ['code'], form.setError, t));
    }
  });

  if (codes) {
    return (
      <Stack data-testid="recovery-codes">
        <Alert color="teal" role="status">
          {t('security.enabled')}
        </Alert>
        <RecoveryCodesList codes={codes} />
        <EndOtherSessionsOffer />
        <Group>
          <Button onClick={onEnabled}>{t('security.recovery_done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {secret ? (
          <>
            <Text size="sm">{t('security.scan')}</Text>
            {qr ? (
              <Image src={qr} alt={t('security.qr_alt')} w={208} h={208} data-testid="totp-qr" />
            ) : (
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            )}
            <Text size="sm">{t('security.manual')}</Text>
            <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
              {secret.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
            <TotpCodeField registration={form.register('code')} error={form.formState.errors.code?.message} />
            <Group>
              <Button type="submit" loading={enable.isPending}>
                {t('security.confirm')}
              </Button>
              {onCancel ? (
                <Button variant="default" onClick={onCancel}>
                  {t('security.cancel')}
                </Button>
              ) : null}
            </Group>
          </>
        ) : setup.isPending ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : null}
      </Stack>
    </form>
  );
}
