import { isLowQuality, PHOTO_QUALITY_MAX, type Photo, type Video } from '@hotel/domain';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  List,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRatePhoto } from '../api/review.ts';
import { Empty, ReviewStep } from './ReviewStep.tsx';

/**
 * Step 7: the photos by category with their stars. Staff rate them here (the server allows the
 * rating to approbe_contract_perm only); the suggested rating from the upload is shown beside it.
 */
export function PhotosSection({
  hotelId,
  photos,
  changed,
}: {
  hotelId: number;
  photos: Photo[];
  changed: boolean;
}) {
  const { t } = useTranslation();
  const rate = useRatePhoto(hotelId);
  const categories = [...new Set(photos.map((photo) => photo.category))];

  async function setStars(photo: Photo, stars: number) {
    try {
      await rate.mutateAsync({ photoId: photo.id, stars });
    } catch (error) {
      notifyError(
        (error instanceof ApiError
          ? (error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0])
          : undefined) ?? t('media.photos.save_failed'),
      );
    }
  }

  return (
    <ReviewStep id="photos" title={t('nav.photos')} changed={changed}>
      {photos.length === 0 ? (
        <Empty />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('media.photos.total', { count: photos.length })}</Text>
          {categories.map((category) => {
            const inCategory = photos
              .filter((photo) => photo.category === category)
              .sort((a, b) => a.order - b.order);
            const categoryName = t(`media.categories.${category}`);
            return (
              <div key={category}>
                <Title order={3} size="h5" mb="xs">
                  {categoryName}
                </Title>
                <SimpleGrid
                  cols={{ base: 2, xs: 3, md: 5 }}
                  spacing="sm"
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                >
                  {inCategory.map((photo, index) => {
                    const label = t('media.photos.label', { category: categoryName, n: index + 1 });
                    return (
                      <li key={photo.id}>
                        <Card withBorder padding={6} data-testid="review-photo">
                          <Anchor href={photo.public_url} target="_blank" rel="noreferrer">
                            <Image src={photo.thumbnail_url} alt={label} h={96} fit="cover" radius="sm" />
                          </Anchor>
                          <Rating
                            mt={6}
                            count={PHOTO_QUALITY_MAX}
                            value={photo.quality_rate}
                            onChange={(stars) => void setStars(photo, stars)}
                            name={`review-photo-${photo.id}-stars`}
                            getSymbolLabel={(stars) => t('media.photos.stars', { stars, label })}
                          />
                          <Group gap={4} mt={4}>
                            {isLowQuality(photo.quality_rate) ? (
                              <Badge color="red.8" variant="filled" size="sm">
                                {t('media.photos.low_quality')}
                              </Badge>
                            ) : null}
                            {photo.suggested_quality_rate !== null ? (
                              <Text size="xs" c="dimmed">
                                {t('media.photos.suggested', { stars: photo.suggested_quality_rate })}
                              </Text>
                            ) : null}
                          </Group>
                        </Card>
                      </li>
                    );
                  })}
                </SimpleGrid>
              </div>
            );
          })}
        </Stack>
      )}
    </ReviewStep>
  );
}

/** Step 8: the videos, each with its service and a link to it. */
export function VideosSection({ videos, changed }: { videos: Video[]; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <ReviewStep id="videos" title={t('nav.videos')} changed={changed}>
      {videos.length === 0 ? (
        <Empty />
      ) : (
        <List size="sm">
          {[...videos]
            .sort((a, b) => a.order - b.order)
            .map((video, index) => (
              <List.Item key={video.id}>
                <Anchor href={video.public_url} target="_blank" rel="noreferrer">
                  {t('media.videos.title', { n: index + 1 })}
                </Anchor>{' '}
                · {t(`media.videos.types.${video.url_type}`)} · {t(`media.categories.${video.category}`)}
              </List.Item>
            ))}
        </List>
      )}
    </ReviewStep>
  );
}
