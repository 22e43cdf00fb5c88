import type { Contract, HotelSummary } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session-keys.ts';
import { makeHotelSummary } from '../../../test/api-payloads.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { ContractStep } from './ContractStep.tsx';

function hotel(id: number, name: string, rest: Partial<HotelSummary> = {}): HotelSummary {
  return makeHotelSummary({
    id,
    name,
    city: 'Sevilla',
    contract_status: 'none',
    verified: true,
    resume: null,
    missing: [],
    ...rest,
  });
}

const READY = hotel(1, 'Hotel Miramar');
const INCOMPLETE = hotel(2, 'Hostal Giralda', {
  city: null,
  resume: { step: 'basic', path: '/basic' },
  missing: [
    { step: 'basic', path: '/basic' },
    { step: 'room', path: '/room/7' },
  ],
});
const UNVERIFIED = hotel(3, 'Hotel Triana', { verified: false });
const SENT = hotel(4, 'Hotel Alcázar', { contract_status: 'sent' });
const APPROVED = hotel(5, 'Hotel Macarena', { contract_status: 'approved' });

const sentContract = (id: number): Contract => ({
  hotel: id,
  status: 'sent',
  rooms_locked: false,
  verified: true,
  returned_steps: [],
  events: [],
});

function serve(hotels: HotelSummary[], send: (id: number) => { status: number; body?: unknown }) {
  return fakeApi((call: ApiCall) => {
    if (call.path === '/api/hotel/' && call.method === 'GET') return { status: 200, body: hotels };
    const sending = /^\/api\/hotel\/(\d+)\/contract\/send$/.exec(call.path);
    if (sending && call.method === 'POST') return send(Number(sending[1]));
    return undefined;
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);

async function open(onOpen = vi.fn()) {
  await renderWithProviders(<ContractStep onOpen={onOpen} />);
  await screen.findByRole('heading', { level: 1, name: 'Enviar el contrato' });
  return onOpen;
}

describe('the contract step (issue 19, decision 030)', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token-of-the-owner'));
  afterEach(() => localStorage.clear());

  it('sums up every hotel: ready with what will be sent, the others with what they miss, the sent ones', async () => {
    serve([READY, INCOMPLETE, UNVERIFIED, SENT], () => ({ status: 500 }));
    const onOpen = await open();
    const ready = screen.getByTestId('contract-ready');
    expect(ready).toHaveTextContent('Listos para enviar');
    // As many steps as it names (issue 34: it promised ten and named nine).
    expect(ready).toHaveTextContent(
      'Se enviará el contenido de los 9 pasos del asistente de cada hotel marcado: Datos básicos, Ubicación, Accesibilidad, Servicios, Actividades, Habitaciones, Fotos, Vídeos y Opiniones del director.',
    );
    expect(within(ready).getByRole('checkbox', { name: 'Hotel Miramar · Sevilla' })).toBeChecked();
    expect(within(ready).queryByText(/Giralda|Triana|Alcázar/)).toBeNull();

    const incomplete = screen.getByTestId('contract-pending-2');
    expect(incomplete).toHaveTextContent('Hostal Giralda');
    fireEvent.click(within(incomplete).getByRole('button', { name: 'Completar: Datos básicos' }));
    expect(onOpen).toHaveBeenCalledWith(2, '/basic');
    fireEvent.click(within(incomplete).getByRole('button', { name: 'Completar: Habitación' }));
    expect(onOpen).toHaveBeenCalledWith(2, '/room/7');
    expect(screen.getByTestId('contract-pending-3')).toHaveTextContent(
      'El grupo aún no ha verificado que el hotel es suyo.',
    );
    expect(screen.getByTestId('contract-done')).toHaveTextContent('Hotel Alcázar');
  });

  it('asks before sending; "No" sends nothing, "Sí" sends the ticked hotels and shows them sent', async () => {
    const calls = serve([READY, INCOMPLETE], (id) => ({ status: 200, body: sentContract(id) }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    let dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent(
      'Va a enviar el contrato de Hotel Miramar al grupo para su aprobación. ¿Desea continuar?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    dialog = await screen.findByRole('dialog', { name: 'Atención' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const sent = await screen.findByTestId('contract-sent');
    expect(sent).toHaveTextContent('Contrato enviado');
    expect(sent).toHaveTextContent('El contrato se ha enviado correctamente.');
    // Nothing is published until the group approves (issue 34): no promise of publication in hours.
    expect(sent).toHaveTextContent('no se publicará nada hasta que lo apruebe');
    expect(sent).not.toHaveTextContent(/horas|minutos/);
    expect(sent).toHaveTextContent('Hotel Miramar');
    expect(posts(calls)).toEqual(['/api/hotel/1/contract/send']);
  });

  it("shows a refusal in the server's words, with the steps it names, and sends the others", async () => {
    const calls = serve([READY, APPROVED, hotel(6, 'Hotel Nervión')], (id) =>
      id === 6
        ? {
            status: 400,
            body: {
              non_field_errors: ['Complete los pasos pendientes antes de enviar el contrato'],
              steps: ['Ubicación'],
            },
          }
        : { status: 200, body: sentContract(id) },
    );
    await open();
    // An approved hotel is offered again, unticked: ticking it sends its changes to staff.
    const approved = screen.getByRole('checkbox', { name: 'Hotel Macarena · Sevilla' });
    expect(approved).not.toBeChecked();
    expect(screen.getByTestId('contract-ready')).toHaveTextContent(
      'Ya aprobado: márquelo para enviar al grupo los cambios hechos después.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('Va a enviar el contrato de 2 hoteles (Hotel Miramar, Hotel Nervión)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const refused = await screen.findByTestId('contract-refused');
    expect(refused).toHaveTextContent('No se ha enviado el contrato de Hotel Nervión');
    expect(refused).toHaveTextContent('Complete los pasos pendientes antes de enviar el contrato');
    expect(refused).toHaveTextContent('Ubicación');
    expect(await screen.findByTestId('contract-sent')).toHaveTextContent('Hotel Miramar');
    expect(posts(calls)).toEqual(['/api/hotel/1/contract/send', '/api/hotel/6/contract/send']);
  });

  it('cannot send when nothing is ready, and says so', async () => {
    serve([INCOMPLETE, SENT], () => ({ status: 500 }));
    await open();
    expect(screen.getByTestId('contract-ready')).toHaveTextContent(
      'Ningún hotel está listo para enviar todavía.',
    );
    expect(screen.getByRole('button', { name: 'Enviar contrato' })).toBeDisabled();
  });

  it('translates a failure that has no words of its own', async () => {
    serve([READY], () => ({ status: 503, body: {} }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', { name: 'Sí' }),
    );
    const refused = await screen.findByTestId('contract-refused');
    expect(refused).toHaveTextContent('No se ha enviado el contrato de Hotel Miramar');
    expect(refused).toHaveTextContent(i18next.t('errors.service_unavailable'));
    expect(refused).not.toHaveTextContent('HTTP 503');
  });
});
