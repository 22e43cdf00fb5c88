import { zodResolver } from '@hookform/resolvers/zod';
import {
  isRateFinishEnabled,
  NEW_RATE_STEPS,
  nextRateStep,
  previousRateStep,
  type RateContract,
} from '@hotel/domain';
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirm } from '../../../components/ui/confirm.ts';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { createContract, ratesKey, useRateContracts } from '../api/contracts.ts';
import { createRate } from '../api/rate.ts';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  NEW_CONTRACT,
  type NewRateValues,
  RATE_FORM_FIELDS,
  saveDraft,
  stepOfField,
  stepSchema,
  toRateInput,
} from '../model/new-rate-form.ts';
import { RateForm1 } from './RateForm1.tsx';
import { RateForm2 } from './RateForm2.tsx';
import { RateSummary } from './RateSummary.tsx';
import { RatesLoadError } from './RatesLoadError.tsx';

interface Props {
  userId: number;
  hotelId: number;
  hotelName?: string;
  /** Where to go once the rate is created. */
  onCreated(): void;
}

/** The new-rate wizard (/dash/rates/new): 'Formulario 1', 'Formulario 2', 'Confirmación'. */
export function NewRateWizard(props: Props) {
  const { t } = useTranslation();
  const contracts = useRateContracts(props.userId, props.hotelId);
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('rates.wizard.title')}
        </Title>
        {props.hotelName ? <Text fw={600}>{props.hotelName}</Text> : null}
      </div>
      {contracts.isError ? (
        <RatesLoadError onRetry={() => void contracts.refetch()} />
      ) : !contracts.data ? (
        <PageLoader />
      ) : (
        <WizardForm {...props} contracts={contracts.data} />
      )}
    </Stack>
  );
}

