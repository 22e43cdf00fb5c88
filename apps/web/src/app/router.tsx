import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setApiHandlers } from '../lib/api-client.ts';
import { type LazyNamespace, loadTexts } from '../lib/lazy-texts.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { frames, screens } from './screens.ts';

type LazyModule = Promise<{ default: React.ComponentType }>;
/**
 * A lazy screen inside the query cache's provider, which is loaded with it (app/QueryHost.tsx),
 * and with the texts it needs beyond the language's catalogue (lib/lazy-texts.ts).
 */
const page =
  (load: () => LazyModule, texts: readonly LazyNamespace[] = []): RouteObject['lazy'] =>
  async () => {
    const [{ default: Screen }, { QueryHost }] = await Promise.all([
      load(),
      frames.query(),
      loadTexts(texts),
    ]);
    return {
      Component: () => (
        <QueryHost>
          <Screen />
        </QueryHost>
      ),
    };
  };
/** The login screen, without the query cache: its first download stays small (decision 018). */
const bare =
  (load: () => LazyModule): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dash/hotel" replace /> },
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', lazy: bare(screens['/auth/login']) },
      { path: 'login/:hotelToken', lazy: bare(screens['/auth/login/:hotelToken']) },
      { path: 'register', lazy: page(screens['/auth/register']) },
      { path: 'registered', lazy: page(screens['/auth/registered']) },
      { path: 'restore-password', lazy: page(screens['/auth/restore-password']) },
      { path: 'confirm-email', lazy: page(screens['/auth/confirm-email']) },
      { path: 'contact', lazy: page(screens['/auth/contact']) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'second-factor', lazy: page(screens['/auth/second-factor']) },
          {
            path: 'facturation',
            lazy: page(screens['/auth/facturation']),
            handle: { wide: true },
          },
        ],
      },
    ],
  },
  {
    path: '/404',
    element: <AuthLayout />,
    children: [{ index: true, lazy: page(screens['/404']) }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        // The dashboard shell (sidebar, hotel picker, wizard state) is a chunk of its own: the login
        // page does not download it (docs/decisions/018-web-performance.md).
        lazy: page(frames.dashboard),
        children: [
          { path: '/dash', element: <Navigate to="/dash/home" replace /> },
          { path: '/dash/hotel', lazy: page(screens['/dash/hotel']) },
          { path: '/dash/home', lazy: page(screens['/dash/home']) },
          { path: '/dash/contract', lazy: page(screens['/dash/contract'], ['rates']) },
          { path: '/contacts', lazy: page(screens['/contacts']) },
          { path: '/dash/contact', lazy: page(screens['/dash/contact']) },
          { path: '/basic', lazy: page(screens['/basic']) },
          { path: '/ubication', lazy: page(screens['/ubication']) },
          { path: '/accesibility', lazy: page(screens['/accesibility']) },
          { path: '/services', lazy: page(screens['/services']) },
          { path: '/activities', lazy: page(screens['/activities']) },
          { path: '/dash/rates', lazy: page(screens['/dash/rates'], ['rates']) },
          { path: '/dash/rates/calendar', lazy: page(screens['/dash/rates/calendar'], ['rates']) },
          { path: '/dash/rates/new', lazy: page(screens['/dash/rates/new'], ['rates']) },
          { path: '/dash/rates/policy', lazy: page(screens['/dash/rates/policy'], ['rates']) },
          { path: '/dash/rates/terms', lazy: page(screens['/dash/rates/terms'], ['rates']) },
          { path: '/dash/rates/taxes', lazy: page(screens['/dash/rates/taxes'], ['rates']) },
          { path: '/dash/reservations', lazy: page(screens['/dash/reservations'], ['rates']) },
          { path: '/dash/profile', lazy: page(screens['/dash/profile']) },
          { path: '/photos', lazy: page(screens['/photos']) },
          { path: '/videos', lazy: page(screens['/videos']) },
          { path: '/opinions', lazy: page(screens['/opinions']) },
          { path: '/rooms', lazy: page(screens['/rooms']) },
          { path: '/room/:roomId', lazy: page(screens['/room/:roomId']) },
          { path: '/staff', lazy: page(screens['/staff'], ['staff', 'rates']) },
          { path: '/staff/claims', lazy: page(screens['/staff/claims'], ['staff', 'rates']) },
          { path: '/staff/contracts', lazy: page(screens['/staff/contracts'], ['staff', 'rates']) },
          {
            path: '/staff/contracts/:hotelId',
            lazy: page(screens['/staff/contracts/:hotelId'], ['staff', 'rates']),
          },
          { path: '/staff/users', lazy: page(screens['/staff/users'], ['staff', 'rates']) },
          { path: '/staff/users/:userId', lazy: page(screens['/staff/users/:userId'], ['staff', 'rates']) },
          { path: '/staff/integrations', lazy: page(screens['/staff/integrations'], ['staff']) },
          { path: '/staff/reservations', lazy: page(screens['/staff/reservations'], ['staff', 'rates']) },
          { path: '/staff/activity', lazy: page(screens['/staff/activity'], ['staff']) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setApiHandlers({
    unauthorized: () => void router.navigate('/auth/login'),
    secondFactorRequired: () => void router.navigate('/auth/second-factor'),
    notFound: () => void router.navigate('/404'),
  });
  return router;
}
