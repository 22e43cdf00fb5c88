import type { Opinion } from '@hotel/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { OpinionsForm } from './OpinionsForm.tsx';

function server(saved: Opinion[]) {
  return fakeApi((call: ApiCall) => {
    const base = '/api/hotel/1/director-opinion/';
    if (call.path === base && call.method === 'GET') return { status: 200, body: saved };
    if (call.path === base && call.method === 'POST')
      return { status: 201, body: { id: 99, hotel: 1, ...(call.body as object) } };
    if (call.path.startsWith(base) && call.method === 'PATCH')
      return { status: 200, body: { id: 1, hotel: 1, area: 'hotel', ...(call.body as object) } };
    if (call.path.startsWith(base) && call.method === 'DELETE') return { status: 204 };
    return undefined;
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('OpinionsForm', () => {
  it('saves non-empty new areas, changed ones and deletes emptied ones; empty ones are not saved', async () => {
    const calls = server([
      { id: 1, hotel: 1, area: 'hotel', text: 'Familiar.' },
      { id: 2, hotel: 1, area: 'rooms', text: 'Amplias.' },
    ]);
    const onSaved = vi.fn();
    await renderWithProviders(
      <OpinionsForm hotelId={1} onSaved={onSaved} submitLabel="Guardar y finalizar" />,
    );
    const hotel = await screen.findByRole('textbox', { name: 'El hotel' });
    expect(hotel).toHaveValue('Familiar.');
    fireEvent.change(hotel, { target: { value: 'Familiar y junto al mar.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Habitaciones' }), { target: { value: '  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Gastronomía' }), {
      target: { value: 'Cocina local.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/api/hotel/1/director-opinion/2', body: undefined },
      {
        method: 'PATCH',
        path: '/api/hotel/1/director-opinion/1',
        body: { hotel: 1, text: 'Familiar y junto al mar.' },
      },
      {
        method: 'POST',
        path: '/api/hotel/1/director-opinion/',
        body: { hotel: 1, area: 'gastronomy', text: 'Cocina local.' },
      },
    ]);
  });

  it('keeps a pasted text over 2000 characters whole, says so at once and refuses to save it', async () => {
    const calls = server([]);
    const onSaved = vi.fn();
    await renderWithProviders(
      <OpinionsForm hotelId={1} onSaved={onSaved} submitLabel="Guardar y finalizar" />,
    );
    const hotel = await screen.findByRole('textbox', { name: 'El hotel' });
    expect(screen.getByTestId('opinion-hotel-count')).toHaveTextContent('0 / 2000');
    // No browser cap: it would cut a paste to 2000 characters without a word (issue 19, item 9).
    expect(hotel).not.toHaveAttribute('maxlength');
    const pasted = 'a'.repeat(2700);
    fireEvent.change(hotel, { target: { value: pasted } });
    expect(hotel).toHaveValue(pasted);
    expect(screen.getByTestId('opinion-hotel-count')).toHaveTextContent('2700 / 2000');
    // The message is under the field before any save, and the field says it is invalid.
    expect(await screen.findByText('No puede tener más de 2000 caracteres')).toBeInTheDocument();
    expect(hotel).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() => expect(hotel).toHaveFocus());
    expect(writes(calls)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();

    // Shortened to the limit, the message goes and the text is saved whole.
    fireEvent.change(hotel, { target: { value: pasted.slice(0, 2000) } });
    await waitFor(() =>
      expect(screen.queryByText('No puede tener más de 2000 caracteres')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('opinion-hotel-count')).toHaveTextContent('2000 / 2000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/hotel/1/director-opinion/',
        body: { hotel: 1, area: 'hotel', text: pasted.slice(0, 2000) },
      },
    ]);
  });

  it('saves nothing when every area is empty, and still finishes the step', async () => {
    const calls = server([]);
    const onSaved = vi.fn();
    await renderWithProviders(
      <OpinionsForm hotelId={1} onSaved={onSaved} submitLabel="Guardar y finalizar" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([]);
  });
});
