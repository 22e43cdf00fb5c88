import { PROGRESS_WEIGHTS, WIZARD_STEPS } from '@hotel/domain';
import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ProgressHelp.module.css';

/**
 * How the progress is calculated (issue 19, decision 031): a short text on the home page, with the
 * published weight of each step behind a disclosure.
 */
export function ProgressHelp() {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="progress-help">
      <Title order={2} size="h4">
        {t('progress.help.title')}
      </Title>
      <Text size="sm" mt="xs">
        {t('progress.help.intro')}
      </Text>
      <details className={classes.details}>
        <summary className={classes.summary}>{t('progress.help.weights')}</summary>
        <List size="sm" mt="xs" className={classes.weights}>
          {WIZARD_STEPS.map((step) => (
            <List.Item key={step.key}>
              {t('progress.help.weight_item', {
                step: t(`nav.${step.key}`),
                weight: PROGRESS_WEIGHTS[step.key],
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs" c="dimmed">
          {t('progress.help.locked')}
        </Text>
      </details>
    </Card>
  );
}
