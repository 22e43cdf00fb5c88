import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingPaymentMethod,
  formatIban,
  needsBankAccount,
  PAYMENT_METHOD_KINDS,
  type PaymentMethodInput,
  type PaymentMethodKind,
  paymentMethodInputSchema,
} from '@hotel/domain';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useSavePaymentMethod } from '../api/payment-methods.ts';
import { IbanInput } from './IbanInput.tsx';

interface FormValues {
  kind: PaymentMethodKind;
  label: string;
  holder: string;
  iban: string;
  bic: string;
}
const FIELDS = ['kind', 'label', 'holder', 'iban', 'bic'] as const;
// The schema turns blank bank fields into null; the form holds them as text.
const schemaResolver = zodResolver(paymentMethodInputSchema) as unknown as Resolver<
  FormValues,
  unknown,
  PaymentMethodInput
>;
/** Bank fields hidden for a kind that needs none are not checked (nor kept). */
const resolver: Resolver<FormValues, unknown, PaymentMethodInput> = (values, context, options) =>
  schemaResolver(
    needsBankAccount(values.kind) ? values : { ...values, holder: '', iban: '', bic: '' },
    context,
    options,
  );

/** Bank details to offer for a new method: those of the billing data, when there are some. */
export interface BankSuggestion {
  holder: string;
  iban: string;
  bic: string;
}

interface Props {
  /** The method edited, or null for a new one. */
  method: BillingPaymentMethod | null;
  suggestion?: BankSuggestion;
  onDone(): void;
}

/** Adds or edits a payment method: its kind, a name to recognise it, and the bank account when it needs one. */
export function PaymentMethodForm({ method, suggestion, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSavePaymentMethod();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues, unknown, PaymentMethodInput>({
    resolver,
    defaultValues: method
      ? {
          kind: method.kind,
          label: method.label,
          holder: method.holder ?? '',
          iban: method.iban ? formatIban(method.iban) : '',
          bic: method.bic ?? '',
        }
      : {
          kind: 'transfer',
          label: '',
          holder: suggestion?.holder ?? '',
          iban: suggestion?.iban ? formatIban(suggestion.iban) : '',
          bic: suggestion?.bic ?? '',
        },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const error = (field: keyof FormValues) => translateMessage(t, errors[field]?.message);

  const submit = form.handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      await save.mutateAsync({ id: method?.id ?? null, input });
      notifySaved(t('common.saved'));
      onDone();
    } catch (failure) {
      setFormError(applyServerErrors(failure, FIELDS, form.setError, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="payment-method-form">
      <Stack>
        <Title order={3} size="h5" id={titleId}>
          {method ? t('billing.methods.edit_title', { label: method.label }) : t('billing.methods.new')}
        </Title>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Radio.Group
              label={t('billing.methods.kind')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={error('kind')}
              required
            >
              <Stack gap="xs" mt="xs">
                {PAYMENT_METHOD_KINDS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={t(`billing.methods.kinds.${option}`)}
                    description={t(`billing.methods.kind_hints.${option}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('billing.methods.label')}
          description={t('billing.methods.label_hint')}
          autoComplete="off"
          required
          error={error('label')}
          {...form.register('label')}
        />
        {needsBankAccount(kind) ? (
          <>
            <TextInput
              label={t('billing.methods.holder')}
              autoComplete="off"
              required
              error={error('holder')}
              {...form.register('holder')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="iban"
                render={({ field }) => (
                  <IbanInput
                    inputRef={field.ref}
                    label={t('billing.fields.iban')}
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
                autoComplete="off"
                required
                error={error('bic')}
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.register('bic')}
              />
            </SimpleGrid>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.methods.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('billing.methods.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
