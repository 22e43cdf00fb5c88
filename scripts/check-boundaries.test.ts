import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  brokenBoundary,
  dataHooksDefined,
  dataHookViolations,
  relativeImports,
} from './check-boundaries.ts';

const file = (path: string, ...specifiers: string[]) => ({
  path,
  text: specifiers.map((specifier) => `import { x } from '${specifier}';`).join('\n'),
});

describe('import boundaries', () => {
  it('fails on a feature importing another feature, however the import is written', () => {
    const violations = boundaryViolations([
      file('apps/web/src/features/rooms/components/RoomList.tsx', '../../hotels/api/hotels.ts'),
      {
        path: 'apps/web/src/features/rates/RatesPage.tsx',
        text: [
          "export { useHotels } from '../hotels/hooks.ts';",
          "import type { Room } from '../rooms/model/room-form.ts';",
          "const Lazy = () => import('../wizard/WizardForm.tsx');",
        ].join('\n'),
      },
    ]);
    expect(violations).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/features\/rooms\/components\/RoomList.tsx imports .*feature rooms must not import feature hotels/,
      ),
      expect.stringContaining('feature rates must not import feature hotels'),
      expect.stringContaining('feature rates must not import feature rooms'),
      expect.stringContaining('feature rates must not import feature wizard'),
    ]);
  });

  it('fails on the shared web folders importing a feature or the app shell', () => {
    const violations = boundaryViolations([
      file('apps/web/src/lib/session.ts', '../features/auth/hooks.ts'),
      file('apps/web/src/components/ui/Pager.tsx', '../../app/router.tsx'),
      file('apps/web/src/api/hotels.test.ts', '../features/hotels/test/fixtures.ts'),
    ]);
    expect(violations).toHaveLength(3);
  });

  it("fails on the server's lib/ or plugins/ importing a module", () => {
    const violations = boundaryViolations([
      file('apps/server/src/lib/origin.ts', '../modules/auth/auth.repository.ts'),
      file('apps/server/src/plugins/auth.ts', '../modules/auth/auth.service.ts'),
    ]);
    expect(violations).toHaveLength(2);
    expect(violations[0]).toContain('must not import a module');
  });

  it('passes on imports within a feature, downwards, and of packages', () => {
    expect(
      boundaryViolations([
        file(
          'apps/web/src/features/rooms/components/RoomList.tsx',
          './RoomCard.tsx',
          '../model/room-form.ts',
          '../../../api/hotels.ts',
          '../../../lib/api-client.ts',
          '../../../components/ui/Pager.tsx',
          '@hotel/domain',
          'react',
        ),
        file('apps/web/src/app/router.tsx', '../features/rooms/RoomsPage.tsx'),
        file('apps/web/src/api/hotels.ts', '../lib/api-client.ts'),
        file('apps/server/src/plugins/auth.ts', '../lib/request-context.ts', './rate-limiter.ts'),
        file(
          'apps/server/src/modules/auth/auth.service.ts',
          '../../plugins/rate-limiter.ts',
          '../hotels/index.ts',
        ),
      ]),
    ).toEqual([]);
  });

  it('resolves a relative import against the importing file', () => {
    expect(relativeImports(file('apps/web/src/features/a/b/c.ts', '../../x/y.ts', 'zod'))).toEqual([
      'apps/web/src/features/x/y.ts',
    ]);
    expect(brokenBoundary('apps/web/src/features/a/c.ts', 'apps/web/src/features/a/d.ts')).toBeUndefined();
  });
});

describe('web data hooks in api/ folders (decision 048)', () => {
  const dataHook = [
    "import { useMutation, useQuery } from '@tanstack/react-query';",
    "import { roomsQuery, deleteRoom } from '../../../api/rooms.ts';",
    'export function useRooms(hotelId: number) {',
    '  return useQuery(roomsQuery(hotelId));',
    '}',
    'export const useDeleteRoom = () => useMutation({ mutationFn: deleteRoom });',
  ].join('\n');

  it('fails on a data hook planted in a feature hooks/ folder, a component, lib/ or app/', () => {
    const violations = dataHookViolations([
      { path: 'apps/web/src/features/rooms/hooks/rooms.ts', text: dataHook },
      {
        path: 'apps/web/src/features/rates/components/RatesList.tsx',
        text: [
          "import { useSuspenseQuery } from '@tanstack/react-query';",
          'function useRateList() {',
          '  return useSuspenseQuery(rateListQuery());',
          '}',
          'export function RatesList() {',
          '  return useRateList().data.length;',
          '}',
        ].join('\n'),
      },
      { path: 'apps/web/src/lib/reference.ts', text: dataHook },
      { path: 'apps/web/src/app/routes/home.tsx', text: dataHook },
    ]);
    expect(violations).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/features\/rooms\/hooks\/rooms.ts defines the data hook useRooms: /,
      ),
      expect.stringContaining('features/rooms/hooks/rooms.ts defines the data hook useDeleteRoom'),
      expect.stringContaining('features/rates/components/RatesList.tsx defines the data hook useRateList'),
      expect.stringContaining('lib/reference.ts defines the data hook useRooms'),
      expect.stringContaining('lib/reference.ts defines the data hook useDeleteRoom'),
      expect.stringContaining('app/routes/home.tsx defines the data hook useRooms'),
      expect.stringContaining('app/routes/home.tsx defines the data hook useDeleteRoom'),
    ]);
  });

  it("passes on data hooks in a feature's api/ or the shared api/, on UI hooks anywhere and on components calling a query", () => {
    expect(
      dataHookViolations([
        { path: 'apps/web/src/features/rooms/api/rooms.ts', text: dataHook },
        { path: 'apps/web/src/api/current-user.ts', text: dataHook },
        {
          path: 'apps/web/src/features/rates/hooks/use-row-window.ts',
          text: 'export function useRowWindow() {\n  const [rows] = useState(0);\n  return rows;\n}',
        },
        {
          // Builds on data hooks without calling React Query itself: a screen's hook, not a data hook.
          path: 'apps/web/src/features/rooms/hooks/use-room-actions.ts',
          text: "import { useDeleteRoom } from '../api/rooms.ts';\nexport function useRoomActions() {\n  return useDeleteRoom();\n}",
        },
        {
          path: 'apps/web/src/features/sessions/components/SessionsCard.tsx',
          text: 'export function SessionsCard() {\n  const sessions = useQuery(sessionsQuery());\n  return sessions.data;\n}',
        },
        { path: 'apps/server/src/modules/rooms/use-rooms.ts', text: dataHook },
      ]),
    ).toEqual([]);
  });

  it('finds the use… functions that call a React Query hook, declared or assigned', () => {
    expect(dataHooksDefined({ path: 'x.ts', text: dataHook })).toEqual(['useRooms', 'useDeleteRoom']);
  });
});
