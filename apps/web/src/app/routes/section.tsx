import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The title of a screen whose capability has not landed yet. */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      <Text c="dimmed">{t('common.coming_soon')}</Text>
    </Stack>
  );
}
