import {
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPES,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyScope,
  apiKeyCreateSchema,
  DISTRIBUTION_MSG,
} from '@hotel/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField.tsx';
import { dateTime } from '../../../components/ui/TimeAgo.tsx';
import { useCreateApiKey } from '../api/integrations.ts';
import { type ChosenHotel, HotelChooser } from './HotelChooser.tsx';
import { type FormErrors, issueErrors, refusalErrors, scopeKey } from './labels.ts';
import { ShownOnce } from './ShownOnce.tsx';

const FIELDS = ['name', 'scopes', 'hotels', 'rateLimit', 'expiresAt'] as const;
type Field = (typeof FIELDS)[number];
const DEFAULT_RATE_LIMIT = 600;

/**
 * The end of the chosen day in the browser's time zone, as an instant: a key "valid until 31
 * January" still works on the evening of the 31st. `null` for no date; undefined for a malformed one.
 */
export function endOfDay(date: string): string | null | undefined {
  if (!date) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}

/**
 * The form checked as the server checks it, and what the server refuses beyond the schema said
 * before asking it: the new key's data, or the message of each field.
 */
function checkKey(
  t: TFunction,
  form: {
    name: string;
    scopes: ApiKeyScope[];
    allHotels: boolean;
    hotels: ChosenHotel[];
    rateLimit: number | '';
    expiry: string;
  },
): { data: ApiKeyCreate } | { errors: FormErrors<Field> } {
  const { allHotels, hotels, expiry } = form;
  const expiresAt = endOfDay(expiry);
  const parsed = apiKeyCreateSchema.safeParse({
    name: form.name,
    scopes: form.scopes,
    allHotels,
    hotels: allHotels ? [] : hotels.map((hotel) => hotel.id),
    rateLimit: form.rateLimit === '' ? undefined : form.rateLimit,
    expiresAt: expiresAt === undefined ? 'invalid' : expiresAt,
  });
  const found = parsed.success ? {} : issueErrors(t, parsed.error.issues, FIELDS);
  if (!allHotels && hotels.length === 0) found.hotels ??= t(DISTRIBUTION_MSG.hotelsRequired);
  // What the date field could not read stays as typed: said in the words of a date.
  if (expiry.trim() && expiresAt === undefined) found.expiresAt = t('common.date_invalid');
  if (expiresAt && new Date(expiresAt).getTime() <= Date.now())
    found.expiresAt = t(DISTRIBUTION_MSG.expiryPast);
  if (!parsed.success || Object.keys(found).length > 0) return { errors: found };
  return { data: parsed.data };
}

/**
 * A new API key (issue 17): its name, what it may do (scopes), which hotels it reaches (all of them,
 * for the group's own systems, or the hotels chosen, for a channel manager), its requests a minute
 * and an optional last day. The key itself is shown once, with a copy button, in place of the form.
 */
export function ApiKeyForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateApiKey();
  const titleId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [allHotels, setAllHotels] = useState(false);
  const [hotels, setHotels] = useState<ChosenHotel[]>([]);
  const [rateLimit, setRateLimit] = useState<number | ''>(DEFAULT_RATE_LIMIT);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [created, setCreated] = useState<ApiKeyCreated>();

  const reset = () => {
    setName('');
    setScopes([]);
    setAllHotels(false);
    setHotels([]);
    setRateLimit(DEFAULT_RATE_LIMIT);
    setExpiry('');
    setErrors({});
    setCreated(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = checkKey(t, { name, scopes, allHotels, hotels, rateLimit, expiry });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      setCreated(await create.mutateAsync(checked.data));
    } catch (error) {
      setErrors(refusalErrors(t, error, FIELDS));
    }
  };

  if (created) {
    return (
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {t('staff.integrations.keys.new')}
        </Title>
        <ShownOnce
          title={t('staff.integrations.keys.created', { name: created.key.name })}
          label={t('staff.integrations.keys.token')}
          value={created.token}
          onDone={reset}
          testId="created-key"
        />
      </Stack>
    );
  }

  const expiresAt = endOfDay(expiry);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('staff.integrations.keys.new')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="key-form">
        <Stack gap="md" maw={560}>
          {errors.form ? (
            <Alert color="red" role="alert" data-testid="key-form-error">
              {errors.form}
            </Alert>
          ) : null}
          <TextInput
            label={t('staff.integrations.keys.name')}
            description={t('staff.integrations.keys.name_hint')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            error={errors.name}
            autoComplete="off"
          />
          <ScopesField value={scopes} onChange={setScopes} error={errors.scopes} />
          <ReachField
            allHotels={allHotels}
            onAllHotels={setAllHotels}
            hotels={hotels}
            onHotels={(next) => {
              setHotels(next);
              if (next.length > 0) setErrors(({ hotels: _, ...rest }) => rest);
            }}
            error={errors.hotels}
          />
          <NumberInput
            label={t('staff.integrations.keys.rate_limit')}
            description={t('staff.integrations.keys.rate_limit_hint')}
            value={rateLimit}
            onChange={(value) => setRateLimit(typeof value === 'number' ? value : '')}
            min={1}
            max={API_KEY_RATE_LIMIT_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            hideControls
            inputMode="numeric"
            error={errors.rateLimit}
            w={240}
            maw="100%"
          />
          <DateField
            label={t('staff.integrations.keys.expiry')}
            description={
              expiresAt
                ? t('staff.integrations.keys.expiry_until', { date: dateTime(expiresAt, i18n.language) })
                : t('staff.integrations.keys.expiry_hint')
            }
            value={expiry}
            onChange={setExpiry}
            error={errors.expiresAt}
            w={240}
            maw="100%"
          />
          <Text size="sm" c="dimmed">
            {t('staff.integrations.keys.once_notice')}
          </Text>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('staff.integrations.keys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** What the key may do: one box per scope, kept in the order of the list. */
function ScopesField({
  value,
  onChange,
  error,
}: {
  value: ApiKeyScope[];
  onChange(scopes: ApiKeyScope[]): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('staff.integrations.keys.scopes')}
      description={t('staff.integrations.keys.scopes_hint')}
      required
      value={value}
      onChange={(next) => onChange(API_KEY_SCOPES.filter((scope) => next.includes(scope)))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={t(`${scopeKey(scope)}.label`)}
            description={t(`${scopeKey(scope)}.hint`)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Which hotels the key reaches: all of them, or the hotels chosen. */
function ReachField({
  allHotels,
  onAllHotels,
  hotels,
  onHotels,
  error,
}: {
  allHotels: boolean;
  onAllHotels(all: boolean): void;
  hotels: ChosenHotel[];
  onHotels(hotels: ChosenHotel[]): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('staff.integrations.keys.reach')}
        value={allHotels ? 'all' : 'some'}
        onChange={(value) => onAllHotels(value === 'all')}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="some"
            label={t('staff.integrations.keys.reach_some')}
            description={t('staff.integrations.keys.reach_some_hint')}
          />
          <Radio
            value="all"
            label={t('staff.integrations.keys.reach_all')}
            description={t('staff.integrations.keys.reach_all_hint')}
          />
        </Stack>
      </Radio.Group>
      {allHotels ? null : <HotelChooser chosen={hotels} onChange={onHotels} error={error} />}
    </>
  );
}
