import { Anchor, Badge, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PEOPLE_PAGE_SIZE, staffUsersQuery } from '../../../api/staff-people.ts';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import classes from '../../../components/ui/table-cards.module.css';

/** How long typing pauses before the search is asked for. */
export const SEARCH_PAUSE_MS = 400;

/**
 * The people of the back office (decision 027): a search by e-mail, name or hotel (name or code),
 * asked once typing pauses, and a paged table (name, e-mail, how many hotels, staff or not). The
 * search and the page are in the address, so a reload or the way back keeps them.
 */
export function UserList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const users = useQuery(staffUsersQuery(q, page));
  const titleId = useId();

  useEffect(() => {
    if (debounced === q) return;
    // A new search starts on its first page.
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, q, setParams]);

  const go = (next: number) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (next > 1) query.set('page', String(next));
    setParams(query);
  };

  return (
    <Stack>
      <Title order={1} size="h2" id={titleId}>
        {t('staff.people.title')}
      </Title>
      <TextInput
        type="search"
        label={t('staff.people.search')}
        description={t('staff.people.search_hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={200}
        maw={480}
        rightSection={
          users.isFetching ? <Loader size="xs" role="status" aria-label={t('common.searching')} /> : null
        }
      />
      {users.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {users.isError ? <RequestFailed error={users.error} onRetry={() => void users.refetch()} /> : null}
      {users.data ? (
        <>
          <Text size="sm" role="status" data-testid="people-count">
            {t(q ? 'staff.people.count_found' : 'staff.people.count', { count: users.data.count })}
          </Text>
          {users.data.items.length > 0 ? (
            // A phone shows each person as a card (table-cards.module.css): the e-mail is not cut.
            <Table.ScrollContainer minWidth={560} className={classes.scroll}>
              <Table
                verticalSpacing="xs"
                highlightOnHover
                captionSide="top"
                className={classes.table}
                data-testid="people-table"
                style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Caption style={{ textAlign: 'start' }}>{t('staff.people.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.people.columns.name')}</Table.Th>
                    <Table.Th>{t('staff.people.columns.email')}</Table.Th>
                    <Table.Th ta="end">{t('staff.people.columns.hotels')}</Table.Th>
                    <Table.Th>{t('staff.people.columns.role')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.items.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td data-label={t('staff.people.columns.name')}>
                        <Anchor component={Link} to={`/staff/users/${user.id}`} fw={500}>
                          {user.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td
                        data-label={t('staff.people.columns.email')}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {user.email}
                      </Table.Td>
                      <Table.Td
                        data-label={t('staff.people.columns.hotels')}
                        ta={{ base: 'start', sm: 'end' }}
                      >
                        {user.hotel_count}
                      </Table.Td>
                      <Table.Td data-label={t('staff.people.columns.role')}>
                        {user.approbe_contract_perm ? (
                          <Badge color="blue.8">{t('staff.people.staff_badge')}</Badge>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('staff.people.hotel_user')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          <Pager
            count={users.data.count}
            pageSize={PEOPLE_PAGE_SIZE}
            page={page}
            onChange={go}
            label={t('staff.people.pages')}
          />
        </>
      ) : null}
    </Stack>
  );
}
