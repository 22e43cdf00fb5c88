import { bedCapacity, occupancyWarnings, type ReferenceBedType, type Room } from '@hotel/domain';
import {
  Alert,
  Button,
  Group,
  List,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Counter } from '../../../components/ui/Counter.tsx';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReference } from '../../../lib/reference.ts';
import { useApartmentAttributes, useRoomAttributes } from '../api/attributes.ts';
import { useUpdateRoom } from '../api/update-room.ts';
import { issueLabel } from '../model/issue-label.ts';
import { layoutSummary } from '../model/layout-summary.ts';
import { roomDrafts } from '../model/room-drafts.ts';
import {
  type FormIssue,
  formValuesOf,
  payloadOf,
  type RoomFormValues,
  structureOf,
  validateRoom,
} from '../model/room-form.ts';
import { ApartmentFields } from './ApartmentFields.tsx';
import { LocalizedFields, PartsEditor } from './StructureFields.tsx';

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** The issues of a refused save: each field message of a 400, or the detail of any other answer. */
function serverIssues(error: unknown, fallback: string): FormIssue[] {
  if (!(error instanceof ApiError)) return [{ path: '', message: fallback }];
  const issues = Object.entries(error.body).flatMap(([field, value]) => {
    if (field === 'detail') return typeof value === 'string' ? [{ path: '', message: value }] : [];
    const messages = Array.isArray(value) ? value : [];
    return messages.map((message) => ({ path: field === 'non_field_errors' ? '' : field, message }));
  });
  return issues.length > 0 ? issues : [{ path: '', message: fallback }];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface Props {
  hotelId: number;
  room: Room;
  locked: boolean;
  /** While the wizard is active saving moves on ('Guardar y continuar'); otherwise it stays. */
  inWizard: boolean;
  /** After a successful save, with the room as the server now has it. */
  onSaved(room: Room): void;
}

/**
 * Step 6: a room type or an apartment in detail (spec §3, §5). The form is checked with the
 * same schema the server applies; a refused save keeps its errors and what was typed for this
 * room type (spec §8) and lists them under 'Revise los siguientes errores'.
 */
export function RoomDetailForm(props: Props) {
  const beddings = useReference('beddings');
  const roomAttributes = useRoomAttributes();
  const apartmentAttributes = useApartmentAttributes();
  if (!beddings.data || !roomAttributes.data || !apartmentAttributes.data) return <PageLoader />;
  return (
    <RoomDetailFormLoaded
      {...props}
      bedTypes={beddings.data}
      roomAttributes={roomAttributes.data}
      apartmentAttributes={apartmentAttributes.data}
    />
  );
}

function RoomDetailFormLoaded({
  hotelId,
  room,
  locked,
  inWizard,
  onSaved,
  bedTypes,
  roomAttributes,
  apartmentAttributes,
}: Props & {
  bedTypes: ReferenceBedType[];
  roomAttributes: NonNullable<ReturnType<typeof useRoomAttributes>['data']>;
  apartmentAttributes: NonNullable<ReturnType<typeof useApartmentAttributes>['data']>;
}) {
  const { t, i18n } = useTranslation();
  const apartment = room.is_apartment;
  const update = useUpdateRoom(hotelId);
  const draft = roomDrafts.get(hotelId, room.id);
  const form = useForm<RoomFormValues>({ defaultValues: draft?.values ?? formValuesOf(room) });
  const [issues, setIssues] = useState<FormIssue[]>(draft?.issues ?? []);
  const [restored, setRestored] = useState(draft !== undefined);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The room changed on the server (renamed from the sidebar or the list, or just saved): the
  // fields not being edited take the new values; what is being typed stays.
  // Reading dirtyFields subscribes the form to them, so getFieldState(…).isDirty is kept current.
  void form.formState.dirtyFields;
  const serverCopy = useRef(JSON.stringify(room));
  useEffect(() => {
    const copy = JSON.stringify(room);
    if (copy === serverCopy.current) return;
    serverCopy.current = copy;
    const fresh = formValuesOf(room);
    for (const field of Object.keys(fresh) as (keyof RoomFormValues)[]) {
      if (!form.getFieldState(field).isDirty) form.resetField(field, { defaultValue: fresh[field] });
    }
  }, [room, form]);

  const bedNames = useMemo(() => new Map(bedTypes.map((type) => [type.id, type.name])), [bedTypes]);
  const capacities = useMemo(() => new Map(bedTypes.map((type) => [type.id, type.capacity])), [bedTypes]);
  const bedName = (rbed: number) => bedNames.get(rbed) ?? t('rooms.detail.unknown_bed', { id: rbed });

  // Once a save was refused, the client-side problems follow what is typed.
  const values = form.watch();
  const followTyping = useRef(draft !== undefined);
  useEffect(() => {
    const subscription = form.watch((current) => {
      if (followTyping.current) setIssues(validateRoom(current as RoomFormValues, apartment));
    });
    return () => subscription.unsubscribe();
  }, [form, apartment]);

  const messages = new Map<string, string>();
  for (const issue of issues) {
    if (!messages.has(issue.path))
      messages.set(issue.path, translateMessage(t, issue.message) ?? issue.message);
  }
  const errorAt = (path: string) => messages.get(path);

  const structure = structureOf(values);
  const parts = [...structure.bedrooms, ...structure.lounges];
  const summary = layoutSummary({ t, has: (key) => i18n.exists(key), bedNames }, structure);
  const hasBeds = parts.some((part) =>
    [...part.hoteltypebeds, ...part.hotelroomdist_lounges.flatMap((area) => area.hotelbeddist_lounges)].some(
      (bed) => bed.quantity > 0,
    ),
  );
  const capacity = bedCapacity(parts, capacities);
  const occupancy = {
    default_adults: values.default_adults === '' ? null : values.default_adults,
    total_occupancy: values.total_occupancy === '' ? null : values.total_occupancy,
  };
  const warnings = occupancyWarnings(occupancy, capacity);

  function fail(current: RoomFormValues, found: FormIssue[]) {
    followTyping.current = true;
    setIssues(found);
    roomDrafts.keep(hotelId, room.id, { values: current, issues: found });
    // The summary takes the focus, so the errors are read out and one tab leads to the fields.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const submit = form.handleSubmit(async (current) => {
    const found = validateRoom(current, apartment);
    if (found.length > 0) {
      fail(current, found);
      return;
    }
    try {
      const saved = await update.mutateAsync({ room, patch: payloadOf(current, apartment) });
      roomDrafts.clear(hotelId, room.id);
      followTyping.current = false;
      form.reset(formValuesOf(saved));
      setIssues([]);
      setRestored(false);
      notifySaved(t('common.saved'));
      onSaved(saved);
    } catch (error) {
      fail(current, serverIssues(error, t('errors.service_unavailable')));
    }
  });

  function discard() {
    followTyping.current = false;
    roomDrafts.clear(hotelId, room.id);
    setIssues([]);
    setRestored(false);
    form.reset(formValuesOf(room));
  }

  const attributes = apartment ? apartmentAttributes : roomAttributes;
  const select = (
    name: 'type' | 'structure' | 'bath' | 'view_type',
    label: string,
    data: { id: number; name: string }[],
    required = false,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          searchable
          clearable={!required}
          disabled={locked}
          data={toOptions(data)}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          onBlur={field.onBlur}
          error={errorAt(name)}
        />
      )}
    />
  );
  const counter = (name: 'default_adults' | 'total_occupancy', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Counter
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          disabled={locked}
          error={errorAt(name)}
          decrementLabel={t('rooms.detail.decrement_field', { field: label })}
          incrementLabel={t('rooms.detail.increment_field', { field: label })}
        />
      )}
    />
  );
  const shared = { errorAt, bedName, disabled: locked };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={room.name}>
        <Stack>
          <Title order={2} size="h3" data-testid="room-title">
            {room.name}
          </Title>
          {locked ? (
            <Alert color="blue" title={t('rooms.locked_title')}>
              {t('rooms.locked_notice')}
            </Alert>
          ) : null}
          {issues.length > 0 ? (
            <Alert
              color="red"
              role="alert"
              title={t('rooms.detail.errors_title')}
              ref={summaryRef}
              tabIndex={-1}
              data-testid="room-errors"
            >
              <List size="sm">
                {issues.map((issue) => {
                  const label = issueLabel(t, issue.path, values, bedName, apartment);
                  const message = translateMessage(t, issue.message) ?? issue.message;
                  return (
                    <List.Item key={`${issue.path}|${issue.message}`}>
                      {label ? t('rooms.detail.issue', { label, message }) : message}
                    </List.Item>
                  );
                })}
              </List>
              {restored ? (
                <Group mt="sm">
                  <Text size="sm">{t('rooms.detail.restored')}</Text>
                  <Button size="xs" variant="white" color="red.9" onClick={discard}>
                    {t('rooms.detail.discard')}
                  </Button>
                </Group>
              ) : null}
            </Alert>
          ) : null}

          <Section title={t('rooms.detail.general')}>
            {/* Which name guests see (issue 19 item 13): this one, unless their language has its own. */}
            <TextInput
              label={t('rooms.name')}
              description={t('rooms.name_hint')}
              required
              disabled={locked}
              error={errorAt('name')}
              maw={480}
              {...form.register('name')}
            />
            <Stack
              gap="xs"
              role="group"
              aria-labelledby="room-names-title"
              aria-describedby="room-names-hint"
            >
              <Text size="sm" fw={600} id="room-names-title">
                {t('rooms.names')}
              </Text>
              <Text size="xs" c="dimmed" mt={-8} id="room-names-hint">
                {t('rooms.names_hint')}
              </Text>
              <LocalizedFields name="names" labelKey="rooms.name_in" errorAt={errorAt} disabled={locked} />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select(
                'type',
                t(apartment ? 'rooms.detail.type_apartment' : 'rooms.detail.type'),
                attributes.types,
                !apartment,
              )}
              {select('structure', t('rooms.detail.structure_type'), roomAttributes.structure)}
            </SimpleGrid>
          </Section>

          <Section title={t('rooms.detail.structure')}>
            <Text size="sm" c="dimmed">
              {t('rooms.detail.structure_hint')}
            </Text>
            <Title order={3} size="h5">
              {t('rooms.detail.bedrooms')}
            </Title>
            <PartsEditor {...shared} kind="hotelroom_rooms" apartment={apartment} bedTypes={bedTypes} />
            <Title order={3} size="h5">
              {t('rooms.detail.lounges')}
            </Title>
            <PartsEditor {...shared} kind="lounges" apartment={apartment} bedTypes={bedTypes} />
            <Paper bg="gray.0" p="sm" radius="sm">
              <Text size="sm" fw={600}>
                {t('rooms.detail.summary')}
              </Text>
              <Text size="sm" data-testid="layout-summary">
                {hasBeds ? summary.join(' · ') : t('rooms.detail.summary_empty')}
              </Text>
            </Paper>
          </Section>

          <Section title={t('rooms.detail.occupancy')}>
            <Group align="flex-start">
              {counter('default_adults', t('rooms.detail.default_adults'))}
              {counter('total_occupancy', t('rooms.detail.total_occupancy'))}
            </Group>
            {hasBeds ? (
              <Text size="sm" data-testid="bed-capacity">
                {t('rooms.detail.capacity', { count: capacity })}
              </Text>
            ) : null}
            {warnings.length > 0 ? (
              <Alert color="yellow" title={t('rooms.warnings.title')} data-testid="occupancy-warnings">
                <List size="sm">
                  {warnings.map((warning) => (
                    <List.Item key={warning}>
                      {t(warning, {
                        adults: occupancy.default_adults,
                        occupancy: occupancy.total_occupancy,
                        capacity,
                      })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
          </Section>

          {apartment ? (
            <Section title={t('rooms.detail.baths_kitchen')}>
              <ApartmentFields attributes={apartmentAttributes} errorAt={errorAt} disabled={locked} />
            </Section>
          ) : (
            <Section title={t('rooms.detail.bath')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {select('bath', t('rooms.detail.bath_type'), roomAttributes.bath, true)}
              </SimpleGrid>
            </Section>
          )}

          <Section title={t('rooms.detail.views')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('view_type', t('rooms.detail.view_type'), attributes.view_type)}
              <Controller
                control={form.control}
                name="views"
                render={({ field }) => (
                  <MultiSelect
                    label={t('rooms.detail.view_list')}
                    data={toOptions(attributes.views)}
                    value={field.value.map(String)}
                    onChange={(next) => field.onChange(next.map(Number))}
                    searchable
                    disabled={locked}
                    error={errorAt('views')}
                  />
                )}
              />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              {t('rooms.detail.view_names')}
            </Text>
            <LocalizedFields
              name="view_names"
              labelKey="rooms.detail.view_name_in"
              errorAt={errorAt}
              disabled={locked}
            />
          </Section>

          {locked ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {inWizard ? t('wizard.save_next') : t('rooms.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
