import {
  CURRENCIES,
  PAYMENT_METHODS,
  PRICE_ROOM_TYPES,
  QUOTA_TYPES,
  RATE_KINDS,
  RATE_TYPES,
  type RateContract,
  RELEASE_DAYS_MAX,
} from '@hotel/domain';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { currencyLabel } from '../model/describe.ts';
import { NEW_CONTRACT, type NewRateValues } from '../model/new-rate-form.ts';
import { IntegerField, RadioField } from './fields.tsx';

/** Formulario 1 (the rate's terms): rate contract, kind, name, rate type, price per, currency and tax, payment and quota. */
export function RateTermsForm({
  form,
  contracts,
}: {
  form: UseFormReturn<NewRateValues>;
  contracts: RateContract[];
}) {
  const { t } = useTranslation();
  const { control } = form;
  const contract = useWatch({ control, name: 'contract' });
  const quotaType = useWatch({ control, name: 'quotaType' });
  const { errors } = form.formState;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="contract"
          render={({ field, fieldState }) => (
            <Select
              label={t('rates.wizard.contract')}
              required
              allowDeselect={false}
              data={[
                ...contracts.map((c) => ({ value: String(c.id), label: c.name })),
                { value: NEW_CONTRACT, label: t('rates.wizard.contract_new') },
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? NEW_CONTRACT)}
              error={translateMessage(t, fieldState.error?.message)}
            />
          )}
        />
        {contract === NEW_CONTRACT ? (
          <TextInput
            label={t('rates.wizard.contract_name')}
            required
            maxLength={100}
            error={translateMessage(t, errors.contractName?.message)}
            {...form.register('contractName')}
          />
        ) : null}
      </SimpleGrid>
      <RadioField
        control={control}
        name="kind"
        label={t('rates.wizard.kind')}
        options={RATE_KINDS.map((value) => ({ value, label: t(`rates.kind.${value}`) }))}
      />
      <TextInput
        label={t('rates.wizard.name')}
        description={t('rates.wizard.name_hint')}
        required
        maxLength={100}
        error={translateMessage(t, errors.name?.message)}
        {...form.register('name')}
      />
      <RadioField
        control={control}
        name="rateType"
        label={t('rates.wizard.rate_type')}
        options={RATE_TYPES.map((value) => ({ value, label: t(`rates.rate_type.${value}`) }))}
      />
      <RadioField
        control={control}
        name="priceRoomType"
        label={t('rates.wizard.price_room_type')}
        options={PRICE_ROOM_TYPES.map((value) => ({ value, label: t(`rates.price_room_type.${value}`) }))}
      />
      <RadioField
        control={control}
        name="currency"
        label={t('rates.wizard.currency')}
        options={CURRENCIES.map((value) => ({ value, label: currencyLabel(t, value) }))}
      />
      <Controller
        control={control}
        name="pricesIncludeTax"
        render={({ field, fieldState }) => (
          <Checkbox
            label={t('rates.wizard.prices_include_tax')}
            description={t('rates.wizard.prices_include_tax_hint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={translateMessage(t, fieldState.error?.message)}
            data-testid="prices-include-tax"
          />
        )}
      />
      <RadioField
        control={control}
        name="method"
        label={t('rates.wizard.method')}
        options={PAYMENT_METHODS.map((value) => ({ value, label: t(`rates.method.${value}`) }))}
      />
      <RadioField
        control={control}
        name="quotaType"
        label={t('rates.wizard.quota_type')}
        options={QUOTA_TYPES.map((value) => ({ value, label: t(`rates.quota_type.${value}`) }))}
      />
      {quotaType === 'allotment_release' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <IntegerField
            control={control}
            name="releaseDays"
            label={t('rates.wizard.release_days')}
            max={RELEASE_DAYS_MAX}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
