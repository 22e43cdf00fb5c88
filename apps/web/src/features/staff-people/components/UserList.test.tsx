import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { person } from '../../../test/staff-fixtures.ts';
import { UserList } from './UserList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PEOPLE = [
  {
    ...person({ id: 1, name: 'Ana Staff', email: 'ana@grupo.example', approbe_contract_perm: true }),
    hotel_count: 0,
  },
  { ...person(), hotel_count: 2 },
];

/** The people list on a server: `q` filters by name or e-mail, as the API does. */
function server() {
  return fakeFetch((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (url.pathname !== '/api/staff/users/') return [404, {}];
    const q = url.searchParams.get('q')?.toLowerCase();
    const items = q ? PEOPLE.filter((one) => `${one.name} ${one.email}`.toLowerCase().includes(q)) : PEOPLE;
    return [200, { count: items.length, items }];
  });
}
const searches = (calls: ApiCall[]) =>
  calls.map((call) => new URL(call.path, 'http://localhost').searchParams.get('q'));

describe('UserList', () => {
  it('a captioned table: name (to the person), e-mail, hotels and the staff badge', async () => {
    server();
    await renderWithProviders(<UserList />);
    const table = await screen.findByRole('table', { name: 'Usuarios, los más recientes primero' });
    const [, staff, owner] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(staff as HTMLElement).getByRole('link', { name: 'Ana Staff' })).toHaveAttribute(
      'href',
      '/staff/users/1',
    );
    expect(staff).toHaveTextContent('Personal del grupo');
    expect(owner).toHaveTextContent('marta@hotelsol.example');
    expect(owner).toHaveTextContent('2');
    expect(owner).toHaveTextContent('Usuario de hotel');
    expect(screen.getByTestId('people-count')).toHaveTextContent('2 usuarios');
  });

  it('searches once typing pauses, not at every key', async () => {
    const calls = server();
    await renderWithProviders(<UserList />);
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(search, { target: { value: 'ma' } });
    fireEvent.change(search, { target: { value: 'mar' } });
    fireEvent.change(search, { target: { value: 'marta' } });
    await waitFor(() => expect(screen.getByTestId('people-count')).toHaveTextContent('1 usuario coincide'));
    expect(searches(calls)).toEqual([null, 'marta']);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
