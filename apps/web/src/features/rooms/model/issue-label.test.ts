import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/render.tsx';
import { makeRoom } from '../test/room-test-utils.tsx';
import { issueLabel } from './issue-label.ts';
import { formValuesOf, newArea, newBedroom, newLounge } from './room-form.ts';

const bedName = (rbed: number) =>
  ({ 13: 'Cama doble', 14: 'Cama individual', 15: 'Sofá cama' })[rbed] ?? String(rbed);

describe('issueLabel', () => {
  it.each<[string, string, boolean]>([
    ['', '', false],
    ['name', 'Nombre', false],
    ['names.en', 'Nombre (English)', false],
    ['type', 'Tipo de habitación', false],
    ['type', 'Tipo de apartamento', true],
    ['hotelroom_rooms', 'Dormitorios', false],
    ['hotelroom_rooms.1.hoteltypebeds', 'Dormitorio 2', false],
    ['hotelroom_rooms.0.hoteltypebeds.1.quantity', 'Dormitorio 1 · Cama doble', false],
    ['hotelroom_rooms.1.hotelroomdist_lounges', 'Dormitorio 2 · Zonas de salón', false],
    [
      'hotelroom_rooms.1.hotelroomdist_lounges.0.hotelbeddist_lounges.0.quantity',
      'Dormitorio 2 · Zona de salón 1 · Sofá cama',
      false,
    ],
    ['lounges.0.hoteltypebeds.0.quantity', 'Salón 1 · Sofá cama', false],
    ['lounges.0.name', 'Salón 1 · Nombre de la estancia', true],
    ['default_adults', 'Adultos por defecto', false],
    ['total_occupancy', 'Ocupación máxima', false],
    ['bath', 'Tipo de baño', false],
    ['view_names.fr', 'Vistas (Français)', false],
    ['baths', 'Baños', true],
    ['baths.0.name', 'Baño 1 · Nombre del baño', true],
    ['kitchen', 'Cocina', true],
    ['something.else', 'something.else', false],
  ])('%s → %s', async (path, expected, apartment) => {
    const { t } = await testI18n();
    const values = formValuesOf(makeRoom());
    values.hotelroom_rooms = [newBedroom(0), { ...newBedroom(1), hotelroomdist_lounges: [newArea(0)] }];
    values.lounges = [newLounge(0)];
    expect(issueLabel(t, path, values, bedName, apartment)).toBe(expected);
  });

  it("names an apartment's room by its own name", async () => {
    const { t } = await testI18n();
    const values = formValuesOf(makeRoom());
    values.hotelroom_rooms = [{ ...newBedroom(0), name: 'Principal' }];
    expect(issueLabel(t, 'hotelroom_rooms.0.hoteltypebeds', values, bedName, true)).toBe('Principal');
  });
});
