import { MEDIA_CATEGORIES, type Photo } from '@hotel/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useDeletePhoto, usePhotos, useUpdatePhoto } from '../api/photos.ts';
import { PhotoAlert } from './PhotoAlert.tsx';
import { PhotographerRequest } from './PhotographerRequest.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { RoomPhotos } from './RoomPhotos.tsx';

/**
 * The sortable grids (dnd-kit, the step's heaviest code) load once there are photos to show: a hotel
 * without photos never downloads them, and the step's first paint does not wait for them
 * (docs/decisions/040).
 */
const PhotoGrid = lazy(() => import('./PhotoGrid.tsx').then((module) => ({ default: module.PhotoGrid })));

const CATEGORY_ORDER = new Map<string, number>(
  MEDIA_CATEGORIES.map((category, index) => [category.key, index]),
);

interface Props {
  hotelId: number;
  /** Staff (approbe_contract_perm) may change the stars; the hotel's users see them read-only. */
  canRate: boolean;
  onSaved(): void;
}

/**
 * Step 7: upload photos by category, put them in order, see their rating (1..5 stars; staff change
 * it), choose the photos of each room type, or ask for a professional photographer. Every change
 * is saved at once.
 */
export function PhotosStep({ hotelId, canRate, onSaved }: Props) {
  const { t } = useTranslation();
  const photos = usePhotos(hotelId);
  const update = useUpdatePhoto(hotelId);
  const remove = useDeletePhoto(hotelId);

  // The step's introduction shows at once; what needs the photos follows it, below, when they have
  // arrived (appended, so nothing already on screen moves).
  const intro = <Text>{t('media.photos.intro')}</Text>;
  if (!photos.data)
    return (
      <Stack gap="lg">
        {intro}
        <PageLoader />
      </Stack>
    );
  const groups = [...photos.data].sort(
    (a, b) => (CATEGORY_ORDER.get(a.category) ?? 99) - (CATEGORY_ORDER.get(b.category) ?? 99),
  );
  const all = groups.flatMap((group) => group.media);
  const labelOf = (photo: Photo) =>
    t('media.photos.label', { category: t(`media.categories.${photo.category}`), n: photo.order });

  const patch = (photo: Photo, body: { order?: number; quality_rate?: number }) =>
    update.mutate(
      { id: photo.id, patch: body },
      { onError: () => notifyError(t('media.photos.save_failed')) },
    );

  async function deletePhoto(photo: Photo) {
    if (!(await confirm(t, t('media.photos.delete_confirm', { label: labelOf(photo) })))) return;
    remove.mutate(photo.id, { onError: () => notifyError(t('media.photos.save_failed')) });
  }

  return (
    <Stack gap="lg">
      {intro}
      <PhotoAlert photos={all} />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('media.upload.title')}
        </Title>
        <PhotoUploader hotelId={hotelId} />
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('media.photos.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="photo-total">
            {t('media.photos.total', { count: all.length })}
          </Text>
        </Group>
        {groups.length === 0 ? (
          <Text c="dimmed" data-testid="photos-empty">
            {t('media.photos.empty')}
          </Text>
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Stack gap="lg">
              <Text size="sm" c="dimmed">
                {t('media.photos.how_to_sort')}
              </Text>
              {groups.map((group) => (
                <section key={group.category} aria-labelledby={`photos-${group.category}`}>
                  <Title order={3} size="h5" mb="xs" id={`photos-${group.category}`}>
                    {t(`media.categories.${group.category}`)} ({group.media.length})
                  </Title>
                  <PhotoGrid
                    category={group.category}
                    photos={group.media}
                    canRate={canRate}
                    onMove={(photo, order) => patch(photo, { order })}
                    onRate={(photo, stars) => patch(photo, { quality_rate: stars })}
                    onDelete={deletePhoto}
                  />
                </section>
              ))}
            </Stack>
          </Suspense>
        )}
      </Card>
      <Card withBorder>
        <RoomPhotos hotelId={hotelId} photos={all} labelOf={labelOf} />
      </Card>
      <Card withBorder>
        <PhotographerRequest hotelId={hotelId} />
      </Card>
      <Group justify="flex-end">
        <Button onClick={onSaved}>{t('wizard.save_next')}</Button>
      </Group>
    </Stack>
  );
}
