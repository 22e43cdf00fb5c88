import type { Bed } from '@hotel/domain';
import type { TFunction } from 'i18next';

/** A bedroom or lounge as the summary reads it. */
export interface SummaryPart {
  name?: string | null;
  hoteltypebeds: readonly Bed[];
  hotelroomdist_lounges?: readonly { hotelbeddist_lounges: readonly Bed[] }[];
}

export interface SummaryContext {
  t: TFunction;
  /** Whether the catalogue holds a key (bed types with their own plural forms). */
  has(key: string): boolean;
  /** Bed type names of the reference list, for a type the catalogue has no plural forms of. */
  bedNames: ReadonlyMap<number, string>;
}

/** '2 camas individuales': the catalogue's plural forms of the bed type, else '2 × <name>'. */
export function bedPhrase({ t, has, bedNames }: SummaryContext, rbed: number, count: number): string {
  const key = `rooms.beds.${rbed}`;
  if (has(`${key}_other`)) return t(key, { count });
  return t('rooms.beds.generic', { count, name: bedNames.get(rbed) ?? String(rbed) });
}

/** The beds with a quantity above 0, one phrase per bed type, in the order given. */
function bedsPhrase(context: SummaryContext, beds: readonly Bed[]): string {
  const totals = new Map<number, number>();
  for (const bed of beds) {
    if (bed.quantity > 0) totals.set(bed.rbed, (totals.get(bed.rbed) ?? 0) + bed.quantity);
  }
  return [...totals].map(([rbed, count]) => bedPhrase(context, rbed, count)).join(', ');
}

function partSegment(context: SummaryContext, part: SummaryPart, label: string): string {
  const { t } = context;
  const own = bedsPhrase(context, part.hoteltypebeds);
  const areas = (part.hotelroomdist_lounges ?? [])
    .map((area) => bedsPhrase(context, area.hotelbeddist_lounges))
    .filter((phrase) => phrase !== '')
    .map((beds) => t('rooms.summary.area', { beds }));
  const beds = [own, ...areas].filter((phrase) => phrase !== '').join('; ');
  return t('rooms.summary.part', { part: label, beds: beds || t('rooms.summary.no_beds') });
}

/**
 * Beyond the spec: the room's layout in the user's language, one segment per bedroom and
 * lounge, e.g. 'Dormitorio 1: 1 cama doble, 2 camas individuales' and 'Salón: 1 sofá cama'.
 * Bedrooms are numbered, lounges when there are several; an apartment's own room names are used
 * as given.
 */
export function layoutSummary(
  context: SummaryContext,
  structure: { bedrooms: readonly SummaryPart[]; lounges: readonly SummaryPart[] },
): string[] {
  const { t } = context;
  const label = (part: SummaryPart, index: number, count: number, kind: 'bedroom' | 'lounge') =>
    part.name?.trim() ||
    (kind === 'bedroom' || count > 1
      ? t(`rooms.detail.${kind}_n`, { n: index + 1 })
      : t(`rooms.detail.${kind}`));
  return [
    ...structure.bedrooms.map((part, index) =>
      partSegment(context, part, label(part, index, structure.bedrooms.length, 'bedroom')),
    ),
    ...structure.lounges.map((part, index) =>
      partSegment(context, part, label(part, index, structure.lounges.length, 'lounge')),
    ),
  ];
}
