import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { preloadScreen, screenOf, screens } from './screens.ts';

/** The full path of every route the router loads lazily, but the dashboard frame (pathless). */
function lazyPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : route.path ? `${parent}/${route.path}` : parent;
    const own = route.lazy && (route.path !== undefined || route.index) ? [path] : [];
    return [...own, ...lazyPaths(route.children ?? [], path)];
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the screens table', () => {
  it('has exactly the router lazy screens, by their full paths', () => {
    expect(lazyPaths(routes).sort()).toEqual(Object.keys(screens).sort());
  });

  it('matches paths as the router does', () => {
    expect(screenOf('/photos')).toBe('/photos');
    expect(screenOf('/photos/')).toBe('/photos');
    expect(screenOf('/room/12')).toBe('/room/:roomId');
    expect(screenOf('/auth/login/abc')).toBe('/auth/login/:hotelToken');
    expect(screenOf('/dash')).toBeUndefined();
    expect(screenOf('/nothing')).toBeUndefined();
  });

  it("asks the API for a signed-in screen's first reads, and for nothing when signed out", () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    preloadScreen({ pathname: '/photos', token: null, hotelId: 3, language: 'es' });
    expect(fetchMock).not.toHaveBeenCalled();
    preloadScreen({ pathname: '/auth/login', token: 't', hotelId: 3, language: 'es' });
    expect(fetchMock).not.toHaveBeenCalled();
    preloadScreen({ pathname: '/photos', token: 't', hotelId: 3, language: 'en' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/hotel/',
      '/api/auth/user/data/',
      '/api/hotel/3',
      '/api/hotel/3/rooms-locked',
      '/api/hotel/3/room/',
      '/api/hotel/3/photo/',
      '/api/hotel/3/photo/rooms',
      '/api/hotel/3/contract/',
      '/api/hotel/3/steps',
    ]);
  });
});
