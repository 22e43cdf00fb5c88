import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateRateContract } from '../api/rate-contracts.ts';

/** A contract of its own name (the wizard can create one too). */
export function NewRateContractForm({ userId, hotelId }: { userId: number; hotelId: number }) {
  const { t } = useTranslation();
  const create = useCreateRateContract(userId, hotelId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    create.mutate(name, {
      onSuccess() {
        notifySaved(t('rates.list.contract_created'));
        setName('');
        setOpen(false);
      },
      onError(failure) {
        setError(
          failure instanceof ApiError
            ? (failure.messages('name')[0] ?? failure.messages('non_field_errors')[0])
            : t('errors.service_unavailable'),
        );
      },
    });
  }

  if (!open) {
    return (
      <Group>
        <Button variant="default" onClick={() => setOpen(true)}>
          {t('rates.list.new_contract')}
        </Button>
      </Group>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('rates.list.new_contract')}>
      <Group align="flex-start">
        <TextInput
          label={t('rates.list.contract_name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={translateMessage(t, error)}
          required
          maxLength={100}
          data-autofocus
          w={320}
        />
        <Group mt={25}>
          <Button type="submit" loading={create.isPending}>
            {t('rates.list.create_contract')}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('rates.list.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
