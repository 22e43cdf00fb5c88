import type { ActivityList } from '@hotel/domain';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { dateTimeFormat, namesById } from '../model/describe.ts';
import { describeEvent, type ReferenceNames } from '../model/describe-event.ts';
import { ScrollTable } from './ScrollTable.tsx';

const KIND_COLOURS = {
  contract: 'grape.9',
  content: 'blue.9',
  rooms: 'cyan.9',
  rates: 'teal.9',
  reservations: 'orange.9',
  distribution: 'indigo.9',
  people: 'gray.8',
} as const;

/**
 * One page of the log: each event in words with its before/after lines, then staff's reads per day.
 * The tables are narrow enough that a phone wraps the sentences instead of scrolling them sideways.
 */
export function ActivityEvents({ page }: { page: ActivityList }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const exists = (key: string) => i18n.exists(key);
  const names = useBasicDataNames();
  return (
    <Stack gap="md">
      {page.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.activity.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={340} label={t('staff.activity.title')}>
          <Table striped data-testid="activity-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.activity.when')}</Table.Th>
                <Table.Th>{t('staff.activity.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((entry) => {
                const described = describeEvent(t, exists, entry, names);
                return (
                  <Table.Tr key={entry.id} data-testid="activity-event">
                    <Table.Td style={{ verticalAlign: 'top', width: '9rem' }}>
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Badge size="sm" color={KIND_COLOURS[entry.kind]} variant="filled">
                          {t(`staff.activity.kinds.${entry.kind}`)}
                        </Badge>
                        <Text size="sm" style={{ wordBreak: 'break-word' }}>
                          {described.sentence}
                        </Text>
                        {described.details.map((line) => (
                          <Text key={line} size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                            {line}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {page.reads.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('staff.activity.reads_title')}
          </Title>
          <ScrollTable minWidth={340} label={t('staff.activity.reads_title')}>
            <Table data-testid="activity-reads">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.activity.reads_day')}</Table.Th>
                  <Table.Th>{t('staff.activity.who')}</Table.Th>
                  <Table.Th>{t('staff.activity.hotel')}</Table.Th>
                  <Table.Th>{t('staff.activity.reads_count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.reads.map((read) => (
                  <Table.Tr key={`${read.day}-${read.user.id}-${read.hotel.id}`}>
                    <Table.Td>
                      <time dateTime={read.day}>{day.format(new Date(`${read.day}T00:00:00Z`))}</time>
                    </Table.Td>
                    <Table.Td>{read.user.name}</Table.Td>
                    <Table.Td>{read.hotel.name}</Table.Td>
                    <Table.Td>{read.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The basic step's reference fields by name (the review's BasicSection reads the same lists). */
function useBasicDataNames(): ReferenceNames {
  const types = useReference('type');
  const languages = useReference('language');
  const obertures = useReference('oberture');
  const smoke = useReference('smoke');
  const byName = <T extends { id: number; name: string }>(items: readonly T[] | undefined) =>
    namesById(items, (item) => item.name);
  const languageNames = byName(languages.data);
  return {
    htype: byName(types.data),
    rating: byName(types.data?.flatMap((type) => type.ratings)),
    style: byName(types.data?.flatMap((type) => type.styles)),
    languages: languageNames,
    content_language: languageNames,
    oberture: byName(obertures.data),
    smoke: byName(smoke.data),
  };
}
