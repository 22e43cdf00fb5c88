import './mantine.css';
import './app.css';
import '@mantine/notifications/styles.css';
import { NOTIFY_TIMEOUT_MS } from '@hotel/domain';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The notifications host is not needed for the first paint: lazily loaded, it keeps its transitions and
 * scroll-lock helpers out of the login page's first download. `notifications.show` before it mounts
 * waits in Mantine's store and shows once it has.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Darker shade so text on primary buttons keeps a 4.5:1 contrast.
  primaryShade: 8,
  // Users who ask their system for less motion get notifications and modals without fading: a
  // toast half-way through its fade is also text at a fraction of its contrast.
  respectReducedMotion: true,
});

/** Error and secondary texts one shade darker than Mantine's, for a 4.5:1 contrast (WCAG AA). */
const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Light buttons under the pointer: Mantine's hover background (blue-2) leaves their text at
    // 3.3:1; blue-9 on at most blue-1 keeps 4.9:1 in every state.
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-primary-color-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  // The query cache's provider is around each screen (router.tsx, QueryHost), not here: the login
  // page needs no query and does not download react-query first.
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastResolver}>
      {/* ModalsProvider lives in the screens that confirm (DashboardShell, facturation): here it
          would bring Modal, ScrollArea and floating-ui into the login page's first load. */}
      <Suspense fallback={null}>
        <Notifications autoClose={NOTIFY_TIMEOUT_MS} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
