import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/render.tsx';
import { AccessibilityForm } from './AccessibilityForm.tsx';
import { makeHotel, renderStep } from './steps.test-utils.tsx';

const ITEMS = [
  { id: 1, label: 'Rampa de acceso', photo: 'ramp', incompatibles: [] },
  { id: 3, label: 'Ascensor a todas las plantas', photo: 'elevator', incompatibles: [4] },
  { id: 4, label: 'Sin ascensor, solo escaleras', photo: 'stairs', incompatibles: [3] },
];

function server(initial: number[] = [], patchStatus = 200) {
  let hotel = makeHotel({ accessibility: initial });
  return fakeApi((request: ApiCall) => {
    if (request.path === '/api/hotel/accessibility') return { status: 200, body: ITEMS };
    if (request.path === '/api/hotel/1' && request.method === 'GET') return { status: 200, body: hotel };
    if (request.path === '/api/hotel/1' && request.method === 'PATCH') {
      if (patchStatus !== 200) return { status: patchStatus, body: { detail: 'Servicio no disponible' } };
      hotel = { ...hotel, ...(request.body as object) };
      return { status: 200, body: hotel };
    }
    return undefined;
  });
}

const card = (name: string) => screen.findByRole('button', { name });

describe('AccessibilityForm', () => {
  it('shows the saved selection; pressing a card selects it, pressing it again deselects it', async () => {
    server([1]);
    await renderStep(AccessibilityForm);
    expect(await card('Rampa de acceso')).toHaveAttribute('aria-pressed', 'true');
    const lift = await card('Ascensor a todas las plantas');
    expect(lift).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(lift);
    expect(lift).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('accessibility-count')).toHaveTextContent('Seleccionadas: 2');
    fireEvent.click(lift);
    expect(lift).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses an item incompatible with a selected one with the Incompatible dialog', async () => {
    server([3]);
    await renderStep(AccessibilityForm);
    const stairs = await card('Sin ascensor, solo escaleras');
    fireEvent.click(stairs);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Incompatible');
    expect(dialog).toHaveTextContent(
      '«Sin ascensor, solo escaleras» no se puede seleccionar junto con «Ascensor a todas las plantas»',
    );
    expect(stairs).toHaveAttribute('aria-pressed', 'false');
    expect(await card('Ascensor a todas las plantas')).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the selected ids, says so and moves on', async () => {
    const calls = server([]);
    const onSaved = vi.fn();
    await renderStep(AccessibilityForm, onSaved);
    fireEvent.click(await card('Ascensor a todas las plantas'));
    fireEvent.click(await card('Rampa de acceso'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ accessibility: [3, 1] });
  });

  it('may save an empty selection, and shows a failure without moving on', async () => {
    const calls = server([], 503);
    const onSaved = vi.fn();
    await renderStep(AccessibilityForm, onSaved);
    await card('Rampa de acceso');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ accessibility: [] });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
