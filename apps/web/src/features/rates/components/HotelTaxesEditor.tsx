import { type Rate, TAX_COLLECTORS, TAX_KINDS } from '@hotel/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useHotelTaxes, useSaveHotelTaxes } from '../api/rate-terms.ts';
import { useRateRoomTypes } from '../api/room-types.ts';
import { messageAt, newTaxRow, type TaxRow, taxRow, toTaxesInput } from '../model/terms-form.ts';
import classes from './rate-terms.module.css';
import { DateRangeFields, RangeFields, ValueFields } from './terms-fields.tsx';
import { useWholeListForm } from './use-whole-list-form.ts';

interface Props {
  userId: number;
  hotelId: number;
  /** The hotel's rates: a tax may be scoped to some of them. */
  rates: Rate[];
}

/**
 * The hotel's taxes and fees (issue 33): city tax, VAT, resort fees, each with its value, whether
 * it is inside the prices or added, who collects it and what it applies to; saved whole (PUT).
 */
export function HotelTaxesEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const query = useHotelTaxes(props.userId, props.hotelId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('rates.load_error')}
      </Alert>
    );
  return <TaxesForm {...props} initial={query.data.taxes.map((tax) => taxRow(tax, i18n.language))} />;
}

function TaxesForm({ userId, hotelId, rates, initial }: Props & { initial: TaxRow[] }) {
  const { t, i18n } = useTranslation();
  const save = useSaveHotelTaxes(userId, hotelId);
  const { rows, setRows, errors, formError, submit } = useWholeListForm({
    initial,
    list: 'taxes',
    toInput: (edited: TaxRow[], language) => {
      const { taxes, issues } = toTaxesInput(edited, language);
      return { input: taxes, issues };
    },
    save: async (taxes) => {
      const answer = await save.mutateAsync({ taxes });
      return answer.taxes.map((tax) => taxRow(tax, i18n.language));
    },
    savedMessage: t('rates.taxes.editor.saved'),
  });
  const roomTypes = useRateRoomTypes(userId, hotelId);
  const roomOptions = (roomTypes.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));
  const rateOptions = rates.map((rate) => ({ value: String(rate.id), label: rate.name }));
  // Amounts are in the rates' currency; when they differ the label names none.
  const currencies = [...new Set(rates.map((rate) => rate.currency))];
  const currency = currencies.length === 1 ? currencies[0] : undefined;

  const setRow = (index: number, change: Partial<TaxRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <form onSubmit={submit} noValidate className={classes.editor}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/dash/rates" size="sm" c="blue.9">
            {t('rates.policies.editor.back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('rates.taxes.editor.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('rates.taxes.editor.intro')}
          </Text>
        </div>
        {rows.length === 0 ? <Text size="sm">{t('rates.taxes.editor.none')}</Text> : null}
        {rows.map((row, index) => {
          const number = index + 1;
          const path = `taxes.${index}`;
          const at = (field: string) => `${path}.${field}`;
          return (
            <Fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
              key={index}
              legend={t('rates.taxes.editor.tax', { number, name: row.name })}
              data-testid="tax"
            >
              <Stack gap="sm">
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <TextInput
                    label={t('rates.taxes.editor.name')}
                    value={row.name}
                    onChange={(event) => setRow(index, { name: event.currentTarget.value })}
                    error={messageAt(errors, at('name'))}
                    className={classes.select}
                  />
                  <TextInput
                    label={t('rates.terms.editor.code')}
                    description={t('rates.taxes.editor.code_hint')}
                    value={row.code}
                    onChange={(event) => setRow(index, { code: event.currentTarget.value.toUpperCase() })}
                    error={messageAt(errors, at('code'))}
                    className={classes.select}
                  />
                  <Select
                    label={t('rates.taxes.editor.kind')}
                    data={TAX_KINDS.map((kind) => ({
                      value: kind,
                      label: t(`rates.taxes.editor.kinds.${kind}`),
                    }))}
                    value={row.kind}
                    allowDeselect={false}
                    onChange={(kind) => kind && setRow(index, { kind: kind as TaxRow['kind'] })}
                    className={classes.select}
                  />
                </Group>
                <ValueFields
                  valueKind={row.valueKind}
                  value={row.value}
                  per={row.per}
                  period={row.period}
                  onChange={(change) => setRow(index, change)}
                  errors={errors}
                  path={path}
                  currency={currency}
                />
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <Select
                    label={t('rates.taxes.editor.collected_by')}
                    data={TAX_COLLECTORS.map((who) => ({
                      value: who,
                      label: t(`rates.taxes.editor.collectors.${who}`),
                    }))}
                    value={row.collectedBy}
                    allowDeselect={false}
                    onChange={(who) => who && setRow(index, { collectedBy: who as TaxRow['collectedBy'] })}
                    className={classes.select}
                  />
                  <TextInput
                    label={t('rates.taxes.editor.max_nights')}
                    description={t('rates.taxes.editor.max_nights_hint')}
                    inputMode="numeric"
                    value={row.maxNights}
                    onChange={(event) => setRow(index, { maxNights: event.currentTarget.value })}
                    error={messageAt(errors, at('maxNights'))}
                    className={classes.select}
                  />
                  <Checkbox
                    mt="xl"
                    label={t('rates.taxes.editor.included')}
                    description={t('rates.taxes.editor.included_hint')}
                    checked={row.included}
                    onChange={(event) => setRow(index, { included: event.currentTarget.checked })}
                  />
                </Group>
                <Fieldset legend={t('rates.taxes.editor.applies_to')} variant="unstyled">
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                    <DateRangeFields
                      fromLabel={t('rates.terms.editor.stay_from')}
                      toLabel={t('rates.terms.editor.stay_to')}
                      from={row.stayFrom}
                      to={row.stayTo}
                      onChange={({ from, to }) => setRow(index, { stayFrom: from, stayTo: to })}
                      errors={errors}
                      path={at('stay')}
                    />
                    <RangeFields
                      label={t('rates.terms.editor.ages')}
                      range={row.ages}
                      onChange={(ages) => setRow(index, { ages })}
                      errors={errors}
                      path={at('ages')}
                    />
                    <MultiSelect
                      label={t('rates.terms.editor.room_types')}
                      placeholder={row.roomTypes.length === 0 ? t('rates.terms.editor.all') : undefined}
                      data={roomOptions}
                      value={row.roomTypes}
                      onChange={(roomTypes) => setRow(index, { roomTypes })}
                      error={messageAt(errors, at('roomTypes'), true)}
                    />
                    <MultiSelect
                      label={t('rates.taxes.editor.rates')}
                      placeholder={row.rateIds.length === 0 ? t('rates.terms.editor.all') : undefined}
                      data={rateOptions}
                      value={row.rateIds}
                      onChange={(rateIds) => setRow(index, { rateIds })}
                      error={messageAt(errors, at('rateIds'), true)}
                    />
                  </SimpleGrid>
                </Fieldset>
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    onClick={() => setRows(rows.filter((_, other) => other !== index))}
                  >
                    {t('rates.taxes.editor.remove', { number })}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            onClick={() => setRows([...rows, newTaxRow(rows.map((row) => row.code))])}
          >
            {t('rates.taxes.editor.add')}
          </Button>
        </Group>
        {formError.length > 0 ? (
          <Alert color="red" role="alert">
            {formError.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('rates.taxes.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
