import type { Photo } from '@hotel/domain';
import { ActionIcon, Box, Checkbox, Group, Image, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/ui/notify.ts';
import { useRoomPhotoChange, useRoomPhotos } from '../api/room-photos.ts';

interface Props {
  hotelId: number;
  /** Every photo of the hotel, in category order. */
  photos: Photo[];
  /** A photo's accessible name ('Piscina, foto 2'). */
  labelOf(photo: Photo): string;
}

/** Which photos each room type or apartment shows, in order (PATCH …/room/{roomId}/photo/{photoId}). */
export function RoomPhotos({ hotelId, photos, labelOf }: Props) {
  const { t } = useTranslation();
  const rooms = useRoomPhotos(hotelId);
  const change = useRoomPhotoChange(hotelId);
  const [roomId, setRoomId] = useState<string | null>(null);
  const list = rooms.data ?? [];
  const room = list.find((item) => String(item.id) === roomId) ?? list[0];
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const shown = (room?.photos ?? [])
    .map((id) => byId.get(id))
    .filter((photo): photo is Photo => Boolean(photo));

  const set = async (photo: Photo, order: number | null) => {
    if (!room) return;
    try {
      await change.mutateAsync({ room, photoId: photo.id, order });
    } catch {
      notifyError(t('media.rooms.failed'));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('media.rooms.title')}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{t('media.rooms.no_rooms')}</Text>
      ) : (
        <>
          <Select
            label={t('media.rooms.room')}
            data={list.map((item) => ({ value: String(item.id), label: item.name }))}
            value={room ? String(room.id) : null}
            onChange={setRoomId}
            allowDeselect={false}
            maw={360}
          />
          {photos.length === 0 ? (
            <Text c="dimmed">{t('media.rooms.no_photos')}</Text>
          ) : (
            <>
              <Text size="sm" fw={600} id="room-photos-order">
                {t('media.rooms.order', { room: room?.name ?? '' })}
              </Text>
              {shown.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('media.rooms.none_shown')}
                </Text>
              ) : (
                <Box
                  component="ol"
                  aria-labelledby="room-photos-order"
                  data-testid="room-photos-order"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                >
                  {shown.map((photo, index) => (
                    <Group key={photo.id} component="li" gap="sm" py={4} wrap="nowrap">
                      <Text size="sm" w={24} ta="right">
                        {index + 1}
                      </Text>
                      <Image
                        src={photo.thumbnail_url}
                        alt={labelOf(photo)}
                        w={80}
                        h={54}
                        fit="cover"
                        radius="sm"
                      />
                      <Text size="sm" style={{ flex: 1 }}>
                        {labelOf(photo)}
                      </Text>
                      <ActionIcon
                        variant="default"
                        aria-label={t('media.rooms.up', { label: labelOf(photo) })}
                        disabled={index === 0}
                        onClick={() => set(photo, index)}
                      >
                        <span aria-hidden>↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={t('media.rooms.down', { label: labelOf(photo) })}
                        disabled={index === shown.length - 1}
                        onClick={() => set(photo, index + 2)}
                      >
                        <span aria-hidden>↓</span>
                      </ActionIcon>
                    </Group>
                  ))}
                </Box>
              )}
              <Text size="sm" fw={600}>
                {t('media.rooms.choose')}
              </Text>
              <Group gap="sm" data-testid="room-photos-choice">
                {photos.map((photo) => {
                  const position = shown.findIndex((item) => item.id === photo.id);
                  return (
                    <Stack key={photo.id} gap={4} align="center" w={140}>
                      <Image src={photo.thumbnail_url} alt="" w={130} h={86} fit="cover" radius="sm" />
                      <Checkbox
                        size="xs"
                        label={labelOf(photo)}
                        checked={position >= 0}
                        onChange={(event) =>
                          set(photo, event.currentTarget.checked ? shown.length + 1 : null)
                        }
                      />
                    </Stack>
                  );
                })}
              </Group>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
