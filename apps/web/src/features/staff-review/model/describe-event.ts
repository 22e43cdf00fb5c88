import type { ActivityEntry } from '@hotel/domain';
import type { TFunction } from 'i18next';

/**
 * An activity event in words (decision 061): "Ana García envió el contrato de Hotel Sol", and the
 * small before/after lines the event keeps where it matters (a return's reasons, the fields a
 * step changed, the days and prices of a grid save).
 */
export interface DescribedEvent {
  sentence: string;
  details: string[];
}

type Detail = Record<string, unknown>;

const isRecord = (value: unknown): value is Detail =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's name in the interface language; the key itself when the catalogue has none. */
export function fieldLabel(t: TFunction, exists: (key: string) => boolean, field: string): string {
  const key = `staff.activity.fields.${field}`;
  return exists(key) ? t(key) : field;
}

/**
 * The names of the reference ids a step's fields hold (property type, languages…), by field, in
 * the interface language: an event keeps the id it saved, a person reads the name.
 */
export type ReferenceNames = Partial<Record<string, ReadonlyMap<number, string>>>;

/** A stored value as a person reads it: reference ids by name, lists joined, nothing as "(empty)". */
export function valueText(t: TFunction, value: unknown, names?: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return t('staff.activity.detail.empty');
  const named = (item: unknown) =>
    typeof item === 'number' ? (names?.get(item) ?? String(item)) : String(item);
  if (Array.isArray(value))
    return value.length === 0 ? t('staff.activity.detail.empty') : value.map(named).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return named(value);
}

export function describeEvent(
  t: TFunction,
  exists: (key: string) => boolean,
  entry: ActivityEntry,
  names: ReferenceNames = {},
): DescribedEvent {
  const detail: Detail = entry.detail ?? {};
  const who = entry.user?.name ?? t('staff.activity.someone');
  const hotel = entry.hotel?.name ?? '';
  const subject = entry.subject?.name ?? '';
  const name = String(detail.name ?? detail.reference ?? '');
  const key = `staff.events.${entry.action}`;
  const sentence = exists(key)
    ? t(key, { who, hotel, subject, name })
    : t('staff.events.unknown', { who, action: entry.action });

  const details: string[] = [];
  if (Array.isArray(detail.steps) && entry.action === 'contract.returned') {
    for (const item of detail.steps) {
      if (isRecord(item) && typeof item.step === 'string' && typeof item.reason === 'string')
        details.push(t('staff.activity.detail.reason', { step: t(`nav.${item.step}`), reason: item.reason }));
    }
  }
  if (typeof detail.reason === 'string' && detail.reason) details.push(detail.reason);
  if (isRecord(detail.before) && isRecord(detail.after)) {
    const before = detail.before;
    for (const [field, after] of Object.entries(detail.after)) {
      if (JSON.stringify(before[field] ?? null) === JSON.stringify(after ?? null)) continue;
      details.push(
        t('staff.activity.detail.change', {
          field: fieldLabel(t, exists, field),
          before: valueText(t, before[field], names[field]),
          after: valueText(t, after, names[field]),
        }),
      );
    }
  } else if (Array.isArray(detail.fields) && detail.fields.length > 0) {
    details.push(
      t('staff.activity.detail.fields', {
        fields: detail.fields.map((field) => fieldLabel(t, exists, String(field))).join(', '),
      }),
    );
  }
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    details.push(t('staff.activity.detail.days', { from: dayText(detail.from), to: dayText(detail.to) }));
  if (Array.isArray(detail.amounts))
    details.push(t('staff.activity.detail.prices', { amounts: detail.amounts.join(' / ') }));
  if (typeof detail.penalty === 'string')
    details.push(t('staff.activity.detail.penalty', { amount: detail.penalty }));
  if (typeof detail.category === 'string' && entry.action !== 'photo.moved')
    details.push(t('staff.activity.detail.category', { category: categoryText(t, exists, detail.category) }));
  if (typeof detail.route === 'string')
    details.push(t('staff.activity.detail.route', { route: detail.route }));
  return { sentence, details };
}

/** The grid's day keys (2027_06_01) as ISO dates. */
function dayText(day: string): string {
  return day.replaceAll('_', '-');
}

function categoryText(t: TFunction, exists: (key: string) => boolean, category: string): string {
  const key = `media.categories.${category}`;
  return exists(key) ? t(key) : category;
}
