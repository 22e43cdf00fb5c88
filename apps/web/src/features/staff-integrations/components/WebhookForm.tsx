import {
  DISTRIBUTION_MSG,
  isAllowedWebhookUrl,
  WEBHOOK_EVENTS,
  type WebhookCreated,
  type WebhookEvent,
  webhookCreateSchema,
} from '@hotel/domain';
import { Alert, Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWebhook } from '../api/integrations.ts';
import { eventKey, type FormErrors, issueErrors, refusalErrors } from './labels.ts';
import { ShownOnce } from './ShownOnce.tsx';

const FIELDS = ['url', 'events'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new webhook endpoint (issue 17): an https address and the events it wants. The server sends it
 * a `ping` at once; the signing secret is shown once, with a copy button, in place of the form.
 */
export function WebhookForm({ onCreated }: { onCreated?(endpointId: number): void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [created, setCreated] = useState<WebhookCreated>();

  const reset = () => {
    setUrl('');
    setEvents([]);
    setErrors({});
    setCreated(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const parsed = webhookCreateSchema.safeParse({ url, events });
    if (!parsed.success) {
      const found = issueErrors(t, parsed.error.issues, FIELDS);
      // A malformed address and a plain-http one get the same, actionable message.
      if (found.url && url.trim() && !isAllowedWebhookUrl(url.trim()))
        found.url = t(DISTRIBUTION_MSG.httpsRequired);
      setErrors(found);
      return;
    }
    try {
      const answer = await create.mutateAsync(parsed.data);
      setCreated(answer);
      onCreated?.(answer.endpoint.id);
    } catch (error) {
      setErrors(refusalErrors(t, error, FIELDS));
    }
  };

  if (created) {
    return (
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {t('staff.integrations.webhooks.new')}
        </Title>
        <ShownOnce
          title={t('staff.integrations.webhooks.created', { url: created.endpoint.url })}
          label={t('staff.integrations.webhooks.secret')}
          value={created.secret}
          onDone={reset}
          testId="created-secret"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('staff.integrations.webhooks.new')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="webhook-form">
        <Stack gap="md" maw={560}>
          {errors.form ? (
            <Alert color="red" role="alert" data-testid="webhook-form-error">
              {errors.form}
            </Alert>
          ) : null}
          <TextInput
            type="url"
            label={t('staff.integrations.webhooks.url')}
            description={t('staff.integrations.webhooks.url_hint')}
            placeholder="https://"
            required
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            maxLength={2000}
            error={errors.url}
            autoComplete="off"
          />
          <Checkbox.Group
            label={t('staff.integrations.webhooks.events')}
            description={t('staff.integrations.webhooks.events_hint')}
            required
            value={events}
            onChange={(value) => setEvents(WEBHOOK_EVENTS.filter((event) => value.includes(event)))}
            error={errors.events}
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={t(`${eventKey(event)}.label`)}
                  description={t(`${eventKey(event)}.hint`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('staff.integrations.webhooks.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
