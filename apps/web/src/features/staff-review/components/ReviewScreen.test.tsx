import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { photo, reviewAnswer } from '../../../test/staff-fixtures.ts';
import { type SeenCall, serve } from '../test/review-test-utils.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';

const REVIEW = '/api/staff/contracts/7/review';

type Answer = { status: number; body?: unknown };

/** The review of hotel 7; `decide` answers the POSTs (approve, return), `other` any other call. */
async function open(
  review = reviewAnswer(),
  decide?: (call: SeenCall) => Answer,
  other?: (call: SeenCall) => Answer | undefined,
) {
  const calls = serve((call) => {
    if (call.path === REVIEW) return { status: 200, body: review };
    if (decide && call.method === 'POST') return decide(call);
    return other?.(call);
  });
  const onDecided = vi.fn();
  await renderWithProviders(
    <ReviewScreen hotelId={7} queuePath="/staff/contracts?city=Sevilla" onDecided={onDecided} />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Hotel Miramar' });
  return { calls, onDecided };
}

const posts = (calls: SeenCall[]) => calls.filter((call) => call.method === 'POST');
const returnedContract = { ...reviewAnswer().contract, status: 'returned' };

describe('ReviewScreen', () => {
  it('shows every step in wizard order, read-only, with reference ids by their names', async () => {
    await open();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 10)).toEqual([
      'Datos básicos',
      'Ubicación',
      'Accesibilidad',
      'Servicios',
      'Actividades',
      'Habitaciones',
      'Fotos',
      'Vídeos',
      'Opiniones del director',
      'Tarifas',
    ]);
    const basic = screen.getByRole('region', { name: 'Datos básicos' });
    await waitFor(() => expect(basic).toHaveTextContent('4 estrellas'));
    expect(basic).toHaveTextContent('Urbano');
    expect(basic).toHaveTextContent('Prohibido fumar');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ubicación' })).toHaveTextContent('España'),
    );
    // The owner's position on the map, read-only: a marker that cannot be dragged.
    const map = await within(await screen.findByTestId('review-map')).findByRole('region');
    const marker = await within(map).findByAltText(/./);
    expect(marker).not.toHaveClass('leaflet-marker-draggable');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Servicios' })).toHaveTextContent(
        'Entre dos horas: Desde 08:00, Hasta 22:00',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Actividades' })).toHaveTextContent('Senderismo'),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Habitaciones' })).toHaveTextContent(
        'Dormitorio 1: 1 cama doble',
      ),
    );
    expect(screen.getByRole('region', { name: 'Opiniones del director' })).toHaveTextContent('Con encanto.');
    expect(screen.getByRole('region', { name: 'Usuarios del hotel' })).toHaveTextContent('lucia@example.com');
    expect(screen.getByTestId('last-approval')).toHaveTextContent('Marta');
  });

  it('marks exactly the steps changed since the last approval', async () => {
    await open(reviewAnswer({ changed_steps: ['basic', 'photos', 'room'] }));
    const marked = screen
      .getAllByTestId('changed-mark')
      .map((mark) => mark.closest('section')?.getAttribute('data-testid'));
    expect(marked).toEqual(['review-step-basic', 'review-step-rooms', 'review-step-photos']);
    expect(
      within(screen.getByRole('region', { name: 'Fotos' })).getByTestId('changed-mark'),
    ).toHaveTextContent('Cambiado desde la última aprobación');
    expect(
      within(screen.getByRole('region', { name: 'Ubicación' })).queryByTestId('changed-mark'),
    ).toBeNull();
  });

  it('approves after the standard confirmation (Atención, Sí) and goes back to the queue with a notification', async () => {
    const { calls, onDecided } = await open(reviewAnswer(), () => ({
      status: 200,
      body: { ...reviewAnswer().contract, status: 'approved', rooms_locked: true },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('¿Está seguro que desea aprobar el contrato de Hotel Miramar?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await screen.findByText('El contrato de Hotel Miramar se ha aprobado correctamente.');
    expect(onDecided).toHaveBeenCalledOnce();
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/staff/contracts/7/approve']);
  });

  it('does not approve when the confirmation is declined, and shows a 409 refusal', async () => {
    const { calls, onDecided } = await open(reviewAnswer(), () => ({
      status: 409,
      body: { detail: 'El contrato no se ha enviado todavía o ya está aprobado' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', { name: 'No' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', { name: 'Sí' }),
    );
    await screen.findByText('El contrato no se ha enviado todavía o ya está aprobado');
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('returns with one reason per ticked step, and needs a step and a reason for each', async () => {
    const { calls, onDecided } = await open(reviewAnswer(), () => ({ status: 200, body: returnedContract }));
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    const form = await screen.findByTestId('return-form');
    const submit = within(form).getByRole('button', { name: 'Devolver al propietario' });

    fireEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Indique al menos un paso con su motivo.',
    );

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Fotos' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Datos básicos' }));
    const photos = within(form).getByRole('textbox', { name: 'Motivo para «Fotos»' });
    fireEvent.change(photos, { target: { value: 'Faltan fotos de las habitaciones.' } });
    expect(within(form).getByText('33 de 2000 caracteres')).toBeInTheDocument();
    fireEvent.click(submit);
    const basic = within(form).getByRole('textbox', { name: 'Motivo para «Datos básicos»' });
    await waitFor(() => expect(basic).toHaveAccessibleDescription(/Este campo es obligatorio/));
    expect(posts(calls)).toEqual([]);

    fireEvent.change(basic, { target: { value: '  La categoría no es correcta.  ' } });
    fireEvent.click(submit);
    await screen.findByText('El contrato de Hotel Miramar se ha devuelto al propietario.');
    expect(onDecided).toHaveBeenCalledOnce();
    // In wizard order, trimmed.
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/api/staff/contracts/7/return',
        body: {
          steps: [
            { step: 'basic', reason: 'La categoría no es correcta.' },
            { step: 'photos', reason: 'Faltan fotos de las habitaciones.' },
          ],
        },
      }),
    ]);
  });

  it("shows the server's 400 on the field of the step it names, and stays on the form", async () => {
    const { onDecided } = await open(reviewAnswer(), () => ({
      status: 400,
      body: { 'steps.1.reason': ['No puede tener más de 2000 caracteres'] },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    const form = await screen.findByTestId('return-form');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Ubicación' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Vídeos' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Motivo para «Ubicación»' }), {
      target: { value: 'El marcador no está en el hotel.' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Motivo para «Vídeos»' }), {
      target: { value: 'El vídeo no es del hotel.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Devolver al propietario' }));
    const videos = within(form).getByRole('textbox', { name: 'Motivo para «Vídeos»' });
    await waitFor(() => expect(videos).toHaveAccessibleDescription(/No puede tener más de 2000 caracteres/));
    expect(within(form).getByRole('textbox', { name: 'Motivo para «Ubicación»' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('offers no decision unless the contract is sent, and shows the reasons of a returned one', async () => {
    await open(
      reviewAnswer({
        contract: {
          ...returnedContract,
          status: 'returned',
          returned_steps: [{ step: 'photos', reason: 'Faltan fotos.' }],
        },
      }),
    );
    expect(screen.getByTestId('not-decidable')).toHaveTextContent(
      'Solo se puede aprobar o devolver un contrato enviado.',
    );
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolver' })).toBeNull();
    expect(screen.getByText('Fotos: Faltan fotos.')).toBeInTheDocument();
  });

  it('rates a photo with the staff-only rating (PATCH quality_rate) and shows the new stars', async () => {
    const { calls } = await open(reviewAnswer(), undefined, (call) =>
      call.method === 'PATCH' ? { status: 200, body: photo(1, { quality_rate: 5 }) } : undefined,
    );
    const region = screen.getByRole('region', { name: 'Fotos' });
    expect(region).toHaveTextContent('2 fotos en total');
    const five = within(region).getByRole('radio', { name: '5 de 5 estrellas para Exterior, foto 1' });
    // As a pointer does: on the star drawn by the radio's label.
    fireEvent.click(document.querySelector(`label[for="${five.id}"]`) as Element);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        expect.objectContaining({ path: '/api/hotel/7/photo/1', body: { quality_rate: 5 } }),
      ]),
    );
    expect(
      within(region).getByRole('radio', { name: '5 de 5 estrellas para Exterior, foto 1' }),
    ).toBeChecked();
  });

  it('counts one photo in the singular', async () => {
    await open(reviewAnswer({ photos: [photo(1)] }));
    expect(screen.getByRole('region', { name: 'Fotos' })).toHaveTextContent(/(?<!\d)1 foto en total/);
  });

  it('shows the history of returns and, after a resubmission, what changed per step since the return', async () => {
    await open(
      reviewAnswer({
        last_approval: null,
        changed_steps: ['basic', 'ubication', 'rooms', 'room', 'photos'],
        returns: [
          {
            at: '2026-11-21T09:00:00.000Z',
            by: 'Marta',
            steps: [{ step: 'basic', reason: 'Falta la categoría.' }],
          },
          {
            at: '2026-11-10T09:00:00.000Z',
            by: null,
            steps: [{ step: 'photos', reason: 'Más fotos.' }],
          },
        ],
        since_return: {
          at: '2026-11-21T09:00:00.000Z',
          steps: [
            {
              step: 'basic',
              fields: [{ field: 'city', before: 'Sevila', after: 'Sevilla' }],
              added: [],
              removed: [],
              changed: [],
            },
            { step: 'rooms', fields: [], added: ['Suite'], removed: [], changed: ['Doble superior'] },
          ],
        },
      }),
    );
    const history = screen.getByRole('region', { name: 'Devoluciones anteriores' });
    expect(history).toHaveTextContent(/21 nov 2026.*por Marta/);
    expect(history).toHaveTextContent('Datos básicos: Falta la categoría.');
    expect(history).toHaveTextContent('Fotos: Más fotos.');
    const since = screen.getByRole('region', { name: /Cambios desde la devolución del 21 nov 2026/ });
    expect(within(since).getByTestId('since-return-basic')).toHaveTextContent('Ciudad: Sevila → Sevilla');
    expect(within(since).getByTestId('since-return-rooms')).toHaveTextContent('Añadido: Suite');
    expect(within(since).getByTestId('since-return-rooms')).toHaveTextContent('Cambiado: Doble superior');
    // Never approved: the marks follow the return, not "every step changed".
    expect(screen.getByTestId('last-approval')).toHaveTextContent(
      'Nunca se ha aprobado: se marca lo cambiado desde la última devolución.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Datos básicos' })).getByTestId('changed-mark'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fotos' })).queryByTestId('changed-mark')).toBeNull();
  });
});
