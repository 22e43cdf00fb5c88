import { ROOM_NAME_MAX, roomPath } from '@hotel/domain';
import { ActionIcon, Box, Button, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRooms } from '../api/rooms.ts';
import { nameError, useRoomActions } from '../hooks/use-room-actions.ts';
import { RenameForm } from './RenameForm.tsx';

interface Props {
  hotelId: number;
  apartment: boolean;
  locked: boolean;
  /** After following a link (closes the sidebar on a phone). */
  onNavigate(): void;
}

/**
 * The selected hotel's room types in the sidebar (spec §2): open one, add one, delete one
 * (after confirmation, then the room types list) and rename one inline. Read-only while rooms are
 * locked.
 */
export function RoomTypesSidebar({ hotelId, apartment, locked, onNavigate }: Props) {
  const { t } = useTranslation();
  const rooms = useRooms(hotelId);
  const actions = useRoomActions(hotelId, apartment);
  const { pathname } = useLocation();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string>();
  const title = t(apartment ? 'rooms.sidebar.title_apartments' : 'rooms.sidebar.title');

  async function add(event: FormEvent) {
    event.preventDefault();
    if (newName.trim() === '') {
      setAddError(t('errors.required'));
      return;
    }
    try {
      await actions.add(newName);
      setNewName('');
      setAddError(undefined);
      setAdding(false);
    } catch (error) {
      setAddError(nameError(error, t('errors.service_unavailable')));
    }
  }

  return (
    // Right padding keeps the row buttons clear of the sidebar's overlay scrollbar.
    <Box pl="md" pr="md" pb="xs" data-testid="sidebar-rooms">
      <Text size="xs" fw={700} c="dimmed" px="sm" pt={4} id={`sidebar-rooms-${hotelId}`}>
        {title}
      </Text>
      <Stack
        gap={0}
        component="ul"
        aria-labelledby={`sidebar-rooms-${hotelId}`}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {(rooms.data ?? []).map((room) =>
          editing === room.id ? (
            <Box component="li" key={room.id} px="sm" py={4}>
              <RenameForm
                room={room}
                compact
                onSave={(name) => actions.rename(room, name)}
                onDone={() => setEditing(null)}
              />
            </Box>
          ) : (
            <Group component="li" key={room.id} gap={0} wrap="nowrap">
              <NavLink
                component={Link}
                to={roomPath(room.id)}
                label={room.name}
                active={pathname === roomPath(room.id)}
                onClick={onNavigate}
                py={4}
                style={{ flex: 1, minWidth: 0 }}
              />
              {locked ? null : (
                <>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="md"
                    aria-label={t('rooms.rename_named', { name: room.name })}
                    onClick={() => setEditing(room.id)}
                  >
                    <span aria-hidden>✎</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="md"
                    aria-label={t('rooms.delete_named', { name: room.name })}
                    onClick={async () => {
                      if (await actions.remove(room)) onNavigate();
                    }}
                  >
                    <span aria-hidden>✕</span>
                  </ActionIcon>
                </>
              )}
            </Group>
          ),
        )}
      </Stack>
      {locked ? null : adding ? (
        <Box px="sm" py={4}>
          <form onSubmit={add} noValidate aria-label={t(apartment ? 'rooms.add_apartment' : 'rooms.add')}>
            <Stack gap={4}>
              <TextInput
                size="xs"
                label={t(apartment ? 'rooms.new_name_apartment' : 'rooms.new_name')}
                value={newName}
                maxLength={ROOM_NAME_MAX}
                onChange={(event) => setNewName(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setAdding(false);
                }}
                error={addError}
                autoFocus
              />
              <Group gap={4}>
                <Button type="submit" size="xs" loading={actions.adding}>
                  {t(apartment ? 'rooms.add_apartment' : 'rooms.add')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAdding(false)}>
                  {t('rooms.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Box>
      ) : (
        <Button variant="subtle" size="xs" ml={4} onClick={() => setAdding(true)}>
          {t(apartment ? 'rooms.sidebar.add_apartment' : 'rooms.sidebar.add')}
        </Button>
      )}
    </Box>
  );
}
