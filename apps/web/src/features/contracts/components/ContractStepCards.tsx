import { WIZARD_SHOWN_STEPS } from '@hotel/domain';
import { Anchor, Badge, Button, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractHotel } from '../../../api/contracts.ts';

/** The contract step's three lists: the hotels ready to send, those still missing something, those sent. */

export function ReadyCard({
  ready,
  isChosen,
  onChoose,
  onSend,
  sending,
}: {
  ready: ContractHotel[];
  isChosen(hotel: ContractHotel): boolean;
  onChoose(hotelId: number, chosen: boolean): void;
  onSend(): void;
  sending: boolean;
}) {
  const { t, i18n } = useTranslation();
  // What is sent, counted and named from the wizard's own steps (issue 34: it promised ten and named nine).
  const steps = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    WIZARD_SHOWN_STEPS.map((step) => t(`nav.${step.key}`)),
  );
  return (
    <Card withBorder data-testid="contract-ready">
      <Title order={2} size="h4" mb="xs">
        {t('contract.step.ready_title')}
      </Title>
      {ready.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('contract.step.ready_empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('contract.step.will_send', { count: WIZARD_SHOWN_STEPS.length, steps })}</Text>
          {ready.map((hotel) => (
            <Checkbox
              key={hotel.id}
              checked={isChosen(hotel)}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                onChoose(hotel.id, checked);
              }}
              label={hotel.city ? `${hotel.name} · ${hotel.city}` : hotel.name}
              description={
                hotel.contract_status === 'none'
                  ? undefined
                  : t(`contract.step.again.${hotel.contract_status}`)
              }
              data-testid={`contract-ready-${hotel.id}`}
            />
          ))}
        </Stack>
      )}
      <Group mt="md">
        <Button
          onClick={onSend}
          disabled={!ready.some(isChosen)}
          loading={sending}
          data-testid="send-contract"
        >
          {t('contract.step.action')}
        </Button>
      </Group>
    </Card>
  );
}

export function PendingCard({
  pending,
  onOpen,
}: {
  pending: ContractHotel[];
  /** Selects the hotel and opens its wizard at `path`. */
  onOpen(hotelId: number, path: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="contract-pending">
      <Title order={2} size="h4" mb="xs">
        {t('contract.step.pending_title')}
      </Title>
      <Stack gap="md">
        {pending.map((hotel) => (
          <div key={hotel.id} data-testid={`contract-pending-${hotel.id}`}>
            <Text fw={600}>{hotel.name}</Text>
            <List size="sm" spacing={4} mt={4}>
              {hotel.missing.map((item) => (
                <List.Item key={item.step}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onOpen(hotel.id, item.path)}
                  >
                    {t('contract.step.complete_step', { step: t(`nav.${item.step}`) })}
                  </Anchor>
                </List.Item>
              ))}
              {hotel.verified ? null : <List.Item>{t('contract.step.unverified')}</List.Item>}
            </List>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

export function DoneCard({ done }: { done: ContractHotel[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="contract-done">
      <Title order={2} size="h4" mb="xs">
        {t('contract.step.done_title')}
      </Title>
      <Stack gap="xs">
        {done.map((hotel) => (
          <Group key={hotel.id} gap="sm" wrap="nowrap" justify="space-between">
            <Text>{hotel.name}</Text>
            <Badge color="blue.9" variant="filled" style={{ flexShrink: 0 }}>
              {t('contract.status.sent')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
