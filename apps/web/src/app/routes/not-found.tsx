import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('common.not_found.title')}
      </Title>
      <Text>{t('common.not_found.text')}</Text>
      <Button component={Link} to="/dash/hotel">
        {t('common.not_found.back')}
      </Button>
    </Stack>
  );
}
