import { MAP_DEFAULT } from '@hotel/domain';
import { Alert, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../../api/client-config.ts';
import { useLocationMapTexts } from '../../../../components/ui/location-map/location-map-texts.ts';
import type { Geocoding } from '../../hooks/use-marker-geocoding.ts';

/**
 * Leaflet (about 50 kB gzipped, and its CSS) is a chunk of its own, fetched while the form shows: the
 * step's chunk stays within its 60 kB budget (docs/decisions/018-web-performance.md).
 */
const LocationMap = lazy(() =>
  import('../../../../components/ui/location-map/LocationMap.tsx').then((module) => ({
    default: module.LocationMap,
  })),
);

const MAP_HEIGHT = 380;

/**
 * The location step's map (spec §2 /ubication): the marker to drag or place, the coordinates it
 * gives, and what looking up its place found; a notice when the map tiles or the lookup failed.
 */
export function LocationMapPanel({
  center,
  markerPosition,
  latitude,
  longitude,
  geocoding,
  onMove,
  onDismissFailure,
}: {
  /** Where the map opens; undefined while it is not known yet. */
  center: [number, number] | undefined;
  markerPosition: [number, number] | undefined;
  latitude: number | null;
  longitude: number | null;
  geocoding: Geocoding;
  onMove(lat: number, lon: number): void;
  onDismissFailure(): void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const clientConfig = useClientConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const mapLoader = (
    <Group h="100%" justify="center">
      <Loader role="status" aria-label={t('common.loading')} />
    </Group>
  );
  const tileUrl = clientConfig.data?.map_tile_url;
  const mapTexts = useLocationMapTexts(tileUrl);
  const showTilesNotice = tilesFailed || clientConfig.isError;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('location.map.title')}
      </Title>
      {showTilesNotice ? (
        <Alert color="yellow" data-testid="map-tiles-failed">
          {t('location.map.tiles_failed')}
        </Alert>
      ) : null}
      {geocoding.state === 'failed' ? (
        <Alert
          color="orange"
          data-testid="geocode-failed"
          withCloseButton
          closeButtonLabel={t('common.accept')}
          onClose={onDismissFailure}
        >
          {t('location.map.geocode_failed')}
        </Alert>
      ) : null}
      <Box
        h={MAP_HEIGHT}
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', isolation: 'isolate' }}
        data-testid="location-map"
      >
        {center && markerPosition ? (
          <Suspense fallback={mapLoader}>
            <LocationMap
              center={markerPosition}
              zoom={MAP_DEFAULT.zoom}
              position={markerPosition}
              tileUrl={tileUrl}
              {...mapTexts}
              describedBy={hintId}
              onMove={onMove}
              onTileError={() => setTilesFailed(true)}
            />
          </Suspense>
        ) : (
          mapLoader
        )}
      </Box>
      <Text size="sm" id={hintId}>
        {t('location.map.hint')}
      </Text>
      <Text size="sm" data-testid="location-coordinates">
        {latitude !== null && longitude !== null
          ? t('location.map.coordinates', {
              latitude: latitude.toFixed(6),
              longitude: longitude.toFixed(6),
            })
          : t('location.map.no_position')}
      </Text>
      <Text size="sm" role="status" aria-live="polite" mih="1.5em">
        {geocoding.state === 'busy'
          ? t('location.map.geocoding')
          : geocoding.state === 'done' && geocoding.place
            ? t(geocoding.message, { place: geocoding.place })
            : ''}
      </Text>
    </Stack>
  );
}
