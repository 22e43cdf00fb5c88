import { type ProgressView, progressShortfalls } from '@hotel/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Why the figure is what it is (issue 34 item 12): the steps that keep it below 100 %, each with
 * its reason, read from the same progress answer as the figure. A change after an approval (a
 * photo rated down, a room changed) shows here as the step that moved.
 */
export function ProgressWhy({ progress }: { progress: ProgressView }) {
  const { t } = useTranslation();
  const shortfalls = progressShortfalls(progress);
  if (shortfalls.length === 0) return null;
  return (
    <details data-testid="progress-why">
      <summary>
        <Text span size="sm">
          {t('progress.why.title', { percent: progress.percent })}
        </Text>
      </summary>
      <List size="sm" mt={4}>
        {shortfalls.map((item) => (
          <List.Item key={item.key}>
            {item.reason === 'photos'
              ? t('progress.why.photos', {
                  step: t(`nav.${item.key}`),
                  counted: item.counted,
                  needed: item.needed,
                })
              : t(`progress.why.${item.reason}`, { step: t(`nav.${item.key}`) })}
          </List.Item>
        ))}
      </List>
    </details>
  );
}
