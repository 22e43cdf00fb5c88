import { LANGUAGES, type LocalizedNames, ROOM_NAME_MAX, type Room } from '@hotel/domain';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameError } from '../hooks/use-room-actions.ts';

interface Props {
  room: Room;
  /** The room list edits the per-language names too; the sidebar the base name only. */
  withLanguages?: boolean;
  compact?: boolean;
  onSave(name: string, names?: LocalizedNames): Promise<unknown>;
  onDone(): void;
}

/**
 * Inline renaming (spec §4: editing mode, then save and reload). Enter or 'Guardar' saves,
 * Escape or 'Cancelar' leaves the editing mode; a refusal keeps what was typed.
 */
export function RenameForm({ room, withLanguages = false, compact = false, onSave, onDone }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(room.name);
  const [names, setNames] = useState<Record<string, string>>(() => ({ ...room.names }));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('errors.required'));
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const filled = Object.fromEntries(Object.entries(names).filter(([, text]) => text.trim() !== ''));
      await onSave(name, withLanguages ? filled : undefined);
      onDone();
    } catch (failure) {
      setError(nameError(failure, t('errors.service_unavailable')));
    } finally {
      setSaving(false);
    }
  }

  const size = compact ? 'xs' : 'sm';
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={t('rooms.rename_named', { name: room.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('rooms.name')}
          size={size}
          value={name}
          maxLength={ROOM_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
          autoFocus
        />
        {withLanguages ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {LANGUAGES.map((language) => (
              <TextInput
                key={language}
                lang={language}
                size="xs"
                maxLength={ROOM_NAME_MAX}
                label={t('rooms.name_in', { language: t(`common.languages.${language}`) })}
                value={names[language] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setNames((current) => ({ ...current, [language]: text }));
                }}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            {t('rooms.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('rooms.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
