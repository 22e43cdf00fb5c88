import type { Room } from '@hotel/domain';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { layoutLines, namesById } from '../model/describe.ts';
import { Empty, Field, ReviewStep } from './ReviewStep.tsx';

/** Step 6: the room types and apartments with their structure, occupancy, baths and views. */
export function RoomsSection({ rooms, changed }: { rooms: Room[]; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <ReviewStep id="rooms" title={t('nav.rooms')} changed={changed}>
      {rooms.length === 0 ? (
        <Empty />
      ) : (
        <Stack gap="sm">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </Stack>
      )}
    </ReviewStep>
  );
}

function RoomCard({ room }: { room: Room }) {
  const { t, i18n } = useTranslation();
  const roomAttributes = useReference('room/attributes');
  const apartmentAttributes = useReference('apartment/attributes');
  const beddings = useReference('beddings');
  const bedNames = namesById(beddings.data, (bed) => bed.name);
  const room_ = roomAttributes.data;
  const apartment = apartmentAttributes.data;
  const typeNames = namesById<{ id: number; name: string }>(
    room.is_apartment ? apartment?.types : room_?.types,
    (item) => item.name,
  );
  const viewTypes = namesById<{ id: number; name: string }>(
    room.is_apartment ? apartment?.view_type : room_?.view_type,
    (item) => item.name,
  );
  const views = namesById<{ id: number; name: string }>(
    room.is_apartment ? apartment?.views : room_?.views,
    (item) => item.name,
  );
  const byId = (names: ReadonlyMap<number, string>, id: number | null) =>
    id === null ? null : (names.get(id) ?? `#${id}`);
  const structures = namesById(room_?.structure, (item) => item.name);
  const bathTypes = namesById(room_?.bath, (item) => item.name);
  const kitchens = namesById(apartment?.kitchens, (item) => item.name);
  const bathServices = namesById(apartment?.bath_services, (item) => item.name);
  const lines = layoutLines(t, (key) => i18n.exists(key), bedNames, room);
  const viewNames = Object.entries(room.view_names).filter(([, text]) => text.trim() !== '');
  const headingId = `review-room-${room.id}`;

  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId} data-testid="review-room">
      <Group gap="xs" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          {room.name}
        </Title>
        {room.is_apartment ? (
          <Badge variant="outline" color="gray.8">
            {t('staff.review.apartment')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Field label={room.is_apartment ? t('rooms.detail.type_apartment') : t('rooms.detail.type')}>
          {byId(typeNames, room.type)}
        </Field>
        {room.is_apartment ? null : (
          <Field label={t('rooms.detail.structure_type')}>{byId(structures, room.structure)}</Field>
        )}
        <Field label={t('rooms.detail.default_adults')}>{room.default_adults}</Field>
        <Field label={t('rooms.detail.total_occupancy')}>{room.total_occupancy}</Field>
        {room.is_apartment ? (
          <>
            <Field label={t('rooms.detail.kitchen')}>{byId(kitchens, room.kitchen)}</Field>
            <Field label={t('rooms.detail.counts', { rooms: room.roomNumber, baths: room.bathNumber })}>
              {room.baths
                .map((bath) => {
                  const services = bath.services.map((id) => bathServices.get(id) ?? `#${id}`).join(', ');
                  return services ? `${bath.name} (${services})` : bath.name;
                })
                .join('; ')}
            </Field>
          </>
        ) : (
          <Field label={t('rooms.detail.bath_type')}>{byId(bathTypes, room.bath)}</Field>
        )}
        <Field label={t('rooms.detail.view_type')}>{byId(viewTypes, room.view_type)}</Field>
        <Field label={t('rooms.detail.view_list')}>
          {room.views.map((id) => views.get(id) ?? `#${id}`).join(', ')}
        </Field>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('rooms.detail.structure')}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm">{t('rooms.detail.summary_empty')}</Text>
      ) : (
        <List size="sm">
          {lines.map((line, index) => (
            // The same text can repeat (two identical bedrooms): the place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only list, never reordered
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      )}
      {viewNames.length > 0 ? (
        <>
          <Text size="xs" c="dimmed" mt="sm">
            {t('rooms.detail.view_names')}
          </Text>
          <List size="sm">
            {viewNames.map(([language, text]) => (
              <List.Item key={language}>
                {language.toUpperCase()}: {text}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Card>
  );
}
