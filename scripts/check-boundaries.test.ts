import { describe, expect, it } from 'vitest';
import { boundaryViolations, brokenBoundary, relativeImports } from './check-boundaries.ts';

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
          '../hotels/x.ts',
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
