import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { daysAgo, summary } from '../../../test/staff-fixtures.ts';
import { StaffHome } from './StaffHome.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffHome', () => {
  it('counts each queue with its oldest waiting in Spanish and a link to it', async () => {
    fakeFetch(({ path }) => (path.endsWith('/api/staff/summary') ? [200, summary()] : [404, {}]));
    await renderWithProviders(<StaffHome />);
    const claims = await screen.findByTestId('queue-claims');
    expect(
      within(claims).getByRole('heading', { level: 2, name: 'Solicitudes pendientes' }),
    ).toBeInTheDocument();
    expect(within(claims).getByTestId('queue-count')).toHaveTextContent('4');
    expect(within(claims).getByTestId('queue-oldest')).toHaveTextContent('Más antiguo: hace 3 días');
    expect(within(claims).getByRole('link', { name: 'Ver las solicitudes' })).toHaveAttribute(
      'href',
      '/staff/claims',
    );

    const review = screen.getByTestId('queue-to_review');
    expect(within(review).getByTestId('queue-count')).toHaveTextContent('12');
    expect(within(review).getByTestId('queue-oldest')).toHaveTextContent('Más antiguo: anteayer');
    expect(within(review).getByRole('link')).toHaveAttribute('href', '/staff/contracts');

    const returned = screen.getByTestId('queue-returned');
    expect(within(returned).getByTestId('queue-count')).toHaveTextContent('0');
    expect(within(returned).getByTestId('queue-oldest')).toHaveTextContent('Nada en espera');
    expect(within(returned).getByRole('link')).toHaveAttribute('href', '/staff/contracts?status=returned');
  });

  it("lists the caller's recent decisions: hotel (or person), the action translated, when", async () => {
    const answer = summary();
    const [first] = answer.recent_decisions;
    if (!first) throw new Error('the fixture has a decision');
    answer.recent_decisions.push({
      ...first,
      id: 91,
      hotel: { id: 502, name: 'Hotel Giralda' },
      action: 'contract.returned',
      at: daysAgo(4),
    });
    answer.recent_decisions.push({
      ...first,
      id: 92,
      hotel: null,
      subject: { id: 40, name: 'Luis Gómez' },
      action: 'permission.granted',
      at: daysAgo(5),
    });
    fakeFetch(() => [200, answer]);
    await renderWithProviders(<StaffHome />);
    const table = await screen.findByRole('table', { name: /Las decisiones que ha tomado/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hotel Sol de TrianaSolicitud verificadaayer',
      'Hotel GiraldaContrato devuelto con motivoshace 4 días',
      'Luis GómezPermiso de aprobación concedidohace 5 días',
    ]);
  });

  it('as a panel of the dashboard home its headings start one level down', async () => {
    fakeFetch(() => [200, summary({ recent_decisions: [] })]);
    await renderWithProviders(<StaffHome level={2} />);
    expect(await screen.findByTestId('no-decisions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sus colas de trabajo' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByTestId('no-decisions')).toHaveTextContent('Todavía no ha tomado ninguna decisión.');
  });

  it("a hotel user's 403 is a clear refusal, not a crash", async () => {
    fakeFetch(() => [403, { detail: 'No tiene permiso para aprobar contratos.', code: 'forbidden' }]);
    await renderWithProviders(<StaffHome />);
    expect(await screen.findByTestId('forbidden')).toHaveTextContent(
      'No tiene permiso para aprobar contratos.',
    );
  });
});
