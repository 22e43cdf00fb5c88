import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function RegisteredRoute() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.registered.title')}
      </Title>
      <Text>{t('auth.registered.text')}</Text>
      <Button component={Link} to="/auth/login">
        {t('auth.registered.to_login')}
      </Button>
    </Stack>
  );
}
