import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { HotelAutocomplete } from './HotelAutocomplete.tsx';

beforeAll(() => testI18n());
afterEach(() => vi.unstubAllGlobals());

const suggestion = (title: string, city: string, code: string) => ({
  title,
  description: { id: code, value: code },
  city,
  country: 'España',
  latitude: 40.4,
  longitude: -3.7,
});

describe('HotelAutocomplete (issue 19 item 11)', () => {
  // First in the file: the combobox's module, once loaded, stays loaded for the tests after it.
  it('keeps what was typed, and the focus, while the code of the list comes (decision 041)', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json([suggestion('Hotel Alcázar', 'Sevilla', 'ES-9')], { status: 200 }),
    );
    await renderWithProviders(<HotelAutocomplete label="Sus hoteles" onPick={vi.fn()} />);
    // First paint: a plain input, without the combobox's list attributes.
    const plain = screen.getByRole('textbox', { name: 'Sus hoteles' });
    expect(plain.getAttribute('aria-haspopup')).toBeNull();
    plain.focus();
    fireEvent.change(plain, { target: { value: 'Sevill' } });
    const list = await screen.findByRole('listbox', { name: 'Sus hoteles', hidden: true }, { timeout: 3000 });
    expect(within(list).getByRole('option', { hidden: true }).textContent).toBe(
      'Hotel AlcázarSevilla, España',
    );
    const combobox = screen.getByRole('textbox', { name: 'Sus hoteles' });
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveValue('Sevill');
    expect(document.activeElement).toBe(combobox);
  });
  it('asks in the interface language and shows the city and country beside each hotel, in the order given', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(new URL(input, 'http://localhost').searchParams);
      return new Response(
        JSON.stringify([
          suggestion('Madrid Riviera Hotel', 'Madrid', 'ES-1'),
          suggestion('Hotel Europa Madrid', 'Madrid', 'ES-2'),
          suggestion('Capital Suites', 'Madrid', 'ES-3'),
        ]),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    await renderWithProviders(<HotelAutocomplete label="Sus hoteles" onPick={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Sus hoteles' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Madrid' } });
    const list = await screen.findByRole('listbox', { name: 'Sus hoteles', hidden: true }, { timeout: 3000 });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Madrid Riviera HotelMadrid, España',
      'Hotel Europa MadridMadrid, España',
      'Capital SuitesMadrid, España',
    ]);
    expect(asked[0]?.get('language')).toBe('ES');
    expect(asked[0]?.get('q')).toBe('Madrid');
  });
});
