import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingConfiguration,
  type BillingConfigurationInput,
  type BillingPaymentMethod,
  billingConfigurationInputSchema,
  canAddBillingConfiguration,
} from '@hotel/domain';
import { Alert, Button, Card, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HotelOption } from '../../../api/hotels.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteBillingConfiguration, useSaveBillingConfiguration } from '../api/configurations.ts';

interface Props {
  configurations: BillingConfiguration[];
  hotels: HotelOption[];
  methods: BillingPaymentMethod[];
}

/**
 * The billing configurations: groups of the user's hotels paid the same way. Each hotel is in one
 * configuration at most, and one can be added only while there are fewer than hotels (spec §5).
 */
export function BillingConfigurations({ configurations, hotels, methods }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const hintId = useId();
  const canAdd = canAddBillingConfiguration(configurations.length, hotels.length);
  const hint =
    hotels.length === 0
      ? t('billing.configurations.no_hotels')
      : !canAdd
        ? t('billing.configurations.limit_reached')
        : methods.length === 0
          ? t('billing.configurations.no_methods')
          : undefined;

  /** Hotels that another configuration than `ownId` already groups. */
  const groupedElsewhere = (ownId: number | null) =>
    new Set(
      configurations.flatMap((configuration) => (configuration.id === ownId ? [] : configuration.hotels)),
    );

  return (
    <Stack data-testid="billing-configurations">
      {configurations.length === 0 && !adding ? (
        <Text size="sm" c="dimmed">
          {t('billing.configurations.empty')}
        </Text>
      ) : null}
      {configurations.map((configuration, index) => (
        <ConfigurationCard
          key={configuration.id}
          configuration={configuration}
          number={index + 1}
          hotels={hotels}
          grouped={groupedElsewhere(configuration.id)}
          methods={methods}
        />
      ))}
      {adding ? (
        <ConfigurationCard
          configuration={null}
          number={configurations.length + 1}
          hotels={hotels}
          grouped={groupedElsewhere(null)}
          methods={methods}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Stack gap={4} align="flex-start">
          <Button
            variant="default"
            disabled={hint !== undefined}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => setAdding(true)}
          >
            {t('billing.configurations.add')}
          </Button>
          {hint ? (
            <Text size="sm" c="dimmed" id={hintId} data-testid="configurations-hint">
              {hint}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

interface FormValues {
  hotels: number[];
  method_to_hotel: number | null;
  method_to_logi: number | null;
}
const FIELDS = ['hotels', 'method_to_hotel', 'method_to_logi'] as const;
// A method not chosen yet is null in the form; the schema answers 'required' for it.
const resolver = zodResolver(billingConfigurationInputSchema) as unknown as Resolver<
  FormValues,
  unknown,
  BillingConfigurationInput
>;

interface CardProps {
  /** The configuration, or null for a new one. */
  configuration: BillingConfiguration | null;
  number: number;
  hotels: HotelOption[];
  grouped: Set<number>;
  methods: BillingPaymentMethod[];
  /** For a new configuration: saved or cancelled. */
  onDone?(): void;
}

function ConfigurationCard({ configuration, number, hotels, grouped, methods, onDone }: CardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveBillingConfiguration();
  const remove = useDeleteBillingConfiguration();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues, unknown, BillingConfigurationInput>({
    resolver,
    defaultValues: {
      hotels: configuration?.hotels ?? [],
      method_to_hotel: configuration?.method_to_hotel ?? null,
      method_to_logi: configuration?.method_to_logi ?? null,
    },
  });
  const title = configuration
    ? t('billing.configurations.configuration', { number })
    : t('billing.configurations.new');
  const methodOptions = methods.map((method) => ({
    value: String(method.id),
    label: `${method.label} · ${t(`billing.methods.kinds.${method.kind}`)}`,
  }));
  const hotelOptions = hotels.map((hotel) => ({
    value: String(hotel.id),
    label: hotel.name,
    disabled: grouped.has(hotel.id),
  }));

  const submit = form.handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      await save.mutateAsync({ id: configuration?.id ?? null, input });
      notifySaved(t('common.saved'));
      onDone?.();
    } catch (failure) {
      setFormError(applyServerErrors(failure, FIELDS, form.setError, t));
    }
  });

  async function deleteConfiguration() {
    if (!configuration) return;
    if (!(await confirm(t, t('billing.configurations.delete_confirm', { number })))) return;
    try {
      await remove.mutateAsync(configuration.id);
      notifySaved(t('billing.configurations.deleted'));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 404))
        notifyError(failure instanceof ApiError ? failure.message : t('errors.service_unavailable'));
    }
  }

  const methodSelect = (name: 'method_to_hotel' | 'method_to_logi') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          label={t(`billing.configurations.${name}`)}
          description={t(`billing.configurations.${name}_hint`)}
          placeholder={t('billing.configurations.method_placeholder')}
          data={methodOptions}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          onBlur={field.onBlur}
          required
          allowDeselect={false}
          nothingFoundMessage={t('billing.configurations.no_methods')}
          error={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid="billing-configuration">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="hotels"
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                label={t('billing.configurations.hotels')}
                description={t('billing.configurations.hotels_hint')}
                data={hotelOptions}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                onBlur={field.onBlur}
                required
                searchable
                hidePickedOptions
                openOnFocus={false}
                nothingFoundMessage={t('common.no_results')}
                error={translateMessage(t, fieldState.error?.message)}
              />
            )}
          />
          {methodSelect('method_to_hotel')}
          {methodSelect('method_to_logi')}
          <Group justify="flex-end">
            {configuration ? (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => void deleteConfiguration()}
                loading={remove.isPending}
              >
                {t('billing.configurations.delete')}
              </Button>
            ) : (
              <Button variant="default" onClick={onDone}>
                {t('billing.configurations.cancel')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('billing.configurations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
