import type { TFunction } from 'i18next';
import type { RoomFormValues } from './room-form.ts';

/** Which part of the structure a list name stands for. */
const PART_KEYS = { hotelroom_rooms: 'rooms.detail.bedroom_n', lounges: 'rooms.detail.lounge_n' } as const;

const FIELD_KEYS: Record<string, string> = {
  name: 'rooms.name',
  structure: 'rooms.detail.structure_type',
  hotelroom_rooms: 'rooms.detail.bedrooms',
  lounges: 'rooms.detail.lounges',
  default_adults: 'rooms.detail.default_adults',
  total_occupancy: 'rooms.detail.total_occupancy',
  bath: 'rooms.detail.bath_type',
  view_type: 'rooms.detail.view_type',
  views: 'rooms.detail.view_list',
  baths: 'rooms.detail.baths',
  kitchen: 'rooms.detail.kitchen',
};

/**
 * The words a person reads for a field path of the API ('hotelroom_rooms.1.hoteltypebeds.0.quantity'
 * → 'Dormitorio 2 · Cama doble'), for the error summary of a room type. Empty for the room as a
 * whole (non-field errors).
 */
export function issueLabel(
  t: TFunction,
  path: string,
  values: RoomFormValues,
  bedName: (rbed: number) => string,
  apartment: boolean,
): string {
  if (path === '' || path === 'non_field_errors') return '';
  const [field = '', ...rest] = path.split('.');
  const language = (code: string | undefined) => t(`common.languages.${code ?? ''}`);

  if (field === 'names' && rest[0]) return t('rooms.name_in', { language: language(rest[0]) });
  if (field === 'view_names' && rest[0])
    return t('rooms.detail.view_name_in', { language: language(rest[0]) });
  if (field === 'type') return t(apartment ? 'rooms.detail.type_apartment' : 'rooms.detail.type');

  if ((field === 'hotelroom_rooms' || field === 'lounges') && rest.length > 0) {
    const index = Number(rest[0]);
    const part = values[field][index];
    const labels = [part?.name.trim() || t(PART_KEYS[field], { n: index + 1 })];
    const [list, position, nested, areaPosition] = rest.slice(1);
    if (list === 'name') labels.push(t('rooms.detail.part_name'));
    if (list === 'hoteltypebeds' && position !== undefined) {
      const rbed = part?.hoteltypebeds[Number(position)]?.rbed;
      if (rbed !== undefined) labels.push(bedName(rbed));
    }
    if (list === 'hotelroomdist_lounges') {
      if (position === undefined) labels.push(t('rooms.detail.areas'));
      else {
        labels.push(t('rooms.detail.area_n', { n: Number(position) + 1 }));
        const area = part?.hotelroomdist_lounges[Number(position)];
        const rbed =
          nested === 'hotelbeddist_lounges'
            ? area?.hotelbeddist_lounges[Number(areaPosition)]?.rbed
            : undefined;
        if (rbed !== undefined) labels.push(bedName(rbed));
      }
    }
    return labels.join(' · ');
  }

  if (field === 'baths' && rest.length > 0) {
    const labels = [t('rooms.detail.bath_n', { n: Number(rest[0]) + 1 })];
    if (rest[1] === 'name') labels.push(t('rooms.detail.bath_name'));
    if (rest[1] === 'services') labels.push(t('rooms.detail.bath_services'));
    return labels.join(' · ');
  }

  const key = FIELD_KEYS[field];
  return key ? t(key) : path;
}
