import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setApiHandlers } from '../lib/api-client.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';

type LazyModule = Promise<{ default: React.ComponentType }>;
/** A lazy screen inside the query cache's provider, which is loaded with it (app/QueryHost.tsx). */
const page =
  (load: () => LazyModule): RouteObject['lazy'] =>
  async () => {
    const [{ default: Screen }, { QueryHost }] = await Promise.all([load(), import('./QueryHost.tsx')]);
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
      { path: 'login', lazy: bare(() => import('./routes/login.tsx')) },
      { path: 'login/:hotelToken', lazy: bare(() => import('./routes/login.tsx')) },
      { path: 'register', lazy: page(() => import('./routes/register.tsx')) },
      { path: 'registered', lazy: page(() => import('./routes/registered.tsx')) },
      { path: 'restore-password', lazy: page(() => import('./routes/restore-password.tsx')) },
      { path: 'contact', lazy: page(() => import('./routes/contact.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'second-factor', lazy: page(() => import('./routes/second-factor.tsx')) },
          {
            path: 'facturation',
            lazy: page(() => import('./routes/facturation.tsx')),
            handle: { wide: true },
          },
        ],
      },
    ],
  },
  {
    path: '/404',
    element: <AuthLayout />,
    children: [{ index: true, lazy: page(() => import('./routes/not-found.tsx')) }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        // The dashboard shell (sidebar, hotel picker, wizard state) is a chunk of its own: the login
        // page does not download it (docs/decisions/018-web-performance.md).
        lazy: page(() => import('./layouts/DashboardShell.tsx')),
        children: [
          { path: '/dash', element: <Navigate to="/dash/home" replace /> },
          { path: '/dash/hotel', lazy: page(() => import('./routes/hotel.tsx')) },
          { path: '/dash/home', lazy: page(() => import('./routes/home.tsx')) },
          { path: '/contacts', lazy: page(() => import('./routes/contacts.tsx')) },
          { path: '/dash/contact', lazy: page(() => import('./routes/dash-contact.tsx')) },
          { path: '/basic', lazy: page(() => import('./routes/wizard/basic.tsx')) },
          { path: '/ubication', lazy: page(() => import('./routes/wizard/ubication.tsx')) },
          { path: '/accesibility', lazy: page(() => import('./routes/wizard/accesibility.tsx')) },
          { path: '/services', lazy: page(() => import('./routes/wizard/services.tsx')) },
          { path: '/activities', lazy: page(() => import('./routes/wizard/activities.tsx')) },
          { path: '/dash/rates', lazy: page(() => import('./routes/rates/list.tsx')) },
          { path: '/dash/rates/calendar', lazy: page(() => import('./routes/rates/calendar.tsx')) },
          { path: '/dash/rates/new', lazy: page(() => import('./routes/rates/new.tsx')) },
          { path: '/dash/profile', lazy: page(() => import('./routes/profile.tsx')) },
          { path: '/photos', lazy: page(() => import('./routes/wizard/photos.tsx')) },
          { path: '/videos', lazy: page(() => import('./routes/wizard/videos.tsx')) },
          { path: '/opinions', lazy: page(() => import('./routes/wizard/opinions.tsx')) },
          { path: '/rooms', lazy: page(() => import('./routes/wizard/rooms.tsx')) },
          { path: '/room/:roomId', lazy: page(() => import('./routes/wizard/room.tsx')) },
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
    notFound: () => void router.navigate('/404'),
  });
  return router;
}
