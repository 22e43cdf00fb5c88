import type { SessionInfo } from '@hotel/domain';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sessionsQuery, useEndOtherSessions } from '../../../api/sessions.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndSession } from '../api/sessions.ts';

/** The element id other screens link to (`/dash/profile#sessions`, after an e-mail change). */
export const SESSIONS_SECTION_ID = 'sessions';

/**
 * The profile's sessions section: each open session (device, browser, address, sign-in and last
 * use), the current one marked; end one (confirmed) or all the others. A list of cards, not a
 * table, so that it reads at 390 px as well as on a desktop.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const query = useQuery(sessionsQuery());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ended, setEnded] = useState<number>();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = query.isSuccess;

  // Reached by a link to #sessions: scroll there once the list is in (the page above it loads first).
  useEffect(() => {
    if (loaded && hash === `#${SESSIONS_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const sessions = query.data ?? [];
  const others = sessions.filter((session) => !session.current);

  const end = async (session: SessionInfo) => {
    const name = sessionName(t, session);
    if (!(await confirm(t, t('sessions.end_confirm', { name })))) return;
    try {
      await endOne.mutateAsync(session.id);
      notifySaved(t('sessions.ended'));
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };

  const endAllOthers = async () => {
    if (!(await confirm(t, t('sessions.end_others_confirm')))) return;
    try {
      setEnded((await endOthers.mutateAsync()).ended);
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      id={SESSIONS_SECTION_ID}
      ref={section}
      aria-labelledby="sessions-title"
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 1rem)' }}
    >
      <Stack>
        <Title order={2} size="h4" id="sessions-title">
          {t('sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        {ended !== undefined ? (
          <Alert color="teal" role="status" data-testid="sessions-ended">
            {t('sessions.ended_others', { count: ended })}
          </Alert>
        ) : null}
        {query.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('sessions.load_error')}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('sessions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {loaded ? (
          <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('sessions.list_label')}>
            {sessions.map((session) => (
              <Paper
                key={session.id}
                component="li"
                withBorder
                p="sm"
                radius="sm"
                style={{ listStyle: 'none' }}
                data-testid="session"
                data-current={session.current || undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{t(`sessions.device.${session.device}`)}</Text>
                      {session.current ? (
                        <Badge color="teal.9" variant="filled">
                          {t('sessions.current')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm">{browserOnOs(t, session)}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('sessions.address')}: {session.ip ?? t('sessions.unknown_address')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('sessions.signed_in')}: {dateTime.format(new Date(session.created_at))}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('sessions.last_used')}: {dateTime.format(new Date(session.last_used_at))}
                    </Text>
                  </Stack>
                  {session.current ? null : (
                    <Button
                      variant="light"
                      color="red"
                      size="sm"
                      aria-label={t('sessions.end_label', { name: sessionName(t, session) })}
                      loading={endOne.isPending && endOne.variables === session.id}
                      onClick={() => void end(session)}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
        {loaded && others.length === 0 ? (
          <Text size="sm" data-testid="no-other-sessions">
            {t('sessions.no_others')}
          </Text>
        ) : null}
        {loaded && others.length > 0 ? (
          <Group>
            <Button color="red" loading={endOthers.isPending} onClick={() => void endAllOthers()}>
              {t('sessions.end_others')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function browserOnOs(t: TFunction, session: SessionInfo): string {
  const browser = session.browser ?? t('sessions.unknown_browser');
  return session.os ? t('sessions.browser_on_os', { browser, os: session.os }) : browser;
}

/** How a confirmation and a button name a session: its device and browser ('Móvil, Mobile Safari 17'). */
function sessionName(t: TFunction, session: SessionInfo): string {
  return `${t(`sessions.device.${session.device}`)}, ${browserOnOs(t, session)}`;
}

/** The server's translated message, or a generic one when the server could not be reached. */
function errorText(t: TFunction, error: unknown): string {
  return (
    (error instanceof ApiError ? error.messages('non_field_errors')[0] : undefined) ??
    t('errors.service_unavailable')
  );
}
