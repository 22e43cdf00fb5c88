import {
  backPath,
  type HotelSnapshot,
  WIZARD_STEPS,
  type WizardStepKey,
  wizardProgress,
} from '@hotel/domain';
import { Alert, Anchor, CheckIcon, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** The steps shown in the indicator: the room detail (step 6) is hidden from the breadcrumb. */
const VISIBLE_STEPS = WIZARD_STEPS.filter((step) => step.key !== 'room');

/** A step staff returned with their reason (issue 16): the contract answer's `returned_steps`. */
export interface ReturnedStep {
  step: string;
  reason: string;
}

interface Props {
  step: WizardStepKey;
  hotelName: string;
  snapshot: HotelSnapshot;
  /** While the contract is returned: the reopened steps, marked in the stepper and on their page. */
  returned?: readonly ReturnedStep[];
  children: ReactNode;
}

/**
 * A wizard step's frame: the hotel, the step indicator with the steps already complete, the
 * progress, and the back link (next happens on save).
 */
export function WizardFrame({ step, hotelName, snapshot, returned = [], children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const progress = wizardProgress(snapshot);
  const shownStep = step === 'room' ? 'rooms' : step;
  const current = VISIBLE_STEPS.findIndex((item) => item.key === shownStep);
  const back = backPath(step, { roomsLocked: snapshot.rooms_locked });
  const reasonOf = (key: string) => returned.find((item) => item.step === key)?.reason;
  // A room's page belongs to Rooms: a return of either shows there.
  const pageReasons = returned.filter((item) => item.step === step || item.step === shownStep);

  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed">
          {hotelName}
        </Text>
        <Title order={1} size="h2">
          {t(`nav.${step}`)}
        </Title>
      </div>
      {pageReasons.map((item) => (
        <Alert
          key={item.step}
          color="red"
          variant="light"
          icon={<span aria-hidden>↩</span>}
          data-testid="returned-alert"
        >
          <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
            {t('wizard.returned.reason', { reason: item.reason })}
          </Text>
          <Text size="sm" mt={4}>
            {t('wizard.returned.hint')}
          </Text>
        </Alert>
      ))}
      <Stepper
        active={current}
        size="xs"
        aria-label={t('wizard.steps')}
        allowNextStepsSelect
        onStepClick={(index) => {
          const target = VISIBLE_STEPS[index];
          if (target) navigate(target.path);
        }}
      >
        {VISIBLE_STEPS.map((item, index) => {
          const complete = progress.completed.includes(item.key);
          // The active step and the steps after it that are not ticked show their number. The
          // accessible name starts with it then ("7 Fotos"), so that it contains what is seen and a
          // speech user can say it (WCAG 2.5.3, label in name); the number itself is hidden from
          // assistive technology, which reads it in the name. (axe still reports these buttons:
          // it joins the number and the label, adjacent spans, into "7Fotos".)
          const showsNumber = index === current || (index > current && !complete);
          const isReturned = reasonOf(item.key) !== undefined;
          const name = `${showsNumber ? `${index + 1} ` : ''}${t(`nav.${item.key}`)}`;
          const states = [
            ...(isReturned ? [t('wizard.returned.marker')] : []),
            ...(complete ? [t('wizard.complete')] : []),
          ];
          return (
            <Stepper.Step
              key={item.key}
              label={t(`nav.${item.key}`)}
              description={
                isReturned ? (
                  <Text span size="xs" c="red.9" fw={600} aria-hidden data-testid="returned-marker">
                    ↩ {t('wizard.returned.marker')}
                  </Text>
                ) : undefined
              }
              // Mantine ticks only the steps before the active one; a complete step after it (a
              // resumed or revisited hotel) shows its tick too, as its accessible name says. A
              // returned step shows the return sign instead, in red.
              icon={
                isReturned ? (
                  <span aria-hidden>↩</span>
                ) : index > current && complete ? (
                  <CheckIcon size={10} aria-hidden />
                ) : (
                  <span aria-hidden>{index + 1}</span>
                )
              }
              completedIcon={
                isReturned ? <span aria-hidden>↩</span> : complete ? undefined : <span aria-hidden>•</span>
              }
              color={isReturned ? 'red.9' : complete ? 'teal.8' : undefined}
              aria-label={states.length > 0 ? `${name} (${states.join(', ')})` : name}
            />
          );
        })}
      </Stepper>
      <Group gap="xs" wrap="nowrap">
        <Progress value={progress.percent} w="100%" aria-label={t('wizard.progress')} color="teal.8" />
        <Text size="sm" fw={600} data-testid="wizard-percent">
          {progress.percent}%
        </Text>
      </Group>
      {children}
      {back ? (
        <Anchor component={Link} to={back} size="sm">
          ← {t('wizard.back')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
