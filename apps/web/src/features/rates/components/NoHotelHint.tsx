import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A rates screen without a selected hotel: a hint linking to the hotel screen. */
export function NoHotelHint({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      <Alert color="blue" data-testid="rates-no-hotel">
        <Text size="sm">
          {t('rates.no_hotel')}{' '}
          <Anchor component={Link} to="/dash/hotel" size="sm" fw={600} c="blue.9" underline="always">
            {t('rates.no_hotel_link')}
          </Anchor>
        </Text>
      </Alert>
    </Stack>
  );
}
