import { type StaffHotelRef, type StaffPerson, staffAttachSchema } from '@hotel/domain';
import { Badge, Button, Group, NumberInput, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { countryName } from '../../../components/ui/TimeAgo.tsx';
import { useAttachHotel, useDetachHotel } from '../api/people.ts';

/**
 * A person's hotels: detach one (confirmed), or attach an existing hotel by its id, which staff
 * verify by doing so (decision 027). A hotel id that does not exist is said on the field.
 */
export function UserHotels({ person, hotels }: { person: StaffPerson; hotels: StaffHotelRef[] }) {
  const { t, i18n } = useTranslation();
  const detach = useDetachHotel(person.id);
  const titleId = useId();

  const detachHotel = async (hotel: StaffHotelRef) => {
    if (!(await confirm(t, t('staff.people.detach_confirm', { name: person.name, hotel: hotel.name }))))
      return;
    try {
      await detach.mutateAsync(hotel.id);
      notifySaved(t('staff.people.detached', { name: person.name, hotel: hotel.name }));
    } catch (error) {
      notifyError(refusalText(t, error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('staff.people.hotels')}
      </Title>
      {hotels.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-hotels">
          {t('staff.people.no_hotels')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" captionSide="top" data-testid="user-hotels">
            <Table.Caption style={{ textAlign: 'start' }}>
              {t('staff.people.hotels_caption', { name: person.name })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.people.columns.hotel')}</Table.Th>
                <Table.Th>{t('staff.people.columns.place')}</Table.Th>
                <Table.Th>{t('staff.people.columns.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('staff.people.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hotels.map((hotel) => (
                <Table.Tr key={hotel.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {hotel.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('staff.people.hotel_ref', { code: hotel.code, id: hotel.id })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {[hotel.city, hotel.country ? countryName(hotel.country, i18n.language) : null]
                      .filter(Boolean)
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={hotel.verified ? 'teal.9' : 'gray.7'} variant="outline">
                        {t(hotel.verified ? 'staff.hotel_verified' : 'staff.hotel_unverified')}
                      </Badge>
                      <Badge color="gray.7" variant="outline">
                        {t(`staff.contract_status.${hotel.contract_status}`)}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      loading={detach.isPending && detach.variables === hotel.id}
                      onClick={() => void detachHotel(hotel)}
                      aria-label={t('staff.people.detach_label', { hotel: hotel.name })}
                    >
                      {t('staff.people.detach')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AttachHotelForm person={person} />
    </Stack>
  );
}

function AttachHotelForm({ person }: { person: StaffPerson }) {
  const { t } = useTranslation();
  const attach = useAttachHotel(person.id);
  const [hotel, setHotel] = useState<number | ''>('');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = staffAttachSchema.safeParse({ hotel: hotel === '' ? undefined : hotel });
    if (!parsed.success) {
      setError(t('staff.people.attach_invalid'));
      return;
    }
    try {
      await attach.mutateAsync(parsed.data.hotel);
      notifySaved(t('staff.people.attached', { name: person.name }));
      setHotel('');
    } catch (failure) {
      setError(refusalText(t, failure, 'hotel', t('staff.people.attach_not_found')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="attach-form">
      <Stack align="flex-start" gap="xs">
        <NumberInput
          label={t('staff.people.attach_label')}
          description={t('staff.people.attach_hint')}
          value={hotel}
          onChange={(value) => setHotel(typeof value === 'number' ? value : '')}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          error={error}
          w={280}
          maw="100%"
        />
        <Button type="submit" variant="light" loading={attach.isPending}>
          {t('staff.people.attach')}
        </Button>
      </Stack>
    </form>
  );
}
