import {
  PHOTO_ALERT_GOOD_STARS,
  PHOTO_ALERT_MAX_BELOW_GOOD,
  PHOTO_ALERT_MIN_PHOTOS,
  photoAlert,
} from '@hotel/domain';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §5: shown with fewer than 20 photos in all, or more than 5 below 4 stars. */
export function PhotoAlert({ photos }: { photos: readonly { quality_rate: number }[] }) {
  const { t } = useTranslation();
  const alert = photoAlert(photos);
  if (!alert.show) return null;
  return (
    <Alert
      color="orange"
      data-testid="photo-alert"
      // Mantine's orange title is too light on its background (WCAG AA needs 4.5:1): dark text.
      title={
        <Text span fw={700} size="sm" c="dark.8">
          {t('media.alert.title')}
        </Text>
      }
    >
      <Text size="sm">
        {t('media.alert.text', {
          min: PHOTO_ALERT_MIN_PHOTOS,
          total: alert.total,
          max: PHOTO_ALERT_MAX_BELOW_GOOD,
          stars: PHOTO_ALERT_GOOD_STARS,
          below: alert.belowGood,
        })}
      </Text>
      <Text size="sm" fw={600} mt={4}>
        {t('media.alert.scale')}
      </Text>
    </Alert>
  );
}
