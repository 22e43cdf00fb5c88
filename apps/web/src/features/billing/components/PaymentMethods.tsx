import { type BillingPaymentMethod, formatIban } from '@hotel/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeletePaymentMethod } from '../api/payment-methods.ts';
import { type BankSuggestion, PaymentMethodForm } from './PaymentMethodForm.tsx';

interface Props {
  methods: BillingPaymentMethod[];
  suggestion?: BankSuggestion;
}

/** The user's payment methods, each editable in place; a new one is added below the list. */
export function PaymentMethods({ methods, suggestion }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeletePaymentMethod();

  async function deleteMethod(method: BillingPaymentMethod) {
    if (!(await confirm(t, t('billing.methods.delete_confirm', { label: method.label })))) return;
    try {
      await remove.mutateAsync(method.id);
      notifySaved(t('billing.methods.deleted'));
    } catch (failure) {
      // Already gone counts as deleted; in use (409) comes with the server's explanation.
      if (failure instanceof ApiError && failure.status === 404) notifySaved(t('billing.methods.deleted'));
      else notifyError(failure instanceof ApiError ? failure.message : t('errors.service_unavailable'));
    }
  }

  return (
    <Stack data-testid="payment-methods">
      {methods.length === 0 && editing !== 'new' ? (
        <Text size="sm" c="dimmed" data-testid="payment-methods-empty">
          {t('billing.methods.empty')}
        </Text>
      ) : null}
      {methods.map((method) =>
        editing === method.id ? (
          <Card key={method.id} withBorder>
            <PaymentMethodForm method={method} onDone={() => setEditing(null)} />
          </Card>
        ) : (
          <Card
            key={method.id}
            withBorder
            component="section"
            aria-labelledby={`payment-method-${method.id}`}
            data-testid="payment-method"
          >
            {/* The buttons go below the details when both do not fit on one line (phones). */}
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={3} size="h5" id={`payment-method-${method.id}`}>
                    {method.label}
                  </Title>
                  <Badge variant="light" color="blue" c="blue.9" tt="none">
                    {t(`billing.methods.kinds.${method.kind}`)}
                  </Badge>
                </Group>
                {method.iban ? (
                  <>
                    <Text size="sm">{method.holder}</Text>
                    <Text size="sm" ff="monospace" data-testid="payment-method-iban">
                      {formatIban(method.iban)}
                    </Text>
                    <Text size="sm" ff="monospace">
                      {method.bic}
                    </Text>
                  </>
                ) : null}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button variant="subtle" size="xs" onClick={() => setEditing(method.id)}>
                  {t('billing.methods.edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="xs"
                  loading={remove.isPending && remove.variables === method.id}
                  onClick={() => void deleteMethod(method)}
                >
                  {t('billing.methods.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ),
      )}
      {editing === 'new' ? (
        <Card withBorder>
          <PaymentMethodForm method={null} suggestion={suggestion} onDone={() => setEditing(null)} />
        </Card>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setEditing('new')}>
            {t('billing.methods.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
