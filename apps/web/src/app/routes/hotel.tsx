import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { useCurrentUser } from '../../features/auth/api/current-user.ts';

/** The hotel screen: the hotels the user chose and has still to create. */
export default function HotelRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  const pending = user.data?.hotels ?? [];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.hotel')}
      </Title>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('hotels.pending')}
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{t('hotels.none_pending')}</Text>
        ) : (
          <List data-testid="pending-hotels">
            {pending.map((hotel) => (
              <List.Item key={hotel.code}>{hotel.name}</List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
