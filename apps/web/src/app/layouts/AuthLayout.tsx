import { Box, Center, Container, Group, Paper, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher.tsx';
import { PageLoader } from '../../components/ui/PageLoader.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" p="md" component="header">
        <Text fw={700} c="blue.9">
          {t('common.product')}
        </Text>
        <LanguageSwitcher />
      </Group>
      <Center component="main" py="xl">
        <Container size={480} w="100%">
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
