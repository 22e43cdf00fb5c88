import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  brokenBoundary,
  dataHooksDefined,
  dataHookViolations,
  domainPackageViolations,
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

  // `reservations` and `invoices` stand for any two modules.
  it("fails on a file importing another server module's file other than its index.ts door", () => {
    const violations = boundaryViolations([
      file(
        'apps/server/src/modules/invoices/invoices.service.ts',
        '../reservations/reservations.repository.ts',
      ),
      file(
        'apps/server/src/modules/invoices/invoices.api.test.ts',
        '../reservations/reservations.service.ts',
      ),
      file('apps/server/src/wiring.ts', './modules/reservations/reservations.routes.ts'),
      file('apps/server/src/test/fixtures.ts', '../modules/reservations/reservations.repository.ts'),
      // A sub-folder is a module of its own: its parent and its siblings go through its door too.
      file('apps/server/src/modules/invoices/ota/ota-xml.ts', '../invoices.repository.ts'),
      file('apps/server/src/modules/invoices/webhooks/webhooks.service.ts', '../ota/ota-xml.ts'),
    ]);
    expect(violations).toEqual([
      expect.stringMatching(
        /^apps\/server\/src\/modules\/invoices\/invoices.service.ts imports .*module reservations is entered through its door, modules\/reservations\/index.ts/,
      ),
      expect.stringContaining(
        'invoices.api.test.ts imports apps/server/src/modules/reservations/reservations.service.ts',
      ),
      expect.stringContaining(
        'wiring.ts imports apps/server/src/modules/reservations/reservations.routes.ts',
      ),
      expect.stringContaining(
        'test/fixtures.ts imports apps/server/src/modules/reservations/reservations.repository.ts',
      ),
      expect.stringContaining('module invoices is entered through its door'),
      expect.stringContaining('module invoices/ota is entered through its door'),
    ]);
  });

  it('passes on doors and on files of the same module', () => {
    expect(
      boundaryViolations([
        file(
          'apps/server/src/modules/invoices/invoices.service.ts',
          './invoices.repository.ts',
          '../reservations/index.ts',
          './ota/index.ts',
          '../../lib/activity-log.ts',
        ),
        file('apps/server/src/wiring.ts', './modules/reservations/index.ts'),
      ]),
    ).toEqual([]);
  });

  it('fails on a feature importing the app shell and on the web lib/ importing api/', () => {
    const violations = boundaryViolations([
      file('apps/web/src/features/auth/api/save-language.test.tsx', '../../../app/layouts/AuthLayout.tsx'),
      file('apps/web/src/lib/session.ts', '../api/current-user.ts'),
    ]);
    expect(violations).toEqual([
      expect.stringContaining('a feature must not import the app shell'),
      expect.stringContaining('the web lib/ must not import api/'),
    ]);
  });

  it('fails on packages/domain importing an app, by path or by package name', () => {
    const domainFile = {
      path: 'packages/domain/src/rates/rules.ts',
      text: [
        "import { AppError } from '../../../../apps/server/src/lib/errors.ts';",
        "import type { Services } from '@hotel/server';",
        "import { formatMoney } from '@hotel/web/src/lib/money.ts';",
        "import { z } from 'zod';",
      ].join('\n'),
    };
    expect(boundaryViolations([domainFile])).toEqual([
      expect.stringContaining('packages/domain must not import the apps'),
    ]);
    expect(domainPackageViolations([domainFile])).toEqual([
      expect.stringContaining('imports @hotel/server'),
      expect.stringContaining('imports @hotel/web/src/lib/money.ts'),
    ]);
    expect(domainPackageViolations([file('apps/web/src/api/x.ts', '@hotel/server')])).toEqual([]);
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
