import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Hotel,
  type LocationStep,
  type LocationSuggestion,
  locationStepSchema,
  MAP_DEFAULT,
} from '@hotel/domain';
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../api/client-config.ts';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { reverseGeocode, useLocationSuggestions, useUpdateHotel } from '../api/hotels.ts';
import { formatPlace, geocodedMessage, roundCoordinate } from './location/place.ts';
import { SuggestionList } from './location/SuggestionList.tsx';

/**
 * Leaflet (about 50 kB gzipped, and its CSS) is a chunk of its own, fetched while the form shows: the
 * step's chunk stays within its 60 kB budget (docs/decisions/018-web-performance.md).
 */
const LocationMap = lazy(() =>
  import('../../../components/ui/location-map/LocationMap.tsx').then((module) => ({
    default: module.LocationMap,
  })),
);

const FIELDS = ['address', 'postal_code', 'city', 'country', 'latitude', 'longitude'] as const;
const TEXT_FIELDS = ['address', 'postal_code', 'city', 'country'] as const;
const MAP_HEIGHT = 380;

type Geocoding =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; place: string; message: ReturnType<typeof geocodedMessage> }
  | { state: 'failed' };

/** Step 1: the hotel's address and its position on a map (spec §2 /ubication, §5 location valid). */
export function LocationForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  // A different hotel starts from its own saved values.
  return <LocationStepForm key={hotel.id} hotel={hotel} onSaved={onSaved} />;
}

function LocationStepForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const mapLoader = (
    <Group h="100%" justify="center">
      <Loader aria-label={t('common.loading')} />
    </Group>
  );
  const update = useUpdateHotel(hotel.id);
  const suggestions = useLocationSuggestions(hotel.id);
  const clientConfig = useClientConfig();
  const [formError, setFormError] = useState<string>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [geocoding, setGeocoding] = useState<Geocoding>({ state: 'idle' });
  const geocodeRun = useRef(0);

  const form = useForm<LocationStep>({
    resolver: zodResolver(locationStepSchema),
    defaultValues: {
      address: hotel.address ?? '',
      postal_code: hotel.postal_code ?? '',
      city: hotel.city ?? '',
      country: hotel.country ?? '',
      latitude: hotel.latitude,
      longitude: hotel.longitude,
    },
  });
  const { errors } = form.formState;
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');

  // Where the map opens: the saved position, else the first suggestion, else the default centre.
  const firstSuggestion = suggestions.data?.[0];
  const center = useMemo<[number, number] | undefined>(() => {
    if (hotel.latitude !== null && hotel.longitude !== null) return [hotel.latitude, hotel.longitude];
    if (suggestions.isPending) return undefined;
    if (firstSuggestion) return [firstSuggestion.latitude, firstSuggestion.longitude];
    return [MAP_DEFAULT.latitude, MAP_DEFAULT.longitude];
  }, [hotel.latitude, hotel.longitude, suggestions.isPending, firstSuggestion]);
  const markerPosition = useMemo<[number, number] | undefined>(
    () => (latitude !== null && longitude !== null ? [latitude, longitude] : center),
    [latitude, longitude, center],
  );

  /** Fills the fields a place knows, keeping what the user typed where it knows nothing. */
  function fill(place: Pick<LocationSuggestion, (typeof TEXT_FIELDS)[number]>) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const field of TEXT_FIELDS) {
      const value = place[field].trim();
      if (value) form.setValue(field, value, options);
    }
  }

  function place(lat: number, lon: number) {
    form.setValue('latitude', roundCoordinate(lat), { shouldDirty: true });
    form.setValue('longitude', roundCoordinate(lon), { shouldDirty: true });
  }

  function applySuggestion(suggestion: LocationSuggestion) {
    geocodeRun.current += 1; // an answer still on its way must not overwrite the choice
    setGeocoding({ state: 'idle' });
    place(suggestion.latitude, suggestion.longitude);
    fill(suggestion);
  }

  async function moveMarker(lat: number, lon: number) {
    place(lat, lon);
    const run = ++geocodeRun.current;
    setGeocoding({ state: 'busy' });
    try {
      const answer = await reverseGeocode(roundCoordinate(lat), roundCoordinate(lon));
      if (run !== geocodeRun.current) return;
      fill(answer);
      setGeocoding({ state: 'done', place: formatPlace(answer), message: geocodedMessage(answer) });
    } catch (error) {
      if (run !== geocodeRun.current) return;
      console.warn('reverse geocoding failed; keeping the typed address', error);
      setGeocoding({ state: 'failed' });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({
        address: values.address,
        postal_code: values.postal_code,
        city: values.city,
        country: values.country,
        latitude: values.latitude,
        longitude: values.longitude,
      });
      notifySaved(t('common.saved'));
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  const tileUrl = clientConfig.data?.map_tile_url;
  const showTilesNotice = tilesFailed || clientConfig.isError;
  const text = (name: (typeof TEXT_FIELDS)[number], autoComplete: string) => (
    <TextInput
      label={t(`location.${name}`)}
      required
      autoComplete={autoComplete}
      error={translateMessage(t, errors[name]?.message)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('nav.ubication')}>
      <Stack>
        <Text>{t('location.intro')}</Text>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <SuggestionList
                suggestions={suggestions.data}
                isPending={suggestions.isPending}
                isError={suggestions.isError}
                onUse={applySuggestion}
              />
              {text('address', 'street-address')}
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {text('postal_code', 'postal-code')}
                {text('city', 'address-level2')}
              </SimpleGrid>
              {text('country', 'country-name')}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
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
                  onClose={() => setGeocoding({ state: 'idle' })}
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
                      attribution={
                        tileUrl?.includes('openstreetmap.org') ? t('location.map.attribution') : undefined
                      }
                      labels={{
                        map: t('location.map.label'),
                        marker: t('location.map.marker'),
                        zoomIn: t('location.map.zoom_in'),
                        zoomOut: t('location.map.zoom_out'),
                      }}
                      describedBy={hintId}
                      onMove={moveMarker}
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
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('wizard.save_next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
