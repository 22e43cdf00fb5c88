import type { HotelTax, Opinion, Rate, RateTermsAnswer, Room, StaffPerson } from '@hotel/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsSummary } from '../../../components/ui/TermsSummary.tsx';
import { formatMoneyRange } from '../../../lib/money.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { dateTimeFormat } from '../model/describe.ts';
import { Empty, ReviewStep } from './ReviewStep.tsx';
import { ScrollTable } from './ScrollTable.tsx';

/** Step 9: the director's opinions, by area. */
export function OpinionsSection({ opinions, changed }: { opinions: Opinion[]; changed: boolean }) {
  const { t } = useTranslation();
  const written = opinions.filter((opinion) => opinion.text.trim() !== '');
  return (
    <ReviewStep id="opinions" title={t('nav.opinions')} changed={changed}>
      {written.length === 0 ? (
        <Empty />
      ) : (
        <Stack gap="sm" component="dl" m={0}>
          {written.map((opinion) => (
            <div key={opinion.id}>
              <Text size="sm" fw={600} component="dt">
                {t(`opinions.areas.${opinion.area}.label`)}
              </Text>
              <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                {opinion.text}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </ReviewStep>
  );
}

/**
 * The rates, offers and promotions (not a wizard step: staff see them, but cannot return them),
 * then each rate's terms and the hotel's taxes in words (issue 33): what the group will sell with.
 */
export function RatesSection({
  rates,
  rateTerms,
  taxes,
  rooms,
}: {
  rates: Rate[];
  rateTerms: RateTermsAnswer[];
  taxes: HotelTax[];
  rooms: Room[];
}) {
  const { t, i18n } = useTranslation();
  const termsOf = new Map(rateTerms.map((entry) => [entry.rateId, entry.terms]));
  const currencies = [...new Set(rates.map((rate) => rate.currency))];
  return (
    <ReviewStep id="rates" title={t('nav.rates')}>
      {rates.length === 0 ? (
        <Empty />
      ) : (
        <ScrollTable minWidth={640} label={t('nav.rates')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.list.columns.name')}</Table.Th>
                <Table.Th>{t('rates.list.columns.kind')}</Table.Th>
                <Table.Th>{t('rates.list.columns.rate_type')}</Table.Th>
                <Table.Th>{t('rates.list.columns.payment')}</Table.Th>
                <Table.Th>{t('rates.list.columns.days')}</Table.Th>
                <Table.Th>{t('rates.list.columns.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.map((rate) => (
                <Table.Tr key={rate.id}>
                  <Table.Td>{rate.name}</Table.Td>
                  <Table.Td>{t(`rates.kind.${rate.kind}`)}</Table.Td>
                  <Table.Td>
                    {t(`rates.rate_type.${rate.rateType}`)} ·{' '}
                    {t(`rates.price_room_type.${rate.priceRoomType}`)}
                  </Table.Td>
                  <Table.Td>
                    {rate.currency} · {t(rate.pricesIncludeTax ? 'rates.tax.included' : 'rates.tax.excluded')}{' '}
                    · {t(`rates.method.${rate.method}`)}
                  </Table.Td>
                  <Table.Td>{rate.days_count}</Table.Td>
                  <Table.Td>
                    {rate.priceRange ? formatMoneyRange(rate.priceRange, i18n.language, rate.currency) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <TermsSummary
        rates={rates.map((rate) => ({ ...rate, terms: termsOf.get(rate.id) ?? [] }))}
        taxes={taxes}
        taxCurrency={currencies.length === 1 ? currencies[0] : null}
        roomNames={new Map(rooms.map((room) => [room.id, room.name]))}
      />
    </ReviewStep>
  );
}

/** The users attached to the hotel, as they registered. */
export function UsersSection({ users }: { users: StaffPerson[] }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language);
  return (
    <ReviewStep id="users" title={t('staff.review.users.title')}>
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.review.users.none')}
        </Text>
      ) : (
        <ScrollTable minWidth={560} label={t('staff.review.users.title')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.review.users.name')}</Table.Th>
                <Table.Th>{t('staff.review.users.email')}</Table.Th>
                <Table.Th>{t('staff.review.users.phone')}</Table.Th>
                <Table.Th>{t('staff.review.users.registered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    {user.name}{' '}
                    {user.approbe_contract_perm ? (
                      <Badge size="xs" variant="outline" color="blue.9">
                        {t('staff.review.users.staff')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{formatPhone(user.phone)}</Table.Td>
                  <Table.Td>
                    <time dateTime={user.registered_at}>{when.format(new Date(user.registered_at))}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </ReviewStep>
  );
}
