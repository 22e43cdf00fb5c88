import type { Language } from '@hotel/domain';
import { Box, Center, Container, Group, Paper, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher.tsx';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { session } from '../../lib/session.ts';

/**
 * Signed in (the second factor, the billing data), the switch is stored on the user; loaded only
 * then, so that the login page does not download the query cache (decision 018).
 */
function rememberLanguage(language: Language) {
  if (!session.token()) return;
  import('../../features/auth/api/save-language.ts').then(
    (module) => module.rememberLanguage(language),
    () => {},
  );
}

/** A route with `handle: { wide: true }` (a screen with more than a short form) gets a wider card. */
function useWide(): boolean {
  return useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide === true);
}

export function AuthLayout() {
  const { t } = useTranslation();
  const wide = useWide();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" p="md" component="header">
        <Text fw={700} c="blue.9">
          {t('common.product')}
        </Text>
        <LanguageSwitcher onSwitched={rememberLanguage} />
      </Group>
      <Center component="main" py="xl">
        <Container size={wide ? 880 : 480} w="100%">
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Container>
      </Center>
    </Box>
  );
}
