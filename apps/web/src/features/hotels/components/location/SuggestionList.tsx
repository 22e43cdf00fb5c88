import type { LocationSuggestion } from '@hotel/domain';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPlace } from './place.ts';

interface Props {
  suggestions: LocationSuggestion[] | undefined;
  isPending: boolean;
  isError: boolean;
  onUse(suggestion: LocationSuggestion): void;
}

/** The locations the server suggests for the hotel (saved address, catalogue position), each one usable. */
export function SuggestionList({ suggestions, isPending, isError, onUse }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="location-suggestions">
      <Title order={2} size="h4">
        {t('location.suggestions.title')}
      </Title>
      {isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('common.loading')}</Text>
        </Group>
      ) : isError ? (
        <Text size="sm">{t('location.suggestions.failed')}</Text>
      ) : !suggestions?.length ? (
        <Text size="sm">{t('location.suggestions.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {suggestions.map((suggestion) => {
            const place = formatPlace(suggestion);
            return (
              <Card
                key={`${suggestion.latitude},${suggestion.longitude},${place}`}
                component="li"
                withBorder
                padding="sm"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={500}>
                    {place}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    aria-label={t('location.suggestions.use_label', { place })}
                    onClick={() => onUse(suggestion)}
                  >
                    {t('location.suggestions.use')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
