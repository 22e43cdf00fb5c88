import type { Hotel } from '@hotel/domain';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { type ActivityRow, useActivityPairs } from '../hooks/use-activity-pairs.ts';

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

type Options = { id: number; name: string }[];

/**
 * Step 4: the hotel's activity and zone pairs. Adding and deleting are saved at once, shown
 * optimistically; when the server refuses, the previous list and the chosen activity and zone
 * come back, a message says so, and the hotel is read again so the list shows the truth (the
 * original called a missing helper here: spec §8).
 */
export function ActivitiesForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const info = useReference('activity/info');
  const pairs = useActivityPairs(hotel);

  if (!info.data) return <PageLoader />;
  const activityNames = new Map(info.data.activities.map((item) => [item.id, item.name]));
  const zoneNames = new Map(info.data.zones.map((item) => [item.id, item.name]));
  const namesOf = (row: ActivityRow) => ({
    activity: activityNames.get(row.activity) ?? t('steps.activities.unknown', { id: row.activity }),
    zone: zoneNames.get(row.zone) ?? t('steps.activities.unknown', { id: row.zone }),
  });

  return (
    <Stack>
      <Text>{t('steps.activities.intro')}</Text>
      {pairs.failure ? (
        <Alert color="red" role="alert" title={pairs.failure.title} data-testid="activities-error">
          {pairs.failure.detail}
        </Alert>
      ) : null}
      <AddPairForm
        activities={info.data.activities}
        zones={info.data.zones}
        choice={pairs.choice}
        onActivity={pairs.chooseActivity}
        onZone={pairs.chooseZone}
        onSubmit={pairs.addPair}
        adding={pairs.adding}
      />
      {pairs.rows.length === 0 ? (
        <Text c="dimmed" data-testid="activities-empty">
          {t('steps.activities.empty')}
        </Text>
      ) : (
        <PairsTable rows={pairs.rows} namesOf={namesOf} onDelete={pairs.deletePair} />
      )}
      <Group justify="flex-end">
        <Button onClick={onSaved} disabled={pairs.busy}>
          {t('wizard.save_next')}
        </Button>
      </Group>
    </Stack>
  );
}

function AddPairForm({
  activities,
  zones,
  choice,
  onActivity,
  onZone,
  onSubmit,
  adding,
}: {
  activities: Options;
  zones: Options;
  choice: { activity: string | null; zone: string | null; errors: { activity?: string; zone?: string } };
  onActivity(value: string | null): void;
  onZone(value: string | null): void;
  onSubmit(event: FormEvent): void;
  adding: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('steps.activities.add')}>
      <Group align="flex-start" gap="sm">
        <Select
          label={t('steps.activities.activity')}
          data={toOptions(activities)}
          value={choice.activity}
          onChange={onActivity}
          error={translateMessage(t, choice.errors.activity)}
          searchable
          required
          miw={220}
        />
        <Select
          label={t('steps.activities.zone')}
          data={toOptions(zones)}
          value={choice.zone}
          onChange={onZone}
          error={translateMessage(t, choice.errors.zone)}
          searchable
          required
          miw={220}
        />
        <Button type="submit" mt={25} loading={adding}>
          {t('steps.activities.add')}
        </Button>
      </Group>
    </form>
  );
}

function PairsTable({
  rows,
  namesOf,
  onDelete,
}: {
  rows: ActivityRow[];
  namesOf(row: ActivityRow): { activity: string; zone: string };
  onDelete(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="activities-list" aria-label={t('steps.activities.list')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('steps.activities.activity')}</Table.Th>
          <Table.Th>{t('steps.activities.zone')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('steps.activities.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const names = namesOf(row);
          return (
            <Table.Tr key={row.pending ? 'pending' : row.id} aria-busy={row.pending || undefined}>
              <Table.Td>{names.activity}</Table.Td>
              <Table.Td>{names.zone}</Table.Td>
              <Table.Td ta="right">
                {row.pending ? (
                  <Loader size="xs" role="status" aria-label={t('common.loading')} />
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={t('steps.activities.delete', names)}
                    onClick={() => onDelete(row.id)}
                  >
                    {t('steps.activities.delete_short')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
