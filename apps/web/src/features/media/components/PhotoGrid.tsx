import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { isLowQuality, type Photo, RATING_STARS } from '@hotel/domain';
import { ActionIcon, Badge, Box, Card, Group, Image, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  category: string;
  photos: Photo[];
  /** Moves a photo to a place of its category (1 = first). */
  onMove(photo: Photo, order: number): void;
  /** Whether the user may change the stars (staff: approbe_contract_perm); others only see them. */
  canRate: boolean;
  onRate(photo: Photo, stars: number): void;
  onDelete(photo: Photo): void;
}

/**
 * The photos of one category, in order: drag a photo by its handle (or focus the handle, press
 * Space, move with the arrow keys and press Space again) to put it elsewhere. The stars can be
 * changed by staff only (decision 005); the hotel's users see them read-only.
 */
export function PhotoGrid({ category, photos, canRate, onMove, onRate, onDelete }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => photos.findIndex((photo) => photo.id === id) + 1;

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const photo = photos.find((item) => item.id === active.id);
    if (photo) onMove(photo, position(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('media.photos.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('media.photos.dnd.picked', { n: position(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('media.photos.dnd.over', { n: position(active.id), place: position(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('media.photos.dnd.dropped', { n: position(active.id), place: position(over.id) })
              : undefined,
          onDragCancel: ({ active }) => t('media.photos.dnd.cancelled', { n: position(active.id) }),
        },
      }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
        <Box
          component="ol"
          data-testid={`photo-grid-${category}`}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              place={index + 1}
              categoryName={t(`media.categories.${category}`)}
              canRate={canRate}
              onRate={onRate}
              onDelete={onDelete}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface CardProps {
  photo: Photo;
  place: number;
  categoryName: string;
  canRate: boolean;
  onRate(photo: Photo, stars: number): void;
  onDelete(photo: Photo): void;
}

function SortablePhoto({ photo, place, categoryName, canRate, onRate, onDelete }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id });
  const label = t('media.photos.label', { category: categoryName, n: place });
  return (
    <li
      ref={setNodeRef}
      data-testid="photo-card"
      data-photo-id={photo.id}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <Card withBorder padding="xs" shadow={isDragging ? 'md' : undefined}>
        <Card.Section>
          <Image src={photo.thumbnail_url} alt={label} h={140} fit="cover" loading="lazy" />
        </Card.Section>
        <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="default"
            aria-label={t('media.photos.move', { label })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden>⠿</span>
          </ActionIcon>
          <Text size="sm" fw={600} data-testid="photo-place">
            {place}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t('media.photos.delete', { label })}
            onClick={() => onDelete(photo)}
          >
            <span aria-hidden>✕</span>
          </ActionIcon>
        </Group>
        {canRate ? (
          <Rating
            mt={6}
            count={RATING_STARS}
            value={photo.quality_rate}
            onChange={(stars) => onRate(photo, stars)}
            name={`photo-${photo.id}-stars`}
            // Mantine passes the symbol's value (1..5), not its index.
            getSymbolLabel={(stars) => t('media.photos.stars', { stars, label })}
          />
        ) : (
          // Read-only stars render no inputs: the whole row is one image named by the rating.
          <Rating
            mt={6}
            count={RATING_STARS}
            value={photo.quality_rate}
            readOnly
            role="img"
            aria-label={t('media.photos.stars_read_only', { stars: photo.quality_rate, label })}
            data-testid="photo-stars-read-only"
          />
        )}
        <Group gap={6} mt={6} wrap="wrap">
          {isLowQuality(photo.quality_rate) ? (
            <Badge color="red.8" variant="filled" size="sm">
              {t('media.photos.low_quality')}
            </Badge>
          ) : null}
          {photo.suggested_quality_rate !== null && photo.suggested_quality_rate !== photo.quality_rate ? (
            <Text size="xs" c="dimmed">
              {t('media.photos.suggested', { stars: photo.suggested_quality_rate })}
            </Text>
          ) : null}
        </Group>
      </Card>
    </li>
  );
}