function WizardForm({ userId, hotelId, contracts, onCreated }: Props & { contracts: RateContract[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const contractIds = contracts.map((contract) => contract.id);
  const fresh = () =>
    emptyDraft(contractIds, t('rates.wizard.default_contract_name', { year: new Date().getFullYear() }));
  // Read once: the draft left half-filled before a reload.
  const [restored] = useState(() => loadDraft(userId, hotelId, fresh()));
  const [step, setStep] = useState(restored?.step ?? 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const finished = useRef(false);

  // The schema of the step on screen: moving on checks only what that step asks.
  const resolver = useMemo<Resolver<NewRateValues>>(
    () => (values, context, options) =>
      (
        zodResolver(
          stepSchema(stepRef.current) as z.ZodType<NewRateValues, NewRateValues>,
        ) as Resolver<NewRateValues>
      )(values, context, options),
    [],
  );
  const form = useForm<NewRateValues>({
    defaultValues: restored?.values ?? fresh(),
    resolver,
    // A message goes away as soon as the field is put right.
    mode: 'onChange',
  });

  // A stored contract that is gone (deleted elsewhere) falls back to a new one.
  const contract = form.getValues('contract');
  if (contract !== NEW_CONTRACT && !contractIds.includes(Number(contract))) {
    form.setValue('contract', contractIds[0] === undefined ? NEW_CONTRACT : String(contractIds[0]));
  }

  // Every change is kept, so a reload resumes where the user was.
  useEffect(() => {
    const save = () => {
      if (!finished.current) saveDraft(userId, hotelId, { step: stepRef.current, values: form.getValues() });
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, userId, hotelId]);
  useEffect(() => {
    if (!finished.current) saveDraft(userId, hotelId, { step, values: form.getValues() });
  }, [step, form, userId, hotelId]);

  async function next() {
    setFormError(undefined);
    if (!(await form.trigger())) {
      setFormError(t('rates.wizard.check_errors'));
      return;
    }
    form.clearErrors();
    setStep(nextRateStep(step));
  }

  function previous() {
    setFormError(undefined);
    form.clearErrors();
    setStep(previousRateStep(step));
  }

  async function restart() {
    if (!(await confirm(t, t('rates.wizard.restart_confirm')))) return;
    clearDraft(userId, hotelId);
    form.reset(fresh());
    setFormError(undefined);
    setStep(0);
  }

  /** Puts the server's field errors on their fields and shows the first step that has one. */
  function showServerErrors(error: unknown) {
    const message = applyServerErrors(error, RATE_FORM_FIELDS, form.setError, t);
    const fields = error instanceof ApiError ? error.fieldErrors.map(([field]) => field) : [];
    const first = fields.map(stepOfField).sort()[0];
    if (first !== undefined) setStep(first);
    setFormError(message ?? t('rates.wizard.check_errors'));
  }

  async function finish() {
    setFormError(undefined);
    const values = form.getValues();
    const input = toRateInput(values);
    if (!(await form.trigger()) || !input) {
      const first = Object.keys(form.formState.errors).map(stepOfField).sort()[0] ?? 0;
      setStep(first);
      setFormError(t('rates.wizard.check_errors'));
      return;
    }
    setSaving(true);
    try {
      let contractId = values.contract === NEW_CONTRACT ? null : Number(values.contract);
      if (contractId === null) {
        const created = await createContract(userId, hotelId, values.contractName);
        contractId = created.id;
        // A retry after a failed rate uses this contract instead of creating another one.
        form.setValue('contract', String(created.id));
        form.setValue('contractName', '');
        await queryClient.invalidateQueries({ queryKey: ratesKey(userId, hotelId) });
      }
      await createRate(userId, hotelId, contractId, input);
      finished.current = true;
      clearDraft(userId, hotelId);
      await queryClient.invalidateQueries({ queryKey: ratesKey(userId, hotelId) });
      notifySaved(t('rates.wizard.saved'));
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // The contract is gone: choose another; the rest of the draft stays.
        await queryClient.invalidateQueries({ queryKey: ratesKey(userId, hotelId) });
        setStep(0);
        setFormError(t('rates.errors.contract_required'));
      } else {
        showServerErrors(error);
      }
    } finally {
      setSaving(false);
    }
  }

  const last = NEW_RATE_STEPS.length - 1;
  return (
    <form
      noValidate
      aria-label={t('rates.wizard.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isRateFinishEnabled(step)) void finish();
        else void next();
      }}
    >
      <Stack>
        {restored ? (
          <Alert color="blue" data-testid="draft-restored">
            {t('rates.wizard.draft_restored')}
          </Alert>
        ) : null}
        <Stepper
          active={step}
          onStepClick={(index) => {
            if (index < step) {
              form.clearErrors();
              setStep(index);
            }
          }}
          allowNextStepsSelect={false}
          size="sm"
        >
          {NEW_RATE_STEPS.map((key) => (
            <Stepper.Step
              key={key}
              label={t(`rates.wizard.steps.${key}`)}
              description={t(`rates.wizard.step_descriptions.${key}`)}
            />
          ))}
        </Stepper>
        {formError ? (
          <Alert color="red" role="alert" data-testid="wizard-error">
            {formError}
          </Alert>
        ) : null}
        <section
          aria-label={t(`rates.wizard.steps.${NEW_RATE_STEPS[step] ?? 'form1'}`)}
          data-testid={`rate-step-${step}`}
        >
          {step === 0 ? <RateForm1 form={form} contracts={contracts} /> : null}
          {step === 1 ? <RateForm2 form={form} /> : null}
          {step === last ? <RateSummary values={form.getValues()} contracts={contracts} /> : null}
        </section>
        <Group justify="space-between">
          <Button variant="subtle" color="red" c="red.9" onClick={() => void restart()}>
            {t('rates.wizard.restart')}
          </Button>
          <Group>
            <Button variant="default" onClick={previous} disabled={step === 0}>
              {t('rates.wizard.previous')}
            </Button>
            <Button variant="light" onClick={() => void next()} disabled={step === last}>
              {t('rates.wizard.next')}
            </Button>
            <Button type="submit" disabled={!isRateFinishEnabled(step)} loading={saving}>
              {t('rates.wizard.finish')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
