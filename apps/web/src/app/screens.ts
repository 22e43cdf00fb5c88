import type { ComponentType } from 'react';
import { API_BASE } from '../lib/api-base.ts';
import { requestEarly } from '../lib/early-requests.ts';

type LazyModule = () => Promise<{ default: ComponentType }>;
type LazyFrame = () => Promise<unknown>;

/**
 * The lazily loaded modules of the app, apart from the router (router.tsx) so that main.tsx can start
 * the first screen's downloads before React and the router have arrived (docs/decisions/018).
 */
export const frames = {
  /** The query cache's provider, around every screen but the login page (app/QueryHost.tsx). */
  query: () => import('./QueryHost.tsx'),
  /** The signed-in screens' frame: sidebar, hotel picker, wizard state. */
  dashboard: () => import('./layouts/DashboardShell.tsx'),
} satisfies Record<string, LazyFrame>;

/** The back office's screens, one lazy chunk (routes/staff/index.ts). */
export const backOffice = () => import('./routes/staff/index.ts');
const backOfficeScreen =
  (name: keyof Awaited<ReturnType<typeof backOffice>>): LazyModule =>
  () =>
    backOffice().then((module) => ({ default: module[name] }));

/**
 * Each screen by the full path the router serves it on. Paths under /auth and /404 are in the auth
 * layout; the others are signed-in screens inside the dashboard frame. A route added to router.tsx
 * takes its module from here (app/screens.test.ts checks that every one does).
 */
export const screens = {
  '/auth/login': () => import('./routes/login.tsx'),
  '/auth/login/:hotelToken': () => import('./routes/login.tsx'),
  '/auth/register': () => import('./routes/register.tsx'),
  '/auth/registered': () => import('./routes/registered.tsx'),
  '/auth/restore-password': () => import('./routes/restore-password.tsx'),
  '/auth/confirm-email': () => import('./routes/confirm-email.tsx'),
  '/auth/contact': () => import('./routes/contact.tsx'),
  '/auth/second-factor': () => import('./routes/second-factor.tsx'),
  '/auth/facturation': () => import('./routes/facturation.tsx'),
  '/404': () => import('./routes/not-found.tsx'),
  '/dash/hotel': () => import('./routes/hotel.tsx'),
  '/dash/home': () => import('./routes/home.tsx'),
  '/dash/contract': () => import('./routes/contract.tsx'),
  '/contacts': () => import('./routes/contacts.tsx'),
  '/dash/contact': () => import('./routes/dash-contact.tsx'),
  '/basic': () => import('./routes/wizard/basic.tsx'),
  '/ubication': () => import('./routes/wizard/ubication.tsx'),
  '/accesibility': () => import('./routes/wizard/accesibility.tsx'),
  '/services': () => import('./routes/wizard/services.tsx'),
  '/activities': () => import('./routes/wizard/activities.tsx'),
  '/dash/rates': () => import('./routes/rates/list.tsx'),
  '/dash/rates/calendar': () => import('./routes/rates/calendar.tsx'),
  '/dash/rates/new': () => import('./routes/rates/new.tsx'),
  '/dash/rates/policy': () => import('./routes/rates/policy.tsx'),
  '/dash/rates/terms': () => import('./routes/rates/terms.tsx'),
  '/dash/rates/taxes': () => import('./routes/rates/taxes.tsx'),
  '/dash/reservations': () => import('./routes/reservations.tsx'),
  '/dash/profile': () => import('./routes/profile.tsx'),
  '/photos': () => import('./routes/wizard/photos.tsx'),
  '/videos': () => import('./routes/wizard/videos.tsx'),
  '/opinions': () => import('./routes/wizard/opinions.tsx'),
  '/rooms': () => import('./routes/wizard/rooms.tsx'),
  '/room/:roomId': () => import('./routes/wizard/room.tsx'),
  // The staff back office (issue 16, decision 027): shown in the sidebar to staff only; one chunk.
  '/staff': backOfficeScreen('StaffHomeRoute'),
  '/staff/claims': backOfficeScreen('StaffClaimsRoute'),
  '/staff/contracts': backOfficeScreen('StaffContractsRoute'),
  '/staff/contracts/:hotelId': backOfficeScreen('StaffReviewRoute'),
  '/staff/users': backOfficeScreen('StaffUsersRoute'),
  '/staff/users/:userId': backOfficeScreen('StaffUserRoute'),
  '/staff/integrations': backOfficeScreen('StaffIntegrationsRoute'),
  '/staff/reservations': backOfficeScreen('StaffReservationsRoute'),
  '/staff/activity': backOfficeScreen('StaffActivityRoute'),
} satisfies Record<string, LazyModule>;

export type ScreenPath = keyof typeof screens;

/** The screen a URL path opens, matched as the router matches (`:name` is one segment). */
export function screenOf(pathname: string): ScreenPath | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return (Object.keys(screens) as ScreenPath[]).find((path) => {
    const pattern = path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index])
    );
  });
}

const isLogin = (path: ScreenPath) => path === '/auth/login' || path === '/auth/login/:hotelToken';
const inAuthLayout = (path: ScreenPath) => path.startsWith('/auth/') || path === '/404';

/** The reads of the dashboard frame on every signed-in screen: hotels, user, selected hotel, rooms. */
const frameData = (hotelId: number | null) => [
  '/api/hotel/',
  '/api/auth/user/data/',
  ...(hotelId === null
    ? []
    : [`/api/hotel/${hotelId}`, `/api/hotel/${hotelId}/rooms-locked`, `/api/hotel/${hotelId}/room/`]),
];
/**
 * A screen's own first reads, beyond the frame's (features/<area>/api): listed for the screens whose
 * first visit is measured (bench/web.ts). One the screen no longer makes costs a wasted request only.
 */
const screenData: Partial<Record<ScreenPath, (hotelId: number) => string[]>> = {
  // With the wizard frame's (app/routes/wizard/StepPage.tsx): the returned and the reviewed steps,
  // asked for only once the frame had rendered otherwise (decision 040).
  '/photos': (hotelId) => [
    `/api/hotel/${hotelId}/photo/`,
    `/api/hotel/${hotelId}/photo/rooms`,
    `/api/hotel/${hotelId}/contract/`,
    `/api/hotel/${hotelId}/steps`,
  ],
};

export interface FirstVisit {
  pathname: string;
  /** The stored session (lib/session.ts): token and selected hotel. */
  token: string | null;
  hotelId: number | null;
  language: string;
}

/**
 * Starts what the router and the screen will ask for first, so that it comes beside the app's own
 * chunks rather than after them (one round trip and the app's start-up sooner on a first visit):
 * the screen's modules and its frames (the router imports the same modules: nothing is downloaded
 * twice) and, on a signed-in screen, the frame's and the screen's first API reads (lib/early-requests.ts).
 * A signed-out visit to a signed-in screen ends on the login page: nothing is fetched for it.
 */
export function preloadScreen({ pathname, token, hotelId, language }: FirstVisit): void {
  const path = screenOf(pathname);
  if (!path || (!inAuthLayout(path) && token === null)) return;
  const loads: Promise<unknown>[] = [screens[path]()];
  if (!isLogin(path)) loads.push(frames.query());
  if (!inAuthLayout(path)) loads.push(frames.dashboard());
  // A failed download is the router's to report, when it imports the same module.
  for (const load of loads) load.catch(() => undefined);
  if (token === null || inAuthLayout(path)) return;
  const reads = [...frameData(hotelId), ...(hotelId === null ? [] : (screenData[path]?.(hotelId) ?? []))];
  for (const read of reads) requestEarly(`${API_BASE}${read}`, token, language);
}
