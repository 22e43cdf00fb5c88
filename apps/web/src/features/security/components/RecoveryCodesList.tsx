import { Code, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once: after the enrolment and after new ones were generated. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3} size="h5">
        {t('security.recovery_title')}
      </Title>
      <Text size="sm">{t('security.recovery_text')}</Text>
      <List listStyleType="none" spacing={4} ff="monospace" aria-label={t('security.recovery_title')}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="sm">{code}</Code>
          </List.Item>
        ))}
      </List>
    </>
  );
}
