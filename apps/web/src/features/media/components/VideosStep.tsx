import {
  DEFAULT_VIDEO_CATEGORY,
  sniffVideo,
  VIDEO_ACCEPTED_EXTENSIONS,
  VIDEO_MAX_BYTES,
  type Video,
} from '@hotel/domain';
import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaKeys, uploadVideo } from '../../../api/media.ts';
import { confirm, inform } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { uploadErrorMessage } from '../../../lib/upload.ts';
import { useDeleteVideo, useVideos } from '../api/videos.ts';
import { VideoDialog } from './VideoDialog.tsx';

const MAX_MB = Math.round(VIDEO_MAX_BYTES / 1024 / 1024);

/** Step 8: videos from YouTube or Vimeo, or uploaded (AVI, MPEG, MP4), with an embedded preview. */
export function VideosStep({ hotelId, onSaved }: { hotelId: number; onSaved(): void }) {
  const { t } = useTranslation();
  const videos = useVideos(hotelId);
  const remove = useDeleteVideo(hotelId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState(false);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);

  if (!videos.data) return <PageLoader />;
  const list = videos.data;

  async function sendFile(file: File | null) {
    if (!file) return;
    const refuse = (message: string) =>
      inform(t, t('media.upload.failed_title', { name: file.name }), message);
    if (file.size > VIDEO_MAX_BYTES) return refuse(t('media.errors.video_too_large', { max: MAX_MB }));
    if (!sniffVideo(new Uint8Array(await file.slice(0, 512).arrayBuffer())))
      return refuse(t('media.errors.video_type_invalid'));
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadVideo(hotelId, file, DEFAULT_VIDEO_CATEGORY, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      await queryClient.invalidateQueries({ queryKey: mediaKeys.videos(hotelId) });
      notifySaved(t('media.videos.uploaded'));
    } catch (error) {
      refuse(uploadErrorMessage(error) ?? t('errors.service_unavailable'));
    } finally {
      setUpload(null);
    }
  }

  async function deleteVideo(video: Video, n: number) {
    if (!(await confirm(t, t('media.videos.delete_confirm', { n })))) return;
    remove.mutate(video.id, { onError: () => notifyError(t('media.videos.delete_failed')) });
  }

  return (
    <Stack gap="lg">
      <Text>{t('media.videos.intro')}</Text>
      <Group>
        <Button onClick={() => setDialog(true)}>{t('media.videos.open_dialog')}</Button>
        <FileButton
          onChange={sendFile}
          accept={[...VIDEO_ACCEPTED_EXTENSIONS, 'video/mp4', 'video/mpeg', 'video/x-msvideo'].join(',')}
        >
          {(props) => (
            <Button {...props} variant="outline" disabled={upload !== null}>
              {t('media.videos.upload', { max: MAX_MB })}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload ? (
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Text size="sm" w={200} truncate="end">
            {upload.name}
          </Text>
          <Progress
            value={upload.progress}
            w="100%"
            aria-label={t('media.upload.progress', { name: upload.name })}
            animated
          />
        </Group>
      ) : null}
      {list.length === 0 ? (
        <Text c="dimmed" data-testid="videos-empty">
          {t('media.videos.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="video-list">
          {list.map((video, index) => (
            <Card key={video.id} withBorder data-testid="video-card">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5">
                  {t('media.videos.title', { n: index + 1 })}
                </Title>
                <Group gap={6}>
                  <Badge variant="filled" color="blue.9">
                    {t(`media.videos.types.${video.url_type}`)}
                  </Badge>
                  <Badge variant="filled" color="gray.8">
                    {t(`media.categories.${video.category}`)}
                  </Badge>
                </Group>
              </Group>
              <VideoPreview video={video} title={t('media.videos.preview', { n: index + 1 })} />
              <Group justify="space-between" mt="xs" wrap="nowrap">
                <Anchor href={video.url} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
                  {video.url}
                </Anchor>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => deleteVideo(video, index + 1)}
                >
                  {t('media.videos.delete')}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <VideoDialog
        hotelId={hotelId}
        opened={dialog}
        onClose={() => setDialog(false)}
        nextOrder={list.length}
      />
      <Group justify="flex-end">
        <Button onClick={onSaved}>{t('wizard.save_next')}</Button>
      </Group>
    </Stack>
  );
}

/** The embedded player of a linked video, the browser's player for an MP4, a link for other files. */
function VideoPreview({ video, title }: { video: Video; title: string }) {
  const { t } = useTranslation();
  if (video.url_type === 'youtube' || video.url_type === 'vimeo') {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={video.public_url}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          style={{ border: 0 }}
          data-testid="video-embed"
        />
      </AspectRatio>
    );
  }
  if (video.public_url.endsWith('.mp4')) {
    return (
      <AspectRatio ratio={16 / 9}>
        {/* biome-ignore lint/a11y/useMediaCaption: hotel promotional videos come without captions */}
        <video src={video.public_url} controls preload="metadata" aria-label={title} />
      </AspectRatio>
    );
  }
  return (
    <Anchor href={video.public_url} download>
      {t('media.videos.download')}
    </Anchor>
  );
}
