import { type Hotel, MAP_DEFAULT } from '@hotel/domain';
import { Box, List, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../api/client-config.ts';
import { countriesQuery } from '../../../api/countries.ts';
import { useReference } from '../../../api/reference.ts';
import { useLocationMapTexts } from '../../../components/ui/location-map/location-map-texts.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { countryName, namesById, scheduleText } from '../model/describe.ts';
import { Empty, Field, ReviewStep } from './ReviewStep.tsx';
import { ScrollTable } from './ScrollTable.tsx';

interface SectionProps {
  hotel: Hotel;
  changed: boolean;
}

/** Step 1: the basic data, reference ids by their names in the interface language. */
export function BasicSection({ hotel, changed }: SectionProps) {
  const { t } = useTranslation();
  const types = useReference('type');
  const languages = useReference('language');
  const obertures = useReference('oberture');
  const smoke = useReference('smoke');
  const type = types.data?.find((item) => item.id === hotel.htype);
  const languageNames = namesById(languages.data, (item) => item.name);
  const name = <T extends { id: number; name: string }>(items: T[] | undefined, id: number | null) =>
    id === null ? null : (items?.find((item) => item.id === id)?.name ?? `#${id}`);
  return (
    <ReviewStep id="basic" title={t('nav.basic')} changed={changed}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Field label={t('hotels.name')}>{hotel.name}</Field>
        <Field label={t('staff.review.code')}>{hotel.code}</Field>
        <Field label={t('hotels.basic.type')}>
          {hotel.htype === null ? null : (type?.name ?? `#${hotel.htype}`)}
        </Field>
        <Field label={t('hotels.basic.rating')}>{name(type?.ratings, hotel.rating)}</Field>
        <Field label={t('hotels.basic.style')}>{name(type?.styles, hotel.style)}</Field>
        <Field label={t('hotels.basic.check_in_start')}>{hotel.check_in_start}</Field>
        <Field label={t('hotels.basic.check_out_start')}>{hotel.check_out_start}</Field>
        <Field label={t('hotels.basic.languages')}>
          {hotel.languages.map((id) => languageNames.get(id) ?? `#${id}`).join(', ')}
        </Field>
        <Field label={t('hotels.basic.content_language')}>
          {hotel.content_language === null
            ? null
            : (languageNames.get(hotel.content_language) ?? `#${hotel.content_language}`)}
        </Field>
        <Field label={t('hotels.basic.oberture')}>{name(obertures.data, hotel.oberture)}</Field>
        <Field label={t('hotels.basic.smoke')}>{name(smoke.data, hotel.smoke)}</Field>
      </SimpleGrid>
    </ReviewStep>
  );
}

/**
 * Leaflet (about 50 kB gzipped) is a chunk of its own, fetched when a review shows a position, as
 * on the location step.
 */
const LocationMap = lazy(() =>
  import('../../../components/ui/location-map/LocationMap.tsx').then((module) => ({
    default: module.LocationMap,
  })),
);

/** Step 2: the address, the coordinates and the position on the map, as the owner placed it. */
export function LocationSection({ hotel, changed }: SectionProps) {
  const { t, i18n } = useTranslation();
  const countries = useQuery(countriesQuery(i18n.language));
  const countryNames = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
  return (
    <ReviewStep id="ubication" title={t('nav.ubication')} changed={changed}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Field label={t('location.address')}>{hotel.address}</Field>
        <Field label={t('location.postal_code')}>{hotel.postal_code}</Field>
        <Field label={t('location.city')}>{hotel.city}</Field>
        <Field label={t('location.country')}>{countryName(hotel.country, i18n.language, countryNames)}</Field>
        <Field label={t('location.map.title')}>
          {hotel.latitude !== null && hotel.longitude !== null
            ? t('location.map.coordinates', { latitude: hotel.latitude, longitude: hotel.longitude })
            : t('location.map.no_position')}
        </Field>
      </SimpleGrid>
      {hotel.latitude !== null && hotel.longitude !== null ? (
        <ReviewMap position={[hotel.latitude, hotel.longitude]} />
      ) : null}
    </ReviewStep>
  );
}

function ReviewMap({ position }: { position: [number, number] }) {
  const config = useClientConfig();
  const tileUrl = config.data?.map_tile_url;
  const mapTexts = useLocationMapTexts(tileUrl);
  return (
    <Box
      h={280}
      mt="sm"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', isolation: 'isolate' }}
      data-testid="review-map"
    >
      <Suspense fallback={<PageLoader />}>
        <LocationMap
          center={position}
          zoom={MAP_DEFAULT.zoom}
          position={position}
          tileUrl={tileUrl}
          {...mapTexts}
          // A tile that fails leaves the grey map with its marker; the coordinates are above it.
          onTileError={() => undefined}
        />
      </Suspense>
    </Box>
  );
}

/** Step 3: the accessibility features chosen. */
export function AccessibilitySection({ hotel, changed }: SectionProps) {
  const { t } = useTranslation();
  const items = useReference('accessibility');
  const labels = namesById(items.data, (item) => item.label);
  return (
    <ReviewStep id="accesibility" title={t('nav.accesibility')} changed={changed}>
      {hotel.accessibility.length === 0 ? (
        <Empty />
      ) : (
        <List size="sm">
          {hotel.accessibility.map((id) => (
            <List.Item key={id}>{labels.get(id) ?? `#${id}`}</List.Item>
          ))}
        </List>
      )}
    </ReviewStep>
  );
}

/** Step 4: the services with their schedules. */
export function ServicesSection({ hotel, changed }: SectionProps) {
  const { t } = useTranslation();
  const groups = useReference('service');
  const services = new Map(
    (groups.data ?? []).flatMap((group) =>
      group.services.map((service) => [service.id, { service, group }] as const),
    ),
  );
  return (
    <ReviewStep id="services" title={t('nav.services')} changed={changed}>
      {hotel.services.length === 0 ? (
        <Empty />
      ) : (
        <ScrollTable minWidth={480} label={t('nav.services')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('nav.services')}</Table.Th>
                <Table.Th>{t('steps.schedule.type')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hotel.services.map(({ service, schedule }) => {
                const known = services.get(service);
                return (
                  <Table.Tr key={service}>
                    <Table.Td>
                      <Text size="sm">{known?.service.name ?? `#${service}`}</Text>
                      {known ? (
                        <Text size="xs" c="dimmed">
                          {known.group.name}
                          {known.service.of_payment ? ` · ${t('steps.services.paid')}` : ''}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{scheduleText(t, schedule)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </ReviewStep>
  );
}

/** Step 5: the activities and where they take place. */
export function ActivitiesSection({ hotel, changed }: SectionProps) {
  const { t } = useTranslation();
  const info = useReference('activity/info');
  const activities = namesById(info.data?.activities, (item) => item.name);
  const zones = namesById(info.data?.zones, (item) => item.name);
  return (
    <ReviewStep id="activities" title={t('nav.activities')} changed={changed}>
      {hotel.activity_data.length === 0 ? (
        <Empty />
      ) : (
        <List size="sm">
          {hotel.activity_data.map((item) => (
            <List.Item key={item.id}>
              {activities.get(item.activity) ?? t('steps.activities.unknown', { id: item.activity })} ·{' '}
              {zones.get(item.zone) ?? t('steps.activities.unknown', { id: item.zone })}
            </List.Item>
          ))}
        </List>
      )}
    </ReviewStep>
  );
}
