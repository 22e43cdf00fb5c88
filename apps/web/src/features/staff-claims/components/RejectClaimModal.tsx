import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClaimReject,
  claimRejectSchema,
  isMessageKey,
  STAFF_REASON_MAX,
  type StaffClaim,
} from '@hotel/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useRejectClaim } from '../api/claims.ts';

const FIELDS = ['reason'] as const;

/**
 * Rejecting a claim (decision 027): a reason of 1 to 2000 characters, required, that the claimant
 * sees in "my claims" and receives by e-mail. The server's 400 lands on the field.
 */
export function RejectClaimModal({ claim, onClose }: { claim: StaffClaim | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const reject = useRejectClaim();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ClaimReject>({
    resolver: zodResolver(claimRejectSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const tooLong = reason.length > STAFF_REASON_MAX;

  const close = () => {
    form.reset({ reason: '' });
    setFormError(undefined);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!claim) return;
    setFormError(undefined);
    try {
      await reject.mutateAsync({ claimId: claim.id, reason: values.reason });
      notifySaved(t('staff.claims.rejected', { name: claim.claimant.name, hotel: claim.hotel.name }));
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  const error = form.formState.errors.reason?.message;
  return (
    <Modal
      opened={claim !== undefined}
      onClose={close}
      title={t('staff.claims.reject_title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {claim ? (
            <Text size="sm">
              {t('staff.claims.reject_intro', { name: claim.claimant.name, hotel: claim.hotel.name })}
            </Text>
          ) : null}
          {formError ? (
            <Alert color="red" role="alert" data-testid="reject-error">
              {formError}
            </Alert>
          ) : null}
          <Textarea
            label={t('staff.claims.reason')}
            required
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Text span size="xs" c={tooLong ? 'red.8' : 'dimmed'} data-testid="reason-counter">
                {t('staff.counter', { count: reason.length, max: STAFF_REASON_MAX })}
              </Text>
            }
            {...form.register('reason')}
            error={error && isMessageKey(error) ? t(error, { max: STAFF_REASON_MAX }) : error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={reject.isPending}>
              {t('staff.claims.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
