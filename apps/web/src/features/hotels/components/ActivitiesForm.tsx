import type { Hotel, HotelActivity } from '@hotel/domain';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReference } from '../../../lib/reference.ts';
import { hotelKey, useAddActivity, useDeleteActivity } from '../api/hotels.ts';

interface Failure {
  title: string;
  detail?: string;
}

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** The server's own words for a failure, when it gave any (already in the user's language). */
function detailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0];
}

/**
 * Step 4: the hotel's activity and zone pairs. Adding and deleting are saved at once, shown
 * optimistically; when the server refuses, the previous list and the chosen activity and zone
 * come back, a message says so, and the hotel is read again so the list shows the truth (the
 * original called a missing helper here: spec §8).
 */
export function ActivitiesForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const info = useReference('activity/info');
  const queryClient = useQueryClient();
  const add = useAddActivity(hotel.id);
  const remove = useDeleteActivity(hotel.id);
  const [activity, setActivity] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ activity?: string; zone?: string }>({});
  const [failure, setFailure] = useState<Failure>();
  /** The pair being added, shown at once. */
  const [adding, setAdding] = useState<{ activity: number; zone: number } | null>(null);
  /** Pairs the server created, shown until the hotel read again lists them. */
  const [created, setCreated] = useState<HotelActivity[]>([]);
  /** Pairs being deleted or deleted, hidden at once; a failed delete shows its pair again. */
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState(0);

  if (!info.data) return <PageLoader />;
  const activityNames = new Map(info.data.activities.map((item) => [item.id, item.name]));
  const zoneNames = new Map(info.data.zones.map((item) => [item.id, item.name]));
  const activityName = (id: number) => activityNames.get(id) ?? t('steps.activities.unknown', { id });
  const zoneName = (id: number) => zoneNames.get(id) ?? t('steps.activities.unknown', { id });

  const saved = [
    ...hotel.activity_data,
    ...created.filter((pair) => !hotel.activity_data.some((known) => known.id === pair.id)),
  ].filter((pair) => !hidden.has(pair.id));
  const rows: (HotelActivity & { pending?: boolean })[] = [...saved];
  if (adding) rows.push({ id: 0, hotel: hotel.id, ...adding, pending: true });

  const reload = () => queryClient.invalidateQueries({ queryKey: hotelKey(hotel.id) });

  async function addPair(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const errors = {
      activity: activity ? undefined : 'errors.required',
      zone: zone ? undefined : 'errors.required',
    };
    setFieldErrors(errors);
    if (!activity || !zone) return;
    const pair = { activity: Number(activity), zone: Number(zone) };
    if (saved.some((row) => row.activity === pair.activity && row.zone === pair.zone)) {
      setFailure({ title: t('steps.activities.duplicate') });
      return;
    }
    const previous = { activity, zone };
    setAdding(pair);
    setActivity(null);
    setZone(null);
    try {
      const answer = await add.mutateAsync(pair);
      setCreated((current) => [...current, answer]);
      setAdding(null);
      notifySaved(t('steps.activities.added'));
    } catch (error) {
      setAdding(null);
      setActivity(previous.activity);
      setZone(previous.zone);
      setFailure({ title: t('steps.activities.add_failed'), detail: detailOf(error) });
      await reload();
    }
  }

  async function deletePair(id: number) {
    setFailure(undefined);
    setHidden((current) => new Set(current).add(id));
    setDeleting((count) => count + 1);
    try {
      await remove.mutateAsync(id);
      notifySaved(t('steps.activities.deleted'));
    } catch (error) {
      // Already gone (404): the list is read again and simply agrees.
      if (!(error instanceof ApiError && error.status === 404)) {
        setFailure({ title: t('steps.activities.delete_failed'), detail: detailOf(error) });
        setHidden((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }
      await reload();
    } finally {
      setDeleting((count) => count - 1);
    }
  }

  return (
    <Stack>
      <Text>{t('steps.activities.intro')}</Text>
      {failure ? (
        <Alert color="red" role="alert" title={failure.title} data-testid="activities-error">
          {failure.detail}
        </Alert>
      ) : null}
      <form onSubmit={addPair} noValidate aria-label={t('steps.activities.add')}>
        <Group align="flex-start" gap="sm">
          <Select
            label={t('steps.activities.activity')}
            data={toOptions(info.data.activities)}
            value={activity}
            onChange={(value) => {
              setActivity(value);
              setFieldErrors((current) => ({ ...current, activity: undefined }));
            }}
            error={translateMessage(t, fieldErrors.activity)}
            searchable
            required
            miw={220}
          />
          <Select
            label={t('steps.activities.zone')}
            data={toOptions(info.data.zones)}
            value={zone}
            onChange={(value) => {
              setZone(value);
              setFieldErrors((current) => ({ ...current, zone: undefined }));
            }}
            error={translateMessage(t, fieldErrors.zone)}
            searchable
            required
            miw={220}
          />
          <Button type="submit" mt={25} loading={adding !== null}>
            {t('steps.activities.add')}
          </Button>
        </Group>
      </form>
      {rows.length === 0 ? (
        <Text c="dimmed" data-testid="activities-empty">
          {t('steps.activities.empty')}
        </Text>
      ) : (
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
              const names = { activity: activityName(row.activity), zone: zoneName(row.zone) };
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
                        onClick={() => deletePair(row.id)}
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
      )}
      <Group justify="flex-end">
        <Button onClick={onSaved} disabled={adding !== null || deleting > 0}>
          {t('wizard.save_next')}
        </Button>
      </Group>
    </Stack>
  );
}
