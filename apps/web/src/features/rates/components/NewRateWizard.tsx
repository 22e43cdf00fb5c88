import {
  type AriRoomType,
  isRateFinishEnabled,
  NEW_RATE_STEPS,
  nextRateStep,
  previousRateStep,
  type RateContract,
} from '@hotel/domain';
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postRate, postRateContract, rateKeys } from '../../../api/rates.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateContracts } from '../api/rate-contracts.ts';
import { useRateRoomTypes } from '../api/room-types.ts';
import { useNewRateForm } from '../hooks/use-new-rate-form.ts';
import {
  clearDraft,
  NEW_CONTRACT,
  type NewRateValues,
  placeServerErrors,
  stepOfField,
  toRateBody,
  toRateInput,
} from '../model/new-rate-form.ts';
import { RateSummary } from './RateSummary.tsx';
import { RatesLoadError } from './RatesLoadError.tsx';
import { RateTermsForm } from './RateTermsForm.tsx';

/**
 * Formulario 2 (what the rate sells: period, room types, boards, prices) loads when the manager
 * reaches it: the route's first load is Formulario 1's, within the rates screens' 60 kB budget
 * (bench/bundle-budget.ts).
 */
const RateMarketAndPricesForm = lazy(() =>
  import('./RateMarketAndPricesForm.tsx').then((module) => ({ default: module.RateMarketAndPricesForm })),
);

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
  const roomTypes = useRateRoomTypes(props.userId, props.hotelId);
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
        <WizardForm {...props} contracts={contracts.data} roomTypes={roomTypes} />
      )}
    </Stack>
  );
}

type FormProps = Props & { contracts: RateContract[]; roomTypes: UseQueryResult<AriRoomType[]> };

function WizardForm({ userId, hotelId, contracts, roomTypes, onCreated }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, restored, step, setStep, fresh, finished, checks } = useNewRateForm({
    userId,
    hotelId,
    contracts,
    roomTypes: roomTypes.data,
  });
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  function go(to: number, error?: string) {
    setFormError(error);
    form.clearErrors();
    setStep(to);
  }

  async function next() {
    setFormError(undefined);
    if (!(await form.trigger())) setFormError(t('rates.wizard.check_errors'));
    else go(nextRateStep(step));
  }

  async function restart() {
    if (!(await confirm(t, t('rates.wizard.restart_confirm')))) return;
    clearDraft(userId, hotelId);
    form.reset(fresh());
    go(0);
  }

  /** Puts the server's field errors on their fields and shows the first step that has one. */
  function showServerErrors(error: unknown, sent: ReturnType<typeof toRateBody>) {
    if (!(error instanceof ApiError)) return setFormError(t('errors.service_unavailable'));
    const { placed, unplaced } = placeServerErrors(error.fieldErrors, sent);
    const first = placed.map((issue) => stepOfField(issue.path)).sort()[0];
    if (first !== undefined) setStep(first);
    for (const issue of placed)
      form.setError(issue.path as FieldPath<NewRateValues>, { type: 'server', message: issue.message });
    setFormError(error.messages('non_field_errors')[0] ?? unplaced[0] ?? t('rates.wizard.check_errors'));
  }

  async function finish() {
    setFormError(undefined);
    const values = form.getValues();
    const { context } = checks.current;
    const input = toRateInput(values, context);
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
        const created = await postRateContract(userId, hotelId, values.contractName);
        contractId = created.id;
        // A retry after a failed rate uses this contract instead of creating another one.
        form.setValue('contract', String(created.id));
        form.setValue('contractName', '');
        await queryClient.invalidateQueries({ queryKey: rateKeys.hotel(userId, hotelId) });
      }
      await postRate(userId, hotelId, contractId, input);
      finished.current = true;
      clearDraft(userId, hotelId);
      await queryClient.invalidateQueries({ queryKey: rateKeys.hotel(userId, hotelId) });
      notifySaved(t('rates.wizard.saved'));
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // The contract is gone: choose another; the rest of the draft stays.
        await queryClient.invalidateQueries({ queryKey: rateKeys.hotel(userId, hotelId) });
        go(0, t('rates.errors.contract_required'));
      } else {
        showServerErrors(error, toRateBody(values, context));
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
        <WizardSteps step={step} onBack={(index) => go(index, formError)} />
        {formError ? (
          <Alert color="red" role="alert" data-testid="wizard-error">
            {formError}
          </Alert>
        ) : null}
        {/* The step shows once its form has loaded (Formulario 2 is a chunk of its own). */}
        <Suspense fallback={<PageLoader />}>
          <section
            aria-label={t(`rates.wizard.steps.${NEW_RATE_STEPS[step] ?? 'form1'}`)}
            data-testid={`rate-step-${step}`}
          >
            {step === 0 ? <RateTermsForm form={form} contracts={contracts} /> : null}
            {step === 1 ? (
              <RateMarketAndPricesForm form={form} contracts={contracts} roomTypes={roomTypes} />
            ) : null}
            {step === last ? (
              <RateSummary values={form.getValues()} contracts={contracts} roomTypes={roomTypes.data ?? []} />
            ) : null}
          </section>
        </Suspense>
        <WizardNav
          step={step}
          saving={saving}
          onRestart={() => void restart()}
          onPrevious={() => go(previousRateStep(step))}
          onNext={() => void next()}
        />
      </Stack>
    </form>
  );
}

/** The three steps; a step already passed can be gone back to. */
function WizardSteps({ step, onBack }: { step: number; onBack(index: number): void }) {
  const { t } = useTranslation();
  return (
    <Stepper
      active={step}
      onStepClick={(index) => (index < step ? onBack(index) : undefined)}
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
  );
}

/** Start again; previous and next within bounds; saving only on the confirmation (spec §4). */
function WizardNav(props: {
  step: number;
  saving: boolean;
  onRestart(): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const last = NEW_RATE_STEPS.length - 1;
  return (
    <Group justify="space-between">
      <Button variant="subtle" color="red" c="red.9" onClick={props.onRestart}>
        {t('rates.wizard.restart')}
      </Button>
      <Group>
        <Button variant="default" onClick={props.onPrevious} disabled={props.step === 0}>
          {t('rates.wizard.previous')}
        </Button>
        <Button variant="light" onClick={props.onNext} disabled={props.step === last}>
          {t('rates.wizard.next')}
        </Button>
        <Button type="submit" disabled={!isRateFinishEnabled(props.step)} loading={props.saving}>
          {t('rates.wizard.finish')}
        </Button>
      </Group>
    </Group>
  );
}
