import {
  backPath,
  type HotelSnapshot,
  WIZARD_STEPS,
  type WizardStepKey,
  wizardProgress,
} from '@hotel/domain';
import { Anchor, CheckIcon, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** The steps shown in the indicator: the room detail (step 6) is hidden from the breadcrumb. */
const VISIBLE_STEPS = WIZARD_STEPS.filter((step) => step.key !== 'room');

interface Props {
  step: WizardStepKey;
  hotelName: string;
  snapshot: HotelSnapshot;
  children: ReactNode;
}

/**
 * A wizard step's frame: the hotel, the step indicator with the steps already complete, the
 * progress, and the back link (next happens on save).
 */
export function WizardFrame({ step, hotelName, snapshot, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const progress = wizardProgress(snapshot);
  const current = VISIBLE_STEPS.findIndex((item) => item.key === (step === 'room' ? 'rooms' : step));
  const back = backPath(step, { roomsLocked: snapshot.rooms_locked });

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
          return (
            <Stepper.Step
              key={item.key}
              label={t(`nav.${item.key}`)}
              // Mantine ticks only the steps before the active one; a complete step after it (a
              // resumed or revisited hotel) shows its tick too, as its accessible name says.
              icon={
                index > current && complete ? (
                  <CheckIcon size={10} aria-hidden />
                ) : (
                  <span aria-hidden>{index + 1}</span>
                )
              }
              completedIcon={complete ? undefined : <span aria-hidden>•</span>}
              color={complete ? 'teal.8' : undefined}
              aria-label={`${showsNumber ? `${index + 1} ` : ''}${t(`nav.${item.key}`)}${complete ? ` (${t('wizard.complete')})` : ''}`}
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
