import { zodResolver } from '@hookform/resolvers/zod';
import { type Hotel, type LocationStep, locationStepSchema, MAP_DEFAULT } from '@hotel/domain';
import { Alert, Button, Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useLocationSuggestions, useUpdateHotel } from '../api/hotels.ts';
import { type TEXT_FIELDS, useMarkerGeocoding } from '../hooks/use-marker-geocoding.ts';
import { LocationMapPanel } from './location/LocationMapPanel.tsx';
import { SuggestionList } from './location/SuggestionList.tsx';

const FIELDS = ['address', 'postal_code', 'city', 'country', 'latitude', 'longitude'] as const;

/** Step 1: the hotel's address and its position on a map (spec §2 /ubication, §5 location valid). */
export function LocationForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  // A different hotel starts from its own saved values.
  return <LocationStepForm key={hotel.id} hotel={hotel} onSaved={onSaved} />;
}

function LocationStepForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const update = useUpdateHotel(hotel.id);
  const suggestions = useLocationSuggestions(hotel.id);
  const [formError, setFormError] = useState<string>();

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

  const { geocoding, applySuggestion, moveMarker, dismissFailure } = useMarkerGeocoding(form);

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
            <LocationMapPanel
              center={center}
              markerPosition={markerPosition}
              latitude={latitude}
              longitude={longitude}
              geocoding={geocoding}
              onMove={moveMarker}
              onDismissFailure={dismissFailure}
            />
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
