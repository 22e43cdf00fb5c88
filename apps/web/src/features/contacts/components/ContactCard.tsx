import { Button, Card, Group, MultiSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HotelOption } from '../../../api/hotels.ts';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import {
  COPIED_FIELDS,
  type ContactFormContact,
  type ContactsFormValues,
  type CopiedField,
  HOTELS_REQUIRED,
  isHandEdited,
  withCommercialCopied,
} from '../model/contact-form.ts';

interface Props {
  form: UseFormReturn<ContactsFormValues>;
  index: number;
  /** 1-based position among the contacts on screen. */
  number: number;
  contact: ContactFormContact;
  hotelOptions: HotelOption[];
  /** The only contact on screen: it serves every hotel (spec §4). */
  single: boolean;
  onRemove(): void;
}

const GROUPS = [
  { key: 'comercial', name: 'comercial_name', phone: 'comercial_phone', email: 'comercial_email' },
  { key: 'operative', name: 'operative_name', phone: 'operative_phone', email: 'operative_email' },
  {
    key: 'administrative',
    name: 'administrative_name',
    phone: 'administrative_phone',
    email: 'administrative_email',
  },
] as const;

/**
 * One contact: the hotels it serves and, for each role (commercial, operative, administrative), the
 * person to ask for (optional), a phone and an email.
 */
export function ContactCard({ form, index, number, contact, hotelOptions, single, onRemove }: Props) {
  const { t } = useTranslation();
  const errors = form.formState.errors.contacts?.[index];
  const headingId = `${contact.key}-title`;
  const path = `contacts.${index}` as const;

  /** A commercial value changed: the operative and administrative ones not edited by hand follow it. */
  const copyFromCommercial = () => {
    const current = form.getValues(path);
    const next = withCommercialCopied(current);
    for (const field of COPIED_FIELDS) {
      if (next[field] !== current[field]) {
        form.setValue(`${path}.${field}`, next[field], {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    }
  };

  /** Typed by hand: the field keeps its own value while it differs from the commercial one. */
  const markHandEdited = (field: CopiedField) => (event: ChangeEvent<HTMLInputElement>) => {
    form.setValue(`${path}.edited.${field}`, isHandEdited(form.getValues(path), field, event.target.value));
  };

  const registerField = (field: (typeof GROUPS)[number]['name' | 'phone' | 'email']) =>
    form.register(`${path}.${field}`, {
      onChange: field.startsWith('comercial_') ? copyFromCommercial : markHandEdited(field as CopiedField),
    });

  const allIds = hotelOptions.map((hotel) => String(hotel.id));
  const hotelsHint = single
    ? t('contacts.hotels_all')
    : contact.hotels.length === 0 && contact.contactId !== null
      ? t('contacts.hotels_none_delete')
      : t('contacts.hotels_hint');

  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="contact-card">
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {contact.comercial_name.trim()
              ? t('contacts.contact_named', { number, name: contact.comercial_name.trim() })
              : t('contacts.contact', { number })}
          </Title>
          <Button variant="subtle" color="red" c="red.9" size="xs" onClick={onRemove}>
            {t('contacts.remove')}
          </Button>
        </Group>
        <Controller
          control={form.control}
          name={`${path}.hotels`}
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={t('contacts.hotels')}
              description={hotelsHint}
              data={hotelOptions.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
              value={single ? allIds : field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              onBlur={field.onBlur}
              disabled={single || hotelOptions.length === 0}
              searchable
              // Focused on a validation error, it keeps the message in view instead of opening.
              openOnFocus={false}
              hidePickedOptions
              nothingFoundMessage={t('common.no_results')}
              error={
                fieldState.error?.message === HOTELS_REQUIRED
                  ? t(HOTELS_REQUIRED)
                  : translateMessage(t, fieldState.error?.message)
              }
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {GROUPS.map((group) => (
            <Stack key={group.key} gap="xs">
              <Title order={3} size="h6">
                {t(`contacts.groups.${group.key}`)}
              </Title>
              <TextInput
                autoComplete="name"
                label={t(`contacts.fields.${group.name}`)}
                description={t('contacts.name_optional')}
                error={translateMessage(t, errors?.[group.name]?.message)}
                {...registerField(group.name)}
              />
              <TextInput
                type="tel"
                autoComplete="tel"
                required
                label={t(`contacts.fields.${group.phone}`)}
                error={translateMessage(t, errors?.[group.phone]?.message)}
                {...registerField(group.phone)}
              />
              <TextInput
                type="email"
                autoComplete="email"
                required
                label={t(`contacts.fields.${group.email}`)}
                error={translateMessage(t, errors?.[group.email]?.message)}
                {...registerField(group.email)}
              />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
