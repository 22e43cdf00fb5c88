import {
  BOARDS,
  FREE_NIGHTS_WHICH,
  KIND_EFFECTS,
  type Rate,
  type RateTerm,
  TERM_COMBINATIONS,
  TERM_KINDS,
  type TermCombination,
  type TermEffect,
  type TermKind,
} from '@hotel/domain';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateTerms, useSaveRateTerms } from '../api/rate-terms.ts';
import { useRateRoomTypes } from '../api/room-types.ts';
import {
  type FieldErrors,
  messageAt,
  newTermRow,
  type TermRow,
  termRow,
  toTermsInput,
  withEffect,
  withKind,
} from '../model/terms-form.ts';
import classes from './rate-terms.module.css';
import { DateRangeFields, RangeFields, ValueFields, WeekdayChecks } from './terms-fields.tsx';
import { useWholeListForm } from './use-whole-list-form.ts';

interface Props {
  userId: number;
  hotelId: number;
  rate: Rate;
  /** Every rate of the hotel: the others are where the terms can be copied to. */
  rates: Rate[];
}

/**
 * A rate's contract terms (issue 33): supplements, discounts and offers, each with its value, when
 * it holds and how it combines; saved whole (PUT), and copied whole to another rate of the hotel.
 */
export function RateTermsEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const query = useRateTerms(props.userId, props.hotelId, props.rate.contract, props.rate.id);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error instanceof ApiError && query.error.status === 404
          ? t('rates.policies.editor.not_found')
          : t('rates.load_error')}
      </Alert>
    );
  return (
    <TermsForm
      {...props}
      saved={query.data.terms}
      initial={query.data.terms.map((term) => termRow(term, i18n.language))}
    />
  );
}

