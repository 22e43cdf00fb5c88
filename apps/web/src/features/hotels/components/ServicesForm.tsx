import type { Hotel, ReferenceServiceGroup, ServiceSelection } from '@hotel/domain';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateHotel } from '../api/hotels.ts';
import {
  checkSelection,
  draftOf,
  EMPTY_SCHEDULE,
  type ScheduleDraft,
  type ScheduleErrors,
  ScheduleInput,
} from './ScheduleInput.tsx';

type Drafts = Map<number, ScheduleDraft>;

/** The groups holding any of the services. */
function groupsOf(groups: readonly ReferenceServiceGroup[], serviceIds: Iterable<number>): string[] {
  const ids = new Set(serviceIds);
  return groups
    .filter((group) => group.services.some((service) => ids.has(service.id)))
    .map((group) => String(group.id));
}

/**
 * A refused save's field errors by service: they name the position in the list sent
 * (services.<index>.schedule.<field>); those naming no service sent are left unplaced.
 */
function placeFieldErrors(
  fieldErrors: readonly (readonly [string, string])[],
  selections: ServiceSelection[],
) {
  const placed = new Map<number, ScheduleErrors>();
  const unplaced: string[] = [];
  for (const [field, message] of fieldErrors) {
    const match = /^services\.(\d+)\.schedule\.(\w+)$/.exec(field);
    const serviceId = match ? selections[Number(match[1])]?.service : undefined;
    if (match && serviceId !== undefined) {
      placed.set(serviceId, { ...placed.get(serviceId), [match[2] as keyof ScheduleErrors]: message });
    } else unplaced.push(message);
  }
  return { placed, unplaced };
}

/** Step 3: the services the hotel offers, by group, each with its opening schedule. */
export function ServicesForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const groups = useReference('service');
  const update = useUpdateHotel(hotel.id);
  const [drafts, setDrafts] = useState<Drafts>(
    () => new Map(hotel.services.map((selection) => [selection.service, draftOf(selection.schedule)])),
  );
  const [errors, setErrors] = useState<Map<number, ScheduleErrors>>(new Map());
  const [formError, setFormError] = useState<string>();
  const [open, setOpen] = useState<string[] | null>(null);

  if (!groups.data) return <PageLoader />;
  const groupList = groups.data;
  const opened =
    open ??
    (drafts.size > 0 ? groupsOf(groupList, drafts.keys()) : groupList.slice(0, 1).map((g) => String(g.id)));

  function toggle(serviceId: number) {
    setDrafts((current) => {
      const next = new Map(current);
      if (next.has(serviceId)) next.delete(serviceId);
      else next.set(serviceId, EMPTY_SCHEDULE);
      return next;
    });
    clearErrors(serviceId);
  }

  function changeSchedule(serviceId: number, draft: ScheduleDraft) {
    setDrafts((current) => new Map(current).set(serviceId, draft));
    clearErrors(serviceId);
  }

  function clearErrors(serviceId: number) {
    setErrors((current) => {
      if (!current.has(serviceId)) return current;
      const next = new Map(current);
      next.delete(serviceId);
      return next;
    });
  }

  function showErrors(found: Map<number, ScheduleErrors>) {
    setErrors(found);
    setOpen([...new Set([...opened, ...groupsOf(groupList, found.keys())])]);
    setFormError(t('steps.services.invalid'));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const selections: ServiceSelection[] = [];
    const found = new Map<number, ScheduleErrors>();
    for (const [serviceId, draft] of drafts) {
      const checked = checkSelection(serviceId, draft);
      if ('errors' in checked) found.set(serviceId, checked.errors);
      else selections.push(checked.selection);
    }
    if (found.size > 0) {
      showErrors(found);
      return;
    }
    setErrors(new Map());
    try {
      await update.mutateAsync({ services: selections });
      notifySaved(t('common.saved'));
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('errors.service_unavailable'));
        return;
      }
      const { placed, unplaced } = placeFieldErrors(error.fieldErrors, selections);
      if (placed.size > 0) showErrors(placed);
      const other = unplaced[0] ?? error.messages('non_field_errors')[0];
      if (other || placed.size === 0) setFormError(other ?? t('steps.save_failed'));
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('nav.services')}>
      <Stack>
        {formError ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {formError}
          </Alert>
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text>{t('steps.services.intro')}</Text>
          <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {t('steps.services.selected', { count: drafts.size })}
          </Text>
        </Group>
        <Accordion multiple variant="separated" value={opened} onChange={setOpen}>
          {groupList.map((group) => {
            const count = group.services.filter((service) => drafts.has(service.id)).length;
            return (
              <Accordion.Item key={group.id} value={String(group.id)}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600}>{group.name}</Text>
                    {count > 0 ? (
                      <Text size="sm" c="dimmed">
                        ({t('steps.services.selected', { count })})
                      </Text>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" style={{ alignItems: 'start' }}>
                    {group.services.map((service) => (
                      <ServiceCard
                        key={service.id}
                        service={service}
                        draft={drafts.get(service.id)}
                        errors={errors.get(service.id)}
                        onToggle={() => toggle(service.id)}
                        onSchedule={(next) => changeSchedule(service.id, next)}
                      />
                    ))}
                  </SimpleGrid>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('wizard.save_next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A service to tick, with its opening schedule once it is offered. */
function ServiceCard({
  service,
  draft,
  errors,
  onToggle,
  onSchedule,
}: {
  service: ReferenceServiceGroup['services'][number];
  draft: ScheduleDraft | undefined;
  errors: ScheduleErrors | undefined;
  onToggle(): void;
  onSchedule(draft: ScheduleDraft): void;
}) {
  const { t } = useTranslation();
  const selected = draft !== undefined;
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={`service-${service.id}`}
      style={selected ? { borderColor: 'var(--mantine-color-blue-8)', overflow: 'hidden' } : undefined}
    >
      <Checkbox.Card
        checked={selected}
        onChange={onToggle}
        withBorder={false}
        radius="md"
        p="sm"
        // Only the header is tinted: error texts below keep their contrast on white.
        bg={selected ? 'blue.0' : 'transparent'}
      >
        <Group wrap="nowrap" gap="sm">
          <Checkbox.Indicator />
          <Text fw={500} style={{ flex: 1 }}>
            {service.name}
          </Text>
          {service.of_payment ? (
            <Badge color="grape.9" variant="filled">
              {t('steps.services.paid')}
            </Badge>
          ) : null}
        </Group>
      </Checkbox.Card>
      {draft ? (
        <Box px="sm" py="sm">
          <ScheduleInput
            label={t('steps.services.schedule_of', { name: service.name })}
            value={draft}
            errors={errors}
            onChange={onSchedule}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
