import type { Hotel, HotelActivity } from '@hotel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelKeys } from '../../../api/hotels.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddActivity, useDeleteActivity } from '../api/hotels.ts';

export interface Failure {
  title: string;
  detail?: string;
}

/** A pair of the list; the one being added is shown at once, pending. */
export type ActivityRow = HotelActivity & { pending?: boolean };

/** The server's own words for a failure, when it gave any (already in the user's language). */
function detailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0];
}

/**
 * The activities step's list and its add form (step 4): adding and deleting are saved at once,
 * shown optimistically; when the server refuses, the previous list and the chosen activity and
 * zone come back, a failure says so, and the hotel is read again so the list shows the truth.
 */
export function useActivityPairs(hotel: Hotel) {
  const { t } = useTranslation();
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

  const saved = [
    ...hotel.activity_data,
    ...created.filter((pair) => !hotel.activity_data.some((known) => known.id === pair.id)),
  ].filter((pair) => !hidden.has(pair.id));
  const rows: ActivityRow[] = [...saved];
  if (adding) rows.push({ id: 0, hotel: hotel.id, ...adding, pending: true });

  const reload = () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotel.id) });

  function chooseActivity(value: string | null) {
    setActivity(value);
    setFieldErrors((current) => ({ ...current, activity: undefined }));
  }

  function chooseZone(value: string | null) {
    setZone(value);
    setFieldErrors((current) => ({ ...current, zone: undefined }));
  }

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

  return {
    choice: { activity, zone, errors: fieldErrors },
    chooseActivity,
    chooseZone,
    addPair,
    deletePair,
    rows,
    failure,
    adding: adding !== null,
    busy: adding !== null || deleting > 0,
  };
}
