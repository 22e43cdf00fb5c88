import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRatePolicies, useSaveRatePolicies } from '../api/rate-policies.ts';
import {
  DEADLINE_KINDS,
  fieldError,
  formValuesOf,
  NEW_POLICY,
  NEW_TIER,
  PENALTY_KINDS,
  type PenaltyRow,
  type PolicyFormValues,
  type PolicyRows,
  toPoliciesInput,
} from '../model/policy-form.ts';
import classes from './rate-policy.module.css';

interface Props {
  userId: number;
  hotelId: number;
  contractId: number;
  rateId: number;
  rateName: string;
}

/**
 * A rate's cancellation policy (decision 056): its tiers and no-show penalty, or the wizard's
 * choice, and date overrides by arrival date with a policy each. Saved whole (PUT).
 */
export function RatePolicyEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const query = useRatePolicies(props.userId, props.hotelId, props.contractId, props.rateId);
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
    <PolicyForm
      {...props}
      initial={formValuesOf(query.data, i18n.language)}
      wizardCode={query.data.wizard.code}
    />
  );
}

function PolicyForm({
  userId,
  hotelId,
  contractId,
  rateId,
  rateName,
  initial,
  wizardCode,
}: Props & { initial: PolicyFormValues; wizardCode: string }) {
  const { t, i18n } = useTranslation();
  const save = useSaveRatePolicies(userId, hotelId, contractId, rateId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(undefined);
    save.mutate(toPoliciesInput(values, i18n.language), {
      onSuccess: () => notifySaved(t('rates.policies.editor.saved')),
      onError(failure) {
        if (!(failure instanceof ApiError)) return setFormError(t('errors.service_unavailable'));
        const fields: Record<string, string> = {};
        for (const [path, value] of Object.entries(failure.body))
          if (Array.isArray(value) && typeof value[0] === 'string') fields[path] = value[0];
        setErrors(fields);
        setFormError(failure.messages('non_field_errors')[0] ?? t('rates.policies.editor.save_error'));
      },
    });
  }

  const setPolicy = (policy: PolicyRows) => setValues({ ...values, policy });
  const setOverride = (index: number, change: Partial<PolicyFormValues['overrides'][number]>) =>
    setValues({
      ...values,
      overrides: values.overrides.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    });

  return (
    <form onSubmit={submit} noValidate className={classes.editor}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/dash/rates" size="sm" c="blue.9">
            {t('rates.policies.editor.back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('rates.policies.editor.title')}
          </Title>
          <Text fw={600}>{t('rates.policies.editor.rate', { name: rateName })}</Text>
          <Text c="dimmed" size="sm">
            {t('rates.policies.editor.intro')}
          </Text>
        </div>

        <Checkbox
          label={t('rates.policies.editor.edit_own')}
          checked={values.own}
          onChange={(event) => setValues({ ...values, own: event.currentTarget.checked })}
        />
        {values.own ? (
          <PolicyFields
            policy={values.policy}
            onChange={setPolicy}
            legend={t('rates.policies.editor.tiers')}
            errors={errors}
            path="policy"
          />
        ) : (
          <Text size="sm">
            {t('rates.policies.editor.wizard', { choice: t(`rates.cancellation.${wizardCode}`) })}
          </Text>
        )}

        <Fieldset legend={t('rates.policies.editor.overrides')}>
          <Text size="sm" c="dimmed" mb="sm">
            {values.overrides.length === 0
              ? t('rates.policies.editor.no_overrides')
              : t('rates.policies.editor.overrides_intro')}
          </Text>
          <Stack gap="md">
            {values.overrides.map((entry, index) => {
              const number = index + 1;
              const at = `overrides.${index}`;
              return (
                <Fieldset
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
                  key={index}
                  legend={t('rates.policies.editor.override', { number })}
                  variant="filled"
                >
                  <Group align="flex-start" wrap="wrap">
                    <TextInput
                      type="date"
                      label={t('rates.policies.editor.from')}
                      value={entry.from}
                      onChange={(event) => setOverride(index, { from: event.currentTarget.value })}
                      error={fieldError(errors, `${at}.from`)}
                    />
                    <TextInput
                      type="date"
                      label={t('rates.policies.editor.to')}
                      value={entry.to}
                      onChange={(event) => setOverride(index, { to: event.currentTarget.value })}
                      error={fieldError(errors, `${at}.to`)}
                    />
                  </Group>
                  <PolicyFields
                    policy={entry.policy}
                    onChange={(policy) => setOverride(index, { policy })}
                    legend={t('rates.policies.editor.tiers')}
                    errors={errors}
                    path={`${at}.policy`}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    mt="sm"
                    onClick={() =>
                      setValues({ ...values, overrides: values.overrides.filter((_, at2) => at2 !== index) })
                    }
                  >
                    {t('rates.policies.editor.remove_override', { number })}
                  </Button>
                </Fieldset>
              );
            })}
            <Group>
              <Button
                variant="default"
                onClick={() =>
                  setValues({
                    ...values,
                    overrides: [
                      ...values.overrides,
                      { from: '', to: '', policy: structuredClone(NEW_POLICY) },
                    ],
                  })
                }
              >
                {t('rates.policies.editor.add_override')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('rates.policies.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PolicyFields({
  policy,
  onChange,
  legend,
  errors,
  path,
}: {
  policy: PolicyRows;
  onChange: (policy: PolicyRows) => void;
  legend: string;
  errors: Record<string, string>;
  path: string;
}) {
  const { t } = useTranslation();
  const setTier = (index: number, change: Partial<PolicyRows['tiers'][number]>) =>
    onChange({
      ...policy,
      tiers: policy.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
    });
  return (
    <Stack gap="sm" mt="sm">
      <Text fw={600} size="sm">
        {legend}
      </Text>
      {policy.tiers.length === 0 && <Text size="sm">{t('rates.policies.editor.no_tiers')}</Text>}
      {policy.tiers.map((tier, index) => {
        const number = index + 1;
        const tierName = t('rates.policies.editor.tier', { number });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
          <fieldset key={index} className={classes.row}>
            <legend className={classes.rowName}>{tierName}</legend>
            <TextInput
              label={`${tierName}: ${t('rates.policies.editor.deadline_value')}`}
              inputMode="numeric"
              value={tier.count}
              onChange={(event) => setTier(index, { count: event.currentTarget.value })}
              error={fieldError(errors, `${path}.tiers.${index}.deadline`)}
              className={classes.number}
            />
            <Select
              label={`${tierName}: ${t('rates.policies.editor.deadline')}`}
              data={DEADLINE_KINDS.map((kind) => ({
                value: kind,
                label: t(`rates.policies.editor.${kind}`),
              }))}
              value={tier.deadline}
              allowDeselect={false}
              onChange={(value) => value && setTier(index, { deadline: value as typeof tier.deadline })}
            />
            <PenaltyFields
              name={tierName}
              penalty={tier.penalty}
              onChange={(penalty) => setTier(index, { penalty })}
              error={fieldError(errors, `${path}.tiers.${index}.penalty`)}
            />
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              onClick={() => onChange({ ...policy, tiers: policy.tiers.filter((_, at) => at !== index) })}
            >
              {t('rates.policies.editor.remove_tier', { number })}
            </Button>
          </fieldset>
        );
      })}
      <Group>
        <Button
          variant="default"
          onClick={() => onChange({ ...policy, tiers: [...policy.tiers, { ...NEW_TIER }] })}
        >
          {t('rates.policies.editor.add_tier')}
        </Button>
      </Group>
      <fieldset className={classes.row}>
        <legend className={classes.rowName}>{t('rates.policies.editor.no_show')}</legend>
        <PenaltyFields
          name={t('rates.policies.editor.no_show')}
          penalty={policy.noShow}
          onChange={(noShow) => onChange({ ...policy, noShow })}
          error={fieldError(errors, `${path}.noShow`)}
        />
      </fieldset>
      {fieldError(errors, `${path}.tiers`) && !policy.tiers.length && (
        <Text c="red.9" size="sm">
          {fieldError(errors, `${path}.tiers`)}
        </Text>
      )}
    </Stack>
  );
}

function PenaltyFields({
  name,
  penalty,
  onChange,
  error,
}: {
  name: string;
  penalty: PenaltyRow;
  onChange: (penalty: PenaltyRow) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {penalty.kind === 'nights' ? (
        <TextInput
          label={`${name}: ${t('rates.policies.editor.penalty_value')}`}
          inputMode="numeric"
          value={penalty.value}
          onChange={(event) => onChange({ ...penalty, value: event.currentTarget.value })}
          error={error}
          className={classes.number}
        />
      ) : (
        // An amount or a percentage, typed in the interface language ('12,5' in Spanish).
        <MoneyInput
          label={`${name}: ${t('rates.policies.editor.penalty_value')}`}
          refusedMessage={penalty.kind === 'percent' ? t('rates.errors.percent_invalid') : undefined}
          placeholder=""
          value={penalty.value}
          onChange={(value) => onChange({ ...penalty, value })}
          error={error}
          className={classes.number}
        />
      )}
      <Select
        label={`${name}: ${t('rates.policies.editor.penalty')}`}
        data={PENALTY_KINDS.map((kind) => ({ value: kind, label: t(`rates.policies.editor.${kind}`) }))}
        value={penalty.kind}
        allowDeselect={false}
        onChange={(value) => value && onChange({ ...penalty, kind: value as PenaltyRow['kind'] })}
      />
    </>
  );
}
