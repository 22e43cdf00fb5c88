import type { Contact } from '@hotel/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { type Path, type UseFormSetError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type HotelOption, hotelOptionsQuery } from '../../../api/hotels.ts';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { type PhoneFormat, usePhoneFormat } from '../../../lib/phone-format.ts';
import { useToken } from '../../../lib/session.ts';
import { useContacts } from '../api/contacts.ts';
import { type SaveOutcome, useSaveContacts } from '../api/save-contacts.ts';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactsFormValues,
  newContact,
  planSave,
  toFormValues,
  validateContacts,
} from '../model/contact-form.ts';
import { ContactCard } from './ContactCard.tsx';

/**
 * The contacts screen (/contacts): the user's contacts and the hotels each one serves. `notice`
 * shows under the title: the hotels chosen at registration, offered for creation (issue 19); while
 * it shows, it stands for the hint that there are no hotels yet.
 */
export function ContactsScreen({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  const contacts = useContacts();
  // The hotels a contact may serve: the contacts answer carries them only once a contact exists.
  const hotels = useQuery(hotelOptionsQuery(useToken()));
  const failed = contacts.isError || hotels.isError;
  // Phones show in their international format ('+34 952 12 34 56') from the first paint (issue 34).
  const formatPhone = usePhoneFormat();

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('contacts.title')}
      </Title>
      {notice}
      {failed ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('contacts.load_error')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                void contacts.refetch();
                void hotels.refetch();
              }}
            >
              {t('contacts.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !contacts.data || !hotels.data || !formatPhone ? (
        <PageLoader />
      ) : (
        <ContactsForm
          initial={contacts.data}
          // The contacts answer carries the user's hotels; without a contact, the hotel list does.
          hotelOptions={contacts.data[0]?.possibleHotels ?? hotels.data}
          reload={async () => (await contacts.refetch()).data}
          noHotelsHint={!notice}
          formatPhone={formatPhone}
        />
      )}
    </Stack>
  );
}

interface FormProps {
  initial: Contact[];
  hotelOptions: HotelOption[];
  /** Reads the contacts again from the server. */
  reload(): Promise<Contact[] | undefined>;
  /** Whether to say there are no hotels yet when there are none (false while they are offered). */
  noHotelsHint: boolean;
  formatPhone: PhoneFormat;
}

function ContactsForm({ initial, hotelOptions, reload, noHotelsHint, formatPhone }: FormProps) {
  const { t } = useTranslation();
  const save = useSaveContacts();
  const [formError, setFormError] = useState<string>();
  const hotelIds = useRef<number[]>([]);
  hotelIds.current = hotelOptions.map((hotel) => hotel.id);
  const form = useForm<ContactsFormValues>({
    defaultValues: toFormValues(initial, formatPhone),
    resolver: (values) => validateContacts(values, hotelIds.current),
  });
  const list = useFieldArray({ control: form.control, name: 'contacts' });
  const values = useWatch({ control: form.control, name: 'contacts' }) ?? [];
  const shown = list.fields.flatMap((field, index) => {
    const contact = values[index];
    return contact && !contact.removed ? [{ field, index, contact }] : [];
  });
  const removedCount = values.filter((contact) => contact.removed).length;

  function addContact() {
    // The only contact served every hotel; it keeps them when it is no longer alone.
    const only = shown.length === 1 ? shown[0] : undefined;
    if (only && only.contact.hotels.length === 0) {
      form.setValue(`contacts.${only.index}.hotels`, hotelIds.current, { shouldDirty: true });
    }
    list.append(newContact(), { shouldFocus: false });
  }

  function removeContact(index: number) {
    form.clearErrors(`contacts.${index}`);
    // A new contact is simply dropped; a saved one is deleted on save (its hotels cleared).
    if (form.getValues(`contacts.${index}.contactId`) === null) list.remove(index);
    else form.setValue(`contacts.${index}.removed`, true, { shouldDirty: true });
  }

  function undoRemove() {
    form.getValues('contacts').forEach((contact, index) => {
      if (contact.removed) form.setValue(`contacts.${index}.removed`, false);
    });
  }

  /** Keeps what succeeded (ids of created contacts, deleted ones gone) and puts each failure on its fields. */
  function applyPartialSave(outcomes: SaveOutcome[]): string | undefined {
    const deleted = new Set(outcomes.flatMap((outcome) => (outcome.kind === 'deleted' ? [outcome.key] : [])));
    const deletedIndexes = form
      .getValues('contacts')
      .flatMap((contact, index) => (deleted.has(contact.key) ? [index] : []));
    if (deletedIndexes.length > 0) list.remove(deletedIndexes);
    const current = form.getValues('contacts');
    const indexOf = (key: string) => current.findIndex((contact) => contact.key === key);
    let message: string | undefined;
    let placed = false;
    for (const outcome of outcomes) {
      const index = indexOf(outcome.key);
      if (index < 0) continue;
      if (outcome.kind === 'created') form.setValue(`contacts.${index}.contactId`, outcome.contact.id);
      if (outcome.kind !== 'failed') continue;
      const setError = ((field: ContactField, error) => {
        placed = true;
        form.setError(`contacts.${index}.${field}` as Path<ContactsFormValues>, error, { shouldFocus: true });
      }) as UseFormSetError<Record<ContactField, unknown>>;
      message ??= applyServerErrors(outcome.error, CONTACT_FIELDS, setError, t);
    }
    return message ?? (placed ? t('contacts.check_errors') : undefined);
  }

  const submit = form.handleSubmit(async (submitted) => {
    setFormError(undefined);
    try {
      const outcomes = await save.mutateAsync(planSave(submitted.contacts, hotelIds.current));
      if (outcomes.every((outcome) => outcome.kind !== 'failed')) {
        notifySaved(t('common.saved'));
        const fresh = await reload();
        if (fresh) form.reset(toFormValues(fresh, formatPhone));
        return;
      }
      setFormError(applyPartialSave(outcomes));
      void reload();
    } catch {
      setFormError(t('errors.service_unavailable'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('contacts.title')}>
      <Stack>
        <Text c="dimmed">{t('contacts.intro')}</Text>
        {hotelOptions.length === 0 && noHotelsHint ? (
          <Alert color="blue" data-testid="contacts-no-hotels">
            <Text size="sm">
              {t('contacts.no_hotels')}{' '}
              <Anchor component={Link} to="/dash/hotel" size="sm" fw={600} c="blue.9" underline="always">
                {t('contacts.no_hotels_link')}
              </Anchor>
            </Text>
          </Alert>
        ) : null}
        {formError ? (
          <Alert color="red" role="alert" data-testid="contacts-error">
            {formError}
          </Alert>
        ) : null}
        {shown.length === 0 ? <Text data-testid="contacts-empty">{t('contacts.empty')}</Text> : null}
        {shown.map(({ field, index, contact }, position) => (
          <ContactCard
            key={field.id}
            form={form}
            index={index}
            number={position + 1}
            contact={contact}
            hotelOptions={hotelOptions}
            single={shown.length === 1}
            onRemove={() => removeContact(index)}
          />
        ))}
        {removedCount > 0 ? (
          <Group gap="xs" data-testid="contacts-removed">
            <Text size="sm">{t('contacts.removed', { count: removedCount })}</Text>
            <Button variant="subtle" size="xs" onClick={undoRemove}>
              {t('contacts.undo')}
            </Button>
          </Group>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={addContact}>
            {t('contacts.add')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={list.fields.length === 0}>
            {t('contacts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
