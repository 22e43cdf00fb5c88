import { Card, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user.ts';
import { rateRoomTypesQuery } from '../../../api/rate-room-types.ts';
import { hotelTaxesQuery, rateTermsQuery } from '../../../api/rate-terms.ts';
import { rateContractsQuery } from '../../../api/rates.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { TermsSummary } from '../../../components/ui/TermsSummary.tsx';

/**
 * On the contract page, what each hotel's contract sells with (issue 33): every rate's terms and
 * the hotel's taxes in words, read-only, as staff will read them in the review.
 */
export function ContractTermsSummary({ hotels }: { hotels: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const userId = useCurrentUser().data?.id;
  if (userId === undefined || hotels.length === 0) return null;
  return (
    <Card withBorder data-testid="contract-terms">
      <Title order={2} size="h4" mb="xs">
        {t('contract.step.terms_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('contract.step.terms_intro')}
      </Text>
      <Stack gap="lg">
        {hotels.map((hotel) => (
          <HotelTerms key={hotel.id} userId={userId} hotel={hotel} showName={hotels.length > 1} />
        ))}
      </Stack>
    </Card>
  );
}

function HotelTerms({
  userId,
  hotel,
  showName,
}: {
  userId: number;
  hotel: { id: number; name: string };
  showName: boolean;
}) {
  const { t } = useTranslation();
  const contracts = useQuery(rateContractsQuery(userId, hotel.id));
  const taxes = useQuery(hotelTaxesQuery(userId, hotel.id));
  const rooms = useQuery(rateRoomTypesQuery(userId, hotel.id));
  const rates = (contracts.data ?? []).flatMap((contract) => contract.rates);
  const terms = useQueries({
    queries: rates.map((rate) => rateTermsQuery(userId, hotel.id, rate.contract, rate.id)),
  });
  if (contracts.isError || taxes.isError || terms.some((query) => query.isError))
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('contract.step.terms_error', { hotel: hotel.name })}
      </Text>
    );
  if (!contracts.data || !taxes.data || terms.some((query) => !query.data)) return <PageLoader />;
  const currencies = [...new Set(rates.map((rate) => rate.currency))];
  return (
    <section aria-label={hotel.name}>
      {showName ? (
        <Title order={3} size="h5" mb="xs">
          {hotel.name}
        </Title>
      ) : null}
      <TermsSummary
        rates={rates.map((rate, index) => ({ ...rate, terms: terms[index]?.data?.terms ?? [] }))}
        taxes={taxes.data.taxes}
        taxCurrency={currencies.length === 1 ? currencies[0] : null}
        roomNames={new Map((rooms.data ?? []).map((room) => [room.id, room.name]))}
        headingOrder={showName ? 4 : 3}
      />
    </section>
  );
}
