import { type Room, SCHEDULE_FIELDS, type Schedule } from '@hotel/domain';
import type { TFunction } from 'i18next';

/** A date and time in the interface language ('25 nov 2026, 16:44'). */
export function dateTimeFormat(language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A country's name in the interface language: the ISO code when the hotel stored one, else the text as typed. */
export function countryName(
  value: string | null,
  language: string,
  names?: ReadonlyMap<string, string>,
): string {
  if (!value) return '';
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return value;
  const listed = names?.get(code);
  if (listed) return listed;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? value;
  } catch {
    return value;
  }
}

/** A service's schedule as the owner chose it: 'Entre dos horas: Desde 08:00, Hasta 12:00'. */
export function scheduleText(
  t: TFunction,
  schedule: Pick<Schedule, 'type' | 'from' | 'to' | 'from2' | 'to2'>,
): string {
  const kind = t(`steps.schedule.types.${schedule.type}`);
  const times = SCHEDULE_FIELDS[schedule.type]
    .filter((field) => schedule[field])
    .map((field) => {
      const label =
        schedule.type === 'AT_TIME' ? t('steps.schedule.fields.at') : t(`steps.schedule.fields.${field}`);
      return `${label} ${schedule[field]}`;
    });
  return times.length > 0 ? `${kind}: ${times.join(', ')}` : kind;
}

interface Bed {
  rbed: number;
  quantity: number;
}

/** '2 camas individuales' from the catalogue's plural forms, else '2 × <name of the reference list>'. */
function bedsText(
  t: TFunction,
  exists: (key: string) => boolean,
  bedNames: ReadonlyMap<number, string>,
  beds: Bed[],
) {
  const totals = new Map<number, number>();
  for (const bed of beds)
    if (bed.quantity > 0) totals.set(bed.rbed, (totals.get(bed.rbed) ?? 0) + bed.quantity);
  return [...totals]
    .map(([rbed, count]) =>
      exists(`rooms.beds.${rbed}_other`)
        ? t(`rooms.beds.${rbed}`, { count })
        : t('rooms.beds.generic', { count, name: bedNames.get(rbed) ?? String(rbed) }),
    )
    .join(', ');
}

/**
 * A room type's or apartment's layout, one line per bedroom and lounge, with the beds of its
 * lounge areas: 'Dormitorio 1: 1 cama doble; zona de salón: 1 sofá cama'.
 */
export function layoutLines(
  t: TFunction,
  exists: (key: string) => boolean,
  bedNames: ReadonlyMap<number, string>,
  room: Pick<Room, 'is_apartment' | 'hotelroom_rooms' | 'lounges' | 'rooms'>,
): string[] {
  const line = (part: string, beds: string) =>
    t('rooms.summary.part', { part, beds: beds || t('rooms.summary.no_beds') });
  if (room.is_apartment && room.rooms.length > 0) {
    return room.rooms.map((part, index) =>
      line(
        part.name?.trim() || t(`rooms.detail.${part.type}_n`, { n: index + 1 }),
        bedsText(t, exists, bedNames, part.beds),
      ),
    );
  }
  const parts = [
    ...room.hotelroom_rooms.map((part, index) => ({
      part,
      label: t('rooms.detail.bedroom_n', { n: index + 1 }),
    })),
    ...room.lounges.map((part, index) => ({
      part,
      label:
        room.lounges.length > 1 ? t('rooms.detail.lounge_n', { n: index + 1 }) : t('rooms.detail.lounge'),
    })),
  ];
  return parts.map(({ part, label }) => {
    const areas = part.hotelroomdist_lounges
      .map((area) => bedsText(t, exists, bedNames, area.hotelbeddist_lounges))
      .filter((beds) => beds !== '')
      .map((beds) => t('rooms.summary.area', { beds }));
    const beds = [bedsText(t, exists, bedNames, part.hoteltypebeds), ...areas]
      .filter((text) => text !== '')
      .join('; ');
    return line(part.name?.trim() || label, beds);
  });
}

/** A reference list's names by id. */
export function namesById<T extends { id: number }>(
  items: readonly T[] | undefined,
  name: (item: T) => string,
) {
  return new Map((items ?? []).map((item) => [item.id, name(item)] as const));
}
