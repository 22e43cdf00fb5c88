import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { NOTIFY_TIMEOUT_MS } from '@hotel/domain';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Darker shade so text on primary buttons keeps a 4.5:1 contrast.
  primaryShade: 8,
});

/** Error and secondary texts one shade darker than Mantine's, for a 4.5:1 contrast (WCAG AA). */
const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={contrastResolver}>
        <ModalsProvider>
          <Notifications autoClose={NOTIFY_TIMEOUT_MS} />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
