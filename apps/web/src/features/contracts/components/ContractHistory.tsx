import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContract } from '../api/contract.ts';

// red.9: white on it is 5.5:1 (orange.9, 4.3:1, is under WCAG AA).
const STATUS_COLOURS = { none: 'gray.8', sent: 'blue.9', returned: 'red.9', approved: 'teal.9' } as const;

/** The hotel's contract: its status, and who sent, returned (with the reasons) and approved it, when (newest first). */
export function ContractHistory({ hotelId }: { hotelId: number }) {
  const { t, i18n } = useTranslation();
  const contract = useContract(hotelId);
  if (!contract.data) return null;
  const { status, events } = contract.data;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="xs" data-testid="contract-history">
      <Group gap="sm">
        <Title order={2} size="h4">
          {t('contract.history.title')}
        </Title>
        <Badge color={STATUS_COLOURS[status]} variant="filled" data-testid="contract-status">
          {t(`contract.status.${status}`)}
        </Badge>
      </Group>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('contract.history.empty')}
        </Text>
      ) : (
        <Table withTableBorder striped aria-label={t('contract.history.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contract.history.action')}</Table.Th>
              <Table.Th>{t('contract.history.user')}</Table.Th>
              <Table.Th>{t('contract.history.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={`${event.action}-${event.at}`}>
                <Table.Td>
                  {t(`contract.history.actions.${event.action}`)}
                  {(event.reasons ?? []).map((item) => (
                    <Text key={item.step} size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {t(`nav.${item.step}`)}: {item.reason}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{event.user?.name ?? t('contract.history.unknown_user')}</Table.Td>
                <Table.Td>{when.format(new Date(event.at))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
