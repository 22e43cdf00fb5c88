import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setApiHandlers } from '../lib/api-client.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { DASHBOARD_NAV, WIZARD_NAV } from './navigation.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { WizardProvider } from '../features/wizard/hooks/wizard-context.tsx';

type LazyModule = Promise<{ default: React.ComponentType }>;
const page =
  (load: () => LazyModule): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** A screen that a later capability fills in: its title, as a lazy chunk of its own. */
const section =
  (titleKey: string): RouteObject['lazy'] =>
  async () => {
    const { SectionPage } = await import('./routes/section.tsx');
    return { Component: () => <SectionPage titleKey={titleKey} /> };
  };

const titled = new Map<string, string>(
  [...DASHBOARD_NAV, ...WIZARD_NAV].map((item) => [item.path, item.key]),
);
const dashboardSection = (path: string): RouteObject => ({
  path,
  lazy: section(titled.get(path) ?? 'nav.home'),
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dash/hotel" replace /> },
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', lazy: page(() => import('./routes/login.tsx')) },
      { path: 'login/:hotelToken', lazy: page(() => import('./routes/login.tsx')) },
      { path: 'register', lazy: page(() => import('./routes/register.tsx')) },
      { path: 'registered', lazy: page(() => import('./routes/registered.tsx')) },
      { path: 'restore-password', lazy: section('auth.restore.title') },
      { path: 'contact', lazy: section('auth.contact.title') },
      {
        element: <RequireAuth />,
        children: [{ path: 'facturation', lazy: section('auth.facturation.title') }],
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
        element: (
          <WizardProvider>
            <DashboardLayout />
          </WizardProvider>
        ),
        children: [
          { path: '/dash', element: <Navigate to="/dash/home" replace /> },
          { path: '/dash/hotel', lazy: page(() => import('./routes/hotel.tsx')) },
          { path: '/dash/home', lazy: page(() => import('./routes/home.tsx')) },
          { path: '/contacts', lazy: page(() => import('./routes/contacts.tsx')) },
          { path: '/basic', lazy: page(() => import('./routes/wizard/basic.tsx')) },
          { path: '/ubication', lazy: page(() => import('./routes/wizard/ubication.tsx')) },
          { path: '/accesibility', lazy: page(() => import('./routes/wizard/accesibility.tsx')) },
          { path: '/services', lazy: page(() => import('./routes/wizard/services.tsx')) },
          { path: '/activities', lazy: page(() => import('./routes/wizard/activities.tsx')) },
          ...['/dash/rates', '/dash/rates/calendar', '/dash/rates/new', '/dash/profile'].map(dashboardSection),
          ...['/rooms', '/photos', '/videos', '/opinions'].map(dashboardSection),
          { path: '/room/:roomId', lazy: section('nav.room') },
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
