import {
  DEFAULT_PHOTO_CATEGORY,
  MEDIA_CATEGORY_KEYS,
  PHOTO_ACCEPTED_TYPES,
  PHOTO_MAX_BYTES,
  sniffImage,
} from '@hotel/domain';
import { Box, Button, FileButton, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPhotos, uploadPhoto } from '../../../api/media.ts';
import { inform } from '../../../components/ui/confirm.ts';
import { uploadErrorMessage } from '../../../lib/upload.ts';

interface Upload {
  key: number;
  name: string;
  progress: number;
}

const MAX_MB = Math.round(PHOTO_MAX_BYTES / 1024 / 1024);

/**
 * Photo upload: drop files on the zone or choose them; each file is checked here (size, bytes)
 * and by the server, uploaded with a progress bar of its own, and a refusal is shown in an
 * information dialog with the first message of the file error (spec §8).
 */
export function PhotoUploader({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string>(DEFAULT_PHOTO_CATEGORY);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);

  const refuse = (name: string, message: string) =>
    inform(t, t('media.upload.failed_title', { name }), message);

  /** Whether the file may be sent: within the size limit, and its first bytes those of an image. */
  async function acceptable(file: File): Promise<boolean> {
    if (file.size > PHOTO_MAX_BYTES) {
      refuse(file.name, t('media.errors.file_too_large', { max: MAX_MB }));
      return false;
    }
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!sniffImage(head)) {
      refuse(file.name, t('media.errors.file_type_invalid'));
      return false;
    }
    return true;
  }

  async function send(file: File) {
    const key = ++counter.current;
    setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
    const setProgress = (progress: number) =>
      setUploads((current) =>
        current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
      );
    try {
      await uploadPhoto(hotelId, file, category, setProgress);
      await refreshPhotos(queryClient, hotelId);
    } catch (error) {
      refuse(file.name, uploadErrorMessage(error) ?? t('errors.service_unavailable'));
    } finally {
      setUploads((current) => current.filter((upload) => upload.key !== key));
    }
  }

  /**
   * One file after the other, in the order chosen: the server puts each photo at the end of its
   * category when it has processed it, so two uploads at once stored whichever finished first
   * first (photo4 before photo3, issue 19, item 8). The cost is the overlap of one file's
   * processing with the next one's transfer; the connection is shared by the files either way.
   */
  async function handle(files: readonly File[]) {
    const accepted: File[] = [];
    for (const file of files) if (await acceptable(file)) accepted.push(file);
    for (const file of accepted) await send(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void handle([...event.dataTransfer.files]);
  }

  return (
    <Stack gap="sm">
      <Select
        label={t('media.upload.category')}
        description={t('media.upload.category_help')}
        data={MEDIA_CATEGORY_KEYS.map((key) => ({ value: key, label: t(`media.categories.${key}`) }))}
        value={category}
        onChange={(value) => setCategory(value ?? DEFAULT_PHOTO_CATEGORY)}
        allowDeselect={false}
        searchable
        maw={360}
      />
      <Box
        data-testid="photo-dropzone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        p="lg"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'blue-7' : 'gray-5'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
          textAlign: 'center',
        }}
      >
        <Text fw={600}>{t('media.upload.drop')}</Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('media.upload.formats', { max: MAX_MB })}
        </Text>
        <FileButton onChange={(files) => void handle(files)} accept={PHOTO_ACCEPTED_TYPES.join(',')} multiple>
          {(props) => (
            <Button {...props} variant="outline">
              {t('media.upload.choose')}
            </Button>
          )}
        </FileButton>
      </Box>
      {uploads.length > 0 ? (
        <Stack gap={6} data-testid="photo-uploads" aria-live="polite">
          {uploads.map((upload) => (
            <Group key={upload.key} gap="sm" wrap="nowrap">
              <Text size="sm" w={200} truncate="end">
                {upload.name}
              </Text>
              <Progress
                value={upload.progress}
                w="100%"
                aria-label={t('media.upload.progress', { name: upload.name })}
                animated={upload.progress < 100}
              />
              <Text size="sm" w={48} ta="right">
                {upload.progress}%
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
