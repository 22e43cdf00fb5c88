import {
  type HotelSuggestion,
  isLanguage,
  isMessageKey,
  LANGUAGES,
  type Language,
  type StaffLink,
  staffLinkCreateSchema,
} from '@hotel/domain';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { dateTime } from '../../../components/ui/TimeAgo.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateStaffLink } from '../api/people.ts';

const FIELDS = ['code', 'days', 'email', 'language'] as const;
type Field = (typeof FIELDS)[number];
const DEFAULT_DAYS = 14;

/**
 * A single-use hotel sign-in link (decision 027): a hotel of the catalogue (picked with the
 * catalogue's autocomplete), how many days it lasts, and optionally an e-mail to send it to in a
 * language. The link is shown with a copy button, and whether it was e-mailed.
 */
export function SignInLinkForm({
  defaultLanguage,
  HotelPicker,
}: {
  /** The person's language, the e-mail's by default. */
  defaultLanguage: string;
  HotelPicker: ComponentType<HotelPickerProps>;
}) {
  const { t } = useTranslation();
  const create = useCreateStaffLink();
  const titleId = useId();
  const [hotel, setHotel] = useState<{ name: string; code: string }>();
  const [days, setDays] = useState<number | ''>(DEFAULT_DAYS);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(isLanguage(defaultLanguage) ? defaultLanguage : 'es');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [link, setLink] = useState<StaffLink>();

  const message = (text: string) => (isMessageKey(text) ? t(text, { max: 100 }) : text);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const parsed = staffLinkCreateSchema.safeParse({
      code: hotel?.code ?? '',
      days: days === '' ? undefined : days,
      email: email.trim() || undefined,
      language,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'days' ? t('staff.link.days_invalid') : message(issue.message);
      }
      setErrors(found);
      return;
    }
    try {
      setLink(await create.mutateAsync(parsed.data));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setErrors({ form: t('errors.service_unavailable') });
        return;
      }
      const found: Partial<Record<Field | 'form', string>> = {};
      for (const [field, text] of error.fieldErrors) {
        if ((FIELDS as readonly string[]).includes(field)) found[field as Field] = text;
        else found.form ??= text;
      }
      found.form ??= error.messages('non_field_errors')[0];
      if (Object.values(found).every((value) => !value)) found.form = t('errors.service_unavailable');
      setErrors(found);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('staff.link.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('staff.link.intro')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="link-form">
        <Stack gap="sm" maw={520}>
          {errors.form ? (
            <Alert color="red" role="alert" data-testid="link-error">
              {errors.form}
            </Alert>
          ) : null}
          <HotelPicker
            label={t('staff.link.hotel')}
            required
            description={
              hotel
                ? t('staff.link.hotel_chosen', { name: hotel.name, code: hotel.code })
                : t('staff.link.hotel_hint')
            }
            error={errors.code}
            onPick={(suggestion: HotelSuggestion) => {
              setHotel({ name: suggestion.title, code: suggestion.description.value });
              setErrors(({ code: _, ...rest }) => rest);
            }}
          />
          <NumberInput
            label={t('staff.link.days')}
            description={t('staff.link.days_hint')}
            value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : '')}
            min={1}
            max={90}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={errors.days}
            w={200}
          />
          <TextInput
            type="email"
            label={t('staff.link.email')}
            description={t('staff.link.email_hint')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            autoComplete="off"
          />
          <Select
            label={t('staff.link.language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
            value={language}
            onChange={(value) => setLanguage(isLanguage(value) ? value : 'es')}
            allowDeselect={false}
            error={errors.language}
            w={240}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('staff.link.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {link ? <CreatedLink link={link} /> : null}
    </Stack>
  );
}

/** The link made, with a copy button, when it lapses and whether it was e-mailed. */
function CreatedLink({ link }: { link: StaffLink }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="teal"
      role="status"
      title={t('staff.link.created', { name: link.hotel.name })}
      // Mantine's teal title on the alert's teal background is under 4.5:1 (WCAG AA), even in
      // teal-9 (4.3:1): the title takes the text's colour, as the alert's body does.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="link"
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('staff.link.url')}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="link-url"
          />
          <CopyButton value={link.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal.9' : 'blue'} onClick={copy} aria-live="polite">
                {copied ? t('staff.link.copied') : t('staff.link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('staff.link.expires', { date: dateTime(link.expires_at, i18n.language) })}</Text>
        <Text size="sm" data-testid="link-emailed">
          {link.emailed_to
            ? t('staff.link.emailed', { email: link.emailed_to })
            : t('staff.link.not_emailed')}
        </Text>
      </Stack>
    </Alert>
  );
}
