import { STAFF_MSG, STAFF_REASON_MAX, WIZARD_STEPS, type WizardStepKey } from '@hotel/domain';
import { Alert, Button, Checkbox, Fieldset, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useReturnContract } from '../api/review.ts';

/** The steps staff may return: the room detail belongs to Rooms, as in the owner's stepper. */
export const RETURNABLE_STEPS = WIZARD_STEPS.filter((step) => step.key !== 'room').map((step) => step.key);

interface Props {
  hotelId: number;
  /** Steps ticked when the form opens (those changed since the last approval are a likely start: none by default). */
  initial?: WizardStepKey[];
  onReturned(): void;
  onCancel(): void;
}

type Reasons = Partial<Record<WizardStepKey, string>>;

/**
 * "Devolver": staff tick the steps to reopen and write the reason of each (1–2000 characters),
 * shown to the owner on that step. The server's 400s land on the fields they name
 * (`steps.<i>.reason` is the i-th ticked step).
 */
export function ReturnForm({ hotelId, initial = [], onReturned, onCancel }: Props) {
  const { t } = useTranslation();
  const send = useReturnContract(hotelId);
  const [ticked, setTicked] = useState<WizardStepKey[]>(initial);
  const [reasons, setReasons] = useState<Reasons>({});
  const [errors, setErrors] = useState<Reasons>({});
  const [formError, setFormError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const chosen = RETURNABLE_STEPS.filter((step) => ticked.includes(step));

  function toggle(step: WizardStepKey, on: boolean) {
    setTicked((current) => (on ? [...current, step] : current.filter((item) => item !== step)));
    setErrors((current) => ({ ...current, [step]: undefined }));
    setFormError(undefined);
  }

  function validate(): Reasons {
    const found: Reasons = {};
    for (const step of chosen) {
      const reason = (reasons[step] ?? '').trim();
      if (reason === '') found[step] = t('errors.required');
      else if (reason.length > STAFF_REASON_MAX)
        found[step] = t('errors.too_long', { max: STAFF_REASON_MAX });
    }
    return found;
  }

  function focusFirstError() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (chosen.length === 0) {
      setErrors({});
      setFormError(t(STAFF_MSG.stepsRequired));
      return;
    }
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      await send.mutateAsync({
        steps: chosen.map((step) => ({ step, reason: (reasons[step] ?? '').trim() })),
      });
      onReturned();
    } catch (error) {
      placeServerErrors(error);
    }
  }

  function placeServerErrors(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFormError(t('errors.service_unavailable'));
      return;
    }
    const placed: Reasons = {};
    const unplaced: string[] = [];
    for (const [field, message] of error.fieldErrors) {
      const match = /^steps\.(\d+)(\.|$)/.exec(field);
      const step = match ? chosen[Number(match[1])] : undefined;
      if (step) placed[step] ??= message;
      else unplaced.push(message);
    }
    setErrors(placed);
    setFormError(
      error.messages('non_field_errors')[0] ??
        unplaced[0] ??
        (Object.keys(placed).length ? undefined : error.message),
    );
    if (Object.keys(placed).length > 0) focusFirstError();
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="return-form-title"
      data-testid="return-form"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="return-form-title" ref={headingRef} tabIndex={-1}>
          {t('staff.review.return.title')}
        </Title>
        <Text size="sm">{t('staff.review.return.intro')}</Text>
        {formError ? (
          <Alert color="red" role="alert" data-testid="return-error">
            {formError}
          </Alert>
        ) : null}
        <Fieldset legend={t('staff.review.return.steps')} variant="unstyled">
          <Stack gap="sm">
            {RETURNABLE_STEPS.map((step) => (
              <StepToReturn
                key={step}
                step={step}
                ticked={ticked.includes(step)}
                reason={reasons[step] ?? ''}
                error={errors[step]}
                onTick={(on) => toggle(step, on)}
                onReason={(value) => setReasons((current) => ({ ...current, [step]: value }))}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={send.isPending}>
            {t('staff.review.return.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A step staff may tick, with the reason to write once it is ticked. */
function StepToReturn({
  step,
  ticked,
  reason,
  error,
  onTick,
  onReason,
}: {
  step: WizardStepKey;
  ticked: boolean;
  reason: string;
  error: string | undefined;
  onTick(on: boolean): void;
  onReason(reason: string): void;
}) {
  const { t } = useTranslation();
  const stepName = t(`nav.${step}`);
  return (
    <Stack gap={6}>
      <Checkbox
        label={stepName}
        checked={ticked}
        onChange={(event) => onTick(event.currentTarget.checked)}
        data-testid={`return-step-${step}`}
      />
      {ticked ? (
        <Textarea
          label={t('staff.review.return.reason', { step: stepName })}
          required
          autosize
          minRows={2}
          maxRows={8}
          maxLength={STAFF_REASON_MAX}
          value={reason}
          onChange={(event) => onReason(event.currentTarget.value)}
          description={t('staff.counter', {
            count: reason.length,
            max: STAFF_REASON_MAX,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error}
          ml={{ base: 0, xs: 'xl' }}
          data-testid={`return-reason-${step}`}
        />
      ) : null}
    </Stack>
  );
}