function TermsForm({
  userId,
  hotelId,
  rate,
  rates,
  saved,
  initial,
}: Props & { saved: RateTerm[]; initial: TermRow[] }) {
  const { t, i18n } = useTranslation();
  const save = useSaveRateTerms(userId, hotelId);
  const { rows, setRows, errors, formError, submit, dirty } = useWholeListForm({
    initial,
    list: 'terms',
    toInput: (edited: TermRow[], language) => {
      const { terms, issues } = toTermsInput(edited, language);
      return { input: terms, issues };
    },
    save: async (terms) => {
      const answer = await save.mutateAsync({ contractId: rate.contract, rateId: rate.id, input: { terms } });
      return answer.terms.map((term) => termRow(term, i18n.language));
    },
    savedMessage: t('rates.terms.editor.saved'),
  });
  const roomTypes = useRateRoomTypes(userId, hotelId);
  const roomOptions = (roomTypes.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));

  const setRow = (index: number, next: TermRow) =>
    setRows(rows.map((row, at) => (at === index ? next : row)));

  return (
    <Stack gap="lg" className={classes.editor}>
      <div>
        <Anchor component={Link} to="/dash/rates" size="sm" c="blue.9">
          {t('rates.policies.editor.back')}
        </Anchor>
        <Title order={1} mt="xs">
          {t('rates.terms.editor.title')}
        </Title>
        <Text fw={600}>{t('rates.policies.editor.rate', { name: rate.name })}</Text>
        <Text c="dimmed" size="sm">
          {t('rates.terms.editor.intro')}
        </Text>
      </div>
      <form onSubmit={submit} noValidate aria-label={t('rates.terms.editor.title')}>
        <Stack gap="md">
          {rows.length === 0 ? <Text size="sm">{t('rates.terms.editor.none')}</Text> : null}
          {rows.map((row, index) => (
            <TermFieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
              key={index}
              row={row}
              number={index + 1}
              path={`terms.${index}`}
              errors={errors}
              otherCodes={rows.filter((_, at) => at !== index).map((other) => other.code)}
              roomOptions={roomOptions}
              currency={rate.currency}
              onChange={(next) => setRow(index, next)}
              onRemove={() => setRows(rows.filter((_, at) => at !== index))}
            />
          ))}
          <Group>
            <Button
              variant="default"
              onClick={() => setRows([...rows, newTermRow(rows.map((row) => row.code))])}
            >
              {t('rates.terms.editor.add')}
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
              {t('rates.terms.editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <CopyTerms userId={userId} hotelId={hotelId} rate={rate} rates={rates} saved={saved} dirty={dirty} />
    </Stack>
  );
}

function TermFieldset({
  row,
  number,
  path,
  errors,
  otherCodes,
  roomOptions,
  currency,
  onChange,
  onRemove,
}: {
  row: TermRow;
  number: number;
  path: string;
  errors: FieldErrors;
  otherCodes: string[];
  roomOptions: { value: string; label: string }[];
  currency: string;
  onChange(row: TermRow): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const at = (field: string) => `${path}.${field}`;
  const supplement = row.effect === 'supplement';
  return (
    <Fieldset
      legend={t('rates.terms.editor.term', { number, kind: t(`rates.terms.kinds.${row.kind}`) })}
      data-testid="term"
    >
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Select
            label={t('rates.terms.editor.kind')}
            data={TERM_KINDS.map((kind) => ({ value: kind, label: t(`rates.terms.kinds.${kind}`) }))}
            value={row.kind}
            allowDeselect={false}
            onChange={(kind) => kind && onChange(withKind(row, kind as TermKind))}
            error={messageAt(errors, at('kind'))}
            className={classes.select}
          />
          <Select
            label={t('rates.terms.editor.effect')}
            data={KIND_EFFECTS[row.kind].map((effect) => ({
              value: effect,
              label: t(`rates.terms.editor.effects.${effect}`),
            }))}
            value={row.effect}
            allowDeselect={false}
            onChange={(effect) => effect && onChange(withEffect(row, effect as TermEffect))}
            error={messageAt(errors, at('effect'))}
            className={classes.select}
          />
          <TextInput
            label={t('rates.terms.editor.code')}
            description={t('rates.terms.editor.code_hint')}
            value={row.code}
            // Codes are capitals (the server's rule): typed as the user likes, shown as they are kept.
            onChange={(event) => onChange({ ...row, code: event.currentTarget.value.toUpperCase() })}
            error={messageAt(errors, at('code'))}
            className={classes.select}
          />
        </Group>
        {row.kind === 'free_nights' ? (
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t('rates.terms.editor.free_stay')}
              inputMode="numeric"
              value={row.freeNights}
              onChange={(event) => onChange({ ...row, freeNights: event.currentTarget.value })}
              error={messageAt(errors, at('freeNights.nights')) ?? messageAt(errors, at('freeNights'))}
              className={classes.number}
            />
            <TextInput
              label={t('rates.terms.editor.free_free')}
              inputMode="numeric"
              value={row.freeFree}
              onChange={(event) => onChange({ ...row, freeFree: event.currentTarget.value })}
              error={messageAt(errors, at('freeNights.free'))}
              className={classes.number}
            />
            <Select
              label={t('rates.terms.editor.free_which')}
              data={FREE_NIGHTS_WHICH.map((which) => ({
                value: which,
                label: t(`rates.terms.editor.which.${which}`),
              }))}
              value={row.freeWhich}
              allowDeselect={false}
              onChange={(which) => which && onChange({ ...row, freeWhich: which as TermRow['freeWhich'] })}
              className={classes.select}
            />
            <Checkbox
              mt="xl"
              label={t('rates.terms.editor.free_repeats')}
              checked={row.freeRepeats}
              onChange={(event) => onChange({ ...row, freeRepeats: event.currentTarget.checked })}
            />
          </Group>
        ) : (
          <ValueFields
            valueKind={row.valueKind}
            value={row.value}
            per={row.per}
            period={row.period}
            onChange={(change) => onChange({ ...row, ...change })}
            errors={errors}
            path={path}
            currency={currency}
          />
        )}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('rates.terms.editor.order')}
            description={t('rates.terms.editor.order_hint')}
            inputMode="numeric"
            value={row.order}
            onChange={(event) => onChange({ ...row, order: event.currentTarget.value })}
            error={messageAt(errors, at('order'))}
            className={classes.select}
          />
          <Select
            label={t('rates.terms.editor.combination')}
            description={supplement ? t('rates.terms.editor.supplement_combines') : undefined}
            disabled={supplement}
            data={TERM_COMBINATIONS.map((combination) => ({
              value: combination,
              label: t(`rates.terms.editor.combinations.${combination}`),
            }))}
            value={row.combination}
            allowDeselect={false}
            onChange={(combination) =>
              combination &&
              onChange({
                ...row,
                combination: combination as TermCombination,
                combinesWith: combination === 'only_with' ? row.combinesWith : [],
              })
            }
            error={messageAt(errors, at('combination'))}
            className={classes.select}
          />
          {row.combination === 'only_with' ? (
            <MultiSelect
              label={t('rates.terms.editor.combines_with')}
              data={[...new Set([...otherCodes.filter((code) => code.trim() !== ''), ...row.combinesWith])]}
              value={row.combinesWith}
              onChange={(combinesWith) => onChange({ ...row, combinesWith })}
              error={messageAt(errors, at('combinesWith'), true)}
              className={classes.select}
            />
          ) : null}
        </Group>
        <Fieldset legend={t('rates.terms.editor.when')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <DateRangeFields
              fromLabel={t('rates.terms.editor.stay_from')}
              toLabel={t('rates.terms.editor.stay_to')}
              from={row.stayFrom}
              to={row.stayTo}
              onChange={({ from, to }) => onChange({ ...row, stayFrom: from, stayTo: to })}
              errors={errors}
              path={at('stay')}
            />
            <DateRangeFields
              fromLabel={t('rates.terms.editor.booking_from')}
              toLabel={t('rates.terms.editor.booking_to')}
              from={row.bookingFrom}
              to={row.bookingTo}
              onChange={({ from, to }) => onChange({ ...row, bookingFrom: from, bookingTo: to })}
              errors={errors}
              path={at('booking')}
            />
            <RangeFields
              label={t('rates.terms.editor.lead_days')}
              range={row.leadDays}
              onChange={(leadDays) => onChange({ ...row, leadDays })}
              errors={errors}
              path={at('leadDays')}
            />
            <RangeFields
              label={t('rates.terms.editor.nights')}
              range={row.nights}
              onChange={(nights) => onChange({ ...row, nights })}
              errors={errors}
              path={at('nights')}
            />
            <RangeFields
              label={t('rates.terms.editor.ages')}
              range={row.ages}
              onChange={(ages) => onChange({ ...row, ages })}
              errors={errors}
              path={at('ages')}
            />
            <RangeFields
              label={t('rates.terms.editor.guests')}
              range={row.guests}
              onChange={(guests) => onChange({ ...row, guests })}
              errors={errors}
              path={at('guests')}
            />
            <MultiSelect
              label={t('rates.terms.editor.room_types')}
              placeholder={row.roomTypes.length === 0 ? t('rates.terms.editor.all') : undefined}
              data={roomOptions}
              value={row.roomTypes}
              onChange={(roomTypes) => onChange({ ...row, roomTypes })}
              error={messageAt(errors, at('roomTypes'), true)}
            />
            <MultiSelect
              label={t('rates.terms.editor.boards')}
              placeholder={row.boards.length === 0 ? t('rates.terms.editor.all') : undefined}
              data={BOARDS.map((board) => ({ value: board, label: t(`rates.board.${board}`) }))}
              value={row.boards}
              onChange={(boards) => onChange({ ...row, boards: boards as TermRow['boards'] })}
              error={messageAt(errors, at('boards'), true)}
            />
          </SimpleGrid>
          <Stack gap="sm" mt="sm">
            <WeekdayChecks
              label={t('rates.terms.editor.arrival_weekdays')}
              value={row.arrivalWeekdays}
              onChange={(arrivalWeekdays) => onChange({ ...row, arrivalWeekdays })}
              error={messageAt(errors, at('arrivalWeekdays'), true)}
            />
            <WeekdayChecks
              label={t('rates.terms.editor.weekdays')}
              value={row.weekdays}
              onChange={(weekdays) => onChange({ ...row, weekdays })}
              error={messageAt(errors, at('weekdays'), true)}
            />
          </Stack>
        </Fieldset>
        <Group>
          <Button variant="subtle" color="red" c="red.9" onClick={onRemove}>
            {t('rates.terms.editor.remove', { number })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Copies the saved terms whole to another rate of the hotel, replacing that rate's (after a confirmation). */
function CopyTerms({
  userId,
  hotelId,
  rate,
  rates,
  saved,
  dirty,
}: {
  userId: number;
  hotelId: number;
  rate: Rate;
  rates: Rate[];
  saved: RateTerm[];
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const copy = useSaveRateTerms(userId, hotelId);
  const others = rates.filter((other) => other.id !== rate.id);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [message, setMessage] = useState<string>();
  if (others.length === 0) return null;
  const target = others.find((other) => String(other.id) === targetId);

  async function copyTerms() {
    setMessage(undefined);
    if (!target) return setMessage(t('rates.terms.editor.copy_choose'));
    // The saved terms go, never half-edited ones: the hotel sees on this screen what it copies.
    if (dirty) return setMessage(t('rates.terms.editor.copy_unsaved'));
    if (saved.length === 0) return setMessage(t('rates.terms.editor.copy_nothing'));
    if (!(await confirm(t, t('rates.terms.editor.copy_confirm', { name: target.name, count: saved.length }))))
      return;
    copy.mutate(
      { contractId: target.contract, rateId: target.id, input: { terms: saved } },
      {
        onSuccess: () => notifySaved(t('rates.terms.editor.copied', { name: target.name })),
        onError: (failure) =>
          setMessage(
            failure instanceof ApiError
              ? (failure.fieldErrors[0]?.[1] ??
                  failure.messages('non_field_errors')[0] ??
                  t('rates.terms.editor.copy_error'))
              : t('errors.service_unavailable'),
          ),
      },
    );
  }

  return (
    <Fieldset legend={t('rates.terms.editor.copy_title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rates.terms.editor.copy_intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('rates.terms.editor.copy_to')}
          data={others.map((other) => ({ value: String(other.id), label: other.name }))}
          value={targetId}
          onChange={setTargetId}
          error={message}
          className={classes.select}
        />
        <Button variant="default" loading={copy.isPending} onClick={() => void copyTerms()}>
          {t('rates.terms.editor.copy')}
        </Button>
      </Group>
    </Fieldset>
  );
}
