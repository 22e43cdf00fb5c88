import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_FIELDS,
  type BillingData,
  type BillingDataResponse,
  billingDataSchema,
  type Country,
  formatIban,
} from '@hotel/domain';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import type { PhoneFormat } from '../../../lib/phone-format.ts';
import { useSaveBillingData } from '../api/billing-data.ts';
import { IbanInput } from './IbanInput.tsx';

type FormValues = z.input<typeof billingDataSchema>;

function toFormValues(data: BillingDataResponse, formatPhone: PhoneFormat): FormValues {
  return {
    legal_name: data.legal_name ?? '',
    tax_id: data.tax_id ?? '',
    address: data.address ?? '',
    postal_code: data.postal_code ?? '',
    city: data.city ?? '',
    country: data.country ?? '',
    email: data.email ?? '',
    phone: data.phone ? formatPhone(data.phone) : '',
    iban: data.iban ? formatIban(data.iban) : '',
    bic: data.bic ?? '',
  };
}

interface Props {
  userId: number;
  initial: BillingDataResponse;
  countries: Country[];
  formatPhone: PhoneFormat;
  /** After a successful save (spec §4: saving billing data goes to contacts). */
  onSaved(): void;
}

/** The billing data: every field is needed to pay the hotel, and checked as the server checks it. */
export function BillingDataForm({ userId, initial, countries, onSaved, formatPhone }: Props) {
  const { t } = useTranslation();
  const save = useSaveBillingData(userId);
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues, unknown, BillingData>({
    resolver: zodResolver(billingDataSchema),
    defaultValues: toFormValues(initial, formatPhone),
  });
  const { errors } = form.formState;
  const error = (field: keyof FormValues) => translateMessage(t, errors[field]?.message);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(values);
      notifySaved(t('common.saved'));
      onSaved();
    } catch (failure) {
      setFormError(applyServerErrors(failure, BILLING_FIELDS, form.setError, t));
    }
  });

  const text = (
    field: Exclude<keyof FormValues, 'country' | 'iban'>,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextInput
      type={type}
      label={t(`billing.fields.${field}`)}
      autoComplete={autoComplete}
      required
      error={error(field)}
      {...form.register(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="billing-data-title" data-testid="billing-data-form">
      <Stack>
        {formError ? (
          <Alert color="red" role="alert" data-testid="billing-data-error">
            {formError}
          </Alert>
        ) : null}
        {text('legal_name', 'organization')}
        <TextInput
          label={t('billing.fields.tax_id')}
          description={t('billing.fields.tax_id_hint')}
          autoComplete="off"
          required
          error={error('tax_id')}
          {...form.register('tax_id')}
        />
        {text('address', 'street-address')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('postal_code', 'postal-code')}
          {text('city', 'address-level2')}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('billing.fields.country')}
              placeholder={t('billing.fields.country_placeholder')}
              data={countries.map((country) => ({ value: country.code, label: country.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              searchable
              // "Espa" then Enter picks España, the first country that matches.
              selectFirstOptionOnChange
              required
              autoComplete="off"
              nothingFoundMessage={t('common.no_results')}
              error={error('country')}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="iban"
            render={({ field }) => (
              <IbanInput
                inputRef={field.ref}
                label={t('billing.fields.iban')}
                description={t('billing.fields.iban_hint')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={error('iban')}
              />
            )}
          />
          <TextInput
            label={t('billing.fields.bic')}
            description={t('billing.fields.bic_hint')}
            autoComplete="off"
            required
            error={error('bic')}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.register('bic')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('billing.data.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
