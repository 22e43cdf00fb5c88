import { AVATAR_ACCEPT, type User } from '@hotel/domain';
import { Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inform } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import { uploadErrorMessage } from '../../../lib/upload.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

interface Props {
  user: User;
  onUploaded(url: string): void;
}

/** The avatar with its upload: a progress bar while sending; a refusal shows its first message in a dialog. */
export function AvatarCard({ user, onUploaded }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const upload = useUploadAvatar(user.id, setProgress);

  const send = (file: File | null) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        notifySaved(t('profile.avatar.saved'));
      },
      onError: (error) => {
        inform(
          t,
          t('profile.avatar.error_title'),
          uploadErrorMessage(error) ?? t('errors.service_unavailable'),
        );
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="avatar-title">
      <Stack>
        <Title order={2} size="h4" id="avatar-title">
          {t('profile.avatar.title')}
        </Title>
        <Group align="center" wrap="nowrap">
          <UserAvatar
            name={user.name}
            avatar={user.avatar}
            alt={t('profile.avatar.alt', { name: user.name })}
            size={96}
            radius={96}
            data-testid="profile-avatar"
          />
          <Stack gap={6} style={{ flex: 1 }}>
            <FileButton onChange={send} accept={AVATAR_ACCEPT.join(',')} disabled={upload.isPending}>
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending} w="fit-content">
                  {t('profile.avatar.change')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('profile.avatar.hint')}
            </Text>
          </Stack>
        </Group>
        {upload.isPending ? (
          <Progress
            value={progress}
            size="lg"
            animated
            aria-label={t('profile.avatar.uploading')}
            data-testid="avatar-progress"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
