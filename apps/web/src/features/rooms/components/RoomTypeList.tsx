import { isRoomListValid, isRoomOrApartmentValid, ROOM_NAME_MAX, type Room, roomPath } from '@hotel/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameError, useRoomActions } from '../hooks/use-room-actions.ts';
import { roomDrafts, useRoomDraftsVersion } from '../model/room-drafts.ts';
import { RenameForm } from './RenameForm.tsx';

/** A status badge with dark text on a pale background (4.5:1 contrast at badge size). */
const badge = (color: 'teal' | 'gray' | 'red') => ({
  root: {
    backgroundColor: `var(--mantine-color-${color}-${color === 'gray' ? 2 : 0})`,
    color: `var(--mantine-color-${color}-9)`,
  },
});

interface Props {
  hotelId: number;
  /** Apartment hotels (type 2) list and add apartments. */
  apartment: boolean;
  rooms: Room[];
  locked: boolean;
  /** 'Guardar y continuar' on a valid list: the caller moves to the first incomplete room or Photos. */
  onSaved(): void;
}

/**
 * Step 5: the hotel's room types (or apartments), each with its base name and names per language;
 * add one (the list reloads), rename inline, delete after confirmation (then this list).
 * The list is valid with at least one type, each named (spec §5).
 */
export function RoomTypeList({ hotelId, apartment, rooms, locked, onSaved }: Props) {
  const { t } = useTranslation();
  const actions = useRoomActions(hotelId, apartment);
  useRoomDraftsVersion();
  const withIssues = roomDrafts.withIssues(hotelId);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string>();
  const [editing, setEditing] = useState<number | null>(null);
  const [listError, setListError] = useState(false);
  const noun = apartment ? '_apartments' : '';

  async function add(event: FormEvent) {
    event.preventDefault();
    if (newName.trim() === '') {
      setAddError(t('errors.required'));
      return;
    }
    setAddError(undefined);
    const submitted = newName;
    try {
      await actions.add(submitted);
      // The save waits for the lists to reload: a name typed meanwhile is the next one, kept.
      setNewName((current) => (current === submitted ? '' : current));
      setListError(false);
    } catch (error) {
      setAddError(nameError(error, t('errors.service_unavailable')));
    }
  }

  function save() {
    if (!locked && !isRoomListValid(rooms)) {
      setListError(true);
      return;
    }
    onSaved();
  }

  return (
    <Stack>
      <Text>{t(`rooms.intro${noun}`)}</Text>
      {locked ? (
        <Alert color="blue" title={t('rooms.locked_title')}>
          {t('rooms.locked_notice')}
        </Alert>
      ) : null}
      {listError ? (
        <Alert color="red" role="alert" data-testid="rooms-list-error">
          {t(`rooms.list_invalid${noun}`)}
        </Alert>
      ) : null}

      {rooms.length === 0 ? (
        <Text c="dimmed" data-testid="rooms-empty">
          {t(`rooms.empty${noun}`)}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t(`rooms.list_label${noun}`)}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {rooms.map((room) => (
            <Paper key={room.id} component="li" withBorder p="sm" data-testid={`room-row-${room.id}`}>
              {editing === room.id ? (
                <RenameForm
                  room={room}
                  withLanguages
                  onSave={(name, names) => actions.rename(room, name, names)}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <RoomRow
                  room={room}
                  hasIssues={withIssues.has(room.id)}
                  locked={locked}
                  onRename={() => setEditing(room.id)}
                  onDelete={() => actions.remove(room)}
                />
              )}
            </Paper>
          ))}
        </Stack>
      )}

      {locked ? null : (
        <form onSubmit={add} noValidate aria-label={t(`rooms.add${noun === '' ? '' : '_apartment'}`)}>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t(apartment ? 'rooms.new_name_apartment' : 'rooms.new_name')}
              value={newName}
              maxLength={ROOM_NAME_MAX}
              onChange={(event) => setNewName(event.currentTarget.value)}
              error={addError}
              miw={280}
            />
            <Button type="submit" mt={25} loading={actions.adding}>
              {t(apartment ? 'rooms.add_apartment' : 'rooms.add')}
            </Button>
          </Group>
        </form>
      )}

      <Group justify="flex-end">
        <Button onClick={save}>{t('wizard.save_next')}</Button>
      </Group>
    </Stack>
  );
}

/** A room type of the list: its name, whether it is complete or has errors kept, and its actions. */
function RoomRow({
  room,
  hasIssues,
  locked,
  onRename,
  onDelete,
}: {
  room: Room;
  /** A refused save left errors for this room type (spec §8). */
  hasIssues: boolean;
  locked: boolean;
  onRename(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const complete = isRoomOrApartmentValid(room);
  const translations = Object.keys(room.names).length;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={2}>
        <Text fw={600} data-testid="room-name">
          {room.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" styles={badge(complete ? 'teal' : 'gray')}>
            {t(complete ? 'rooms.status_complete' : 'rooms.status_incomplete')}
          </Badge>
          {hasIssues ? (
            <Badge variant="light" styles={badge('red')}>
              {t('rooms.status_errors')}
            </Badge>
          ) : null}
          {translations > 0 ? (
            <Text size="xs" c="dimmed">
              {t('rooms.translations', { count: translations })}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs">
        <Button
          component={Link}
          to={roomPath(room.id)}
          size="xs"
          variant="light"
          aria-label={t('rooms.open_named', { name: room.name })}
        >
          {t('rooms.open')}
        </Button>
        {locked ? null : (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={onRename}
              aria-label={t('rooms.rename_named', { name: room.name })}
            >
              {t('rooms.rename')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={onDelete}
              aria-label={t('rooms.delete_named', { name: room.name })}
            >
              {t('rooms.delete')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
