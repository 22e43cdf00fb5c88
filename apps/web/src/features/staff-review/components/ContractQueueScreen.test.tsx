import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { queueAnswer } from '../../../test/staff-fixtures.ts';
import { type SeenCall, serve } from '../test/review-test-utils.tsx';
import { ContractQueueScreen } from './ContractQueueScreen.tsx';

const queueCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === '/api/staff/contracts/');
const lastQuery = (calls: SeenCall[]) => Object.fromEntries(queueCalls(calls).at(-1)?.search ?? []);

describe('ContractQueueScreen', () => {
  it('asks for the sent contracts, oldest first by the server, and lists them with their data', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/contracts/' ? { status: 200, body: queueAnswer() } : undefined,
    );
    await renderWithProviders(<ContractQueueScreen />);
    const table = await screen.findByTestId('queue-table');
    expect(lastQuery(calls)).toEqual({ status: 'sent', page: '1', page_size: '25' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Hotel Miramar' })).toHaveAttribute(
      'href',
      '/staff/contracts/7',
    );
    expect(row).toHaveTextContent('Sevilla');
    await waitFor(() => expect(row).toHaveTextContent('España'));
    await waitFor(() => expect(row).toHaveTextContent('Hotel'));
    expect(within(row).getByTestId('approved-before')).toHaveTextContent('Aprobado antes');
    // The sent date in the interface language (Spanish months).
    expect(row).toHaveTextContent(/20 nov 2026/);
    expect(screen.getByTestId('queue-count')).toHaveTextContent('1 contrato');
    expect(screen.getByRole('tab', { name: 'Por revisar (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Devueltos (1)' })).toBeInTheDocument();
  });

  it('sends the filters as query parameters, from the first page, and leaves out the empty ones', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/contracts/' ? { status: 200, body: queueAnswer() } : undefined,
    );
    await renderWithProviders(<ContractQueueScreen />);
    await screen.findByTestId('queue-table');
    // The country list is named in the interface language.
    await screen.findByRole('option', { name: 'España' });
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'ES' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: '  Sevilla ' } });
    await screen.findByRole('option', { name: 'Apartamentos' });
    fireEvent.change(screen.getByLabelText('Tipo de establecimiento'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Enviado desde'), { target: { value: '1/11/2026' } });
    fireEvent.change(screen.getByLabelText('Enviado hasta'), { target: { value: '30/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        status: 'sent',
        country: 'ES',
        city: 'Sevilla',
        htype: '3',
        sent_from: '2026-11-01',
        sent_to: '2026-11-30',
        page: '1',
        page_size: '25',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ status: 'sent', page: '1', page_size: '25' }));
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/contracts/' ? { status: 200, body: queueAnswer() } : undefined,
    );
    await renderWithProviders(<ContractQueueScreen />);
    await screen.findByTestId('queue-table');
    fireEvent.change(screen.getByLabelText('Enviado desde'), { target: { value: '10/11/2026' } });
    fireEvent.change(screen.getByLabelText('Enviado hasta'), { target: { value: '01/11/2026' } });
    const before = queueCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial')).toBeInTheDocument();
    expect(queueCalls(calls)).toHaveLength(before);
  });

  it('keeps a date that is not one as typed and says so on its field, without asking the server', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/contracts/' ? { status: 200, body: queueAnswer() } : undefined,
    );
    await renderWithProviders(<ContractQueueScreen />);
    await screen.findByTestId('queue-table');
    const from = screen.getByLabelText('Enviado desde');
    fireEvent.change(from, { target: { value: '31/02/2026' } });
    fireEvent.blur(from);
    expect(from).toHaveValue('31/02/2026');
    const before = queueCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Fecha no válida: escríbala como dd/mm/aaaa')).toBeInTheDocument();
    expect(queueCalls(calls)).toHaveLength(before);
  });

  it('switches to the returned contracts with the tab, keeping the filters, and pages through them', async () => {
    const calls = serve((call) => {
      if (call.path !== '/api/staff/contracts/') return undefined;
      if (call.search.get('status') === 'returned') {
        const base = queueAnswer();
        const item = { ...base.items[0], returned_at: '2026-11-22T10:00:00.000Z', approved_before: false };
        return { status: 200, body: { ...base, count: 60, items: [item] } };
      }
      return { status: 200, body: queueAnswer() };
    });
    await renderWithProviders(<ContractQueueScreen />);
    await screen.findByTestId('queue-table');
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Sevilla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lastQuery(calls).city).toBe('Sevilla'));

    fireEvent.click(screen.getByRole('tab', { name: /Devueltos/ }));
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ status: 'returned', city: 'Sevilla', page: '1' }),
    );
    await screen.findByText('60 contratos');
    expect(screen.getByRole('columnheader', { name: 'Devuelto' })).toBeInTheDocument();
    expect(screen.queryByTestId('approved-before')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ status: 'returned', city: 'Sevilla', page: '2' }),
    );
  });

  it('lists the approved contracts in their own tab, with the approval time', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/contracts/' ? { status: 200, body: queueAnswer() } : undefined,
    );
    await renderWithProviders(<ContractQueueScreen />);
    await screen.findByTestId('queue-table');
    fireEvent.click(screen.getByRole('tab', { name: 'Aprobados (5)' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ status: 'approved', page: '1' }));
    const table = await screen.findByTestId('queue-table');
    expect(within(table).getByRole('columnheader', { name: 'Aprobado' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Enviado' })).toBeNull();
  });
});
