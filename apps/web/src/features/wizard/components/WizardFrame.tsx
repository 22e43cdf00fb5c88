import {
  backPath,
  CONTRACT_STEP_PATH,
  type HotelSnapshot,
  nextIncompleteRoomId,
  nextPath,
  type ProgressView,
  type WizardStepKey,
} from '@hotel/domain';
import { Alert, Anchor, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { ProgressWhy } from './ProgressWhy.tsx';
import { WizardStepper } from './WizardStepper.tsx';

/** A step staff returned with their reason (issue 16): the contract answer's `returned_steps`. */
export interface ReturnedStep {
  step: string;
  reason: string;
}

interface Props {
  step: WizardStepKey;
  hotelName: string;
  snapshot: HotelSnapshot;
  /**
   * The hotel's progress as the hotel list answers it (decision 031, issue 34 item 12): the same
   * answer the sidebar shows, never a figure of the frame's own.
   */
  progress: ProgressView;
  /** While the contract is returned: the reopened steps, marked in the stepper and on their page. */
  returned?: readonly ReturnedStep[];
  children: ReactNode;
}

/**
 * Where the frame's forward link leads without saving (issue 19): the step a save would lead to
 * (the next incomplete room from the room steps), and the contract step after Opinions.
 */
function useForwardPath(step: WizardStepKey, snapshot: HotelSnapshot): string | null {
  const { roomId } = useParams();
  if (step === 'opinions') return CONTRACT_STEP_PATH;
  const after = step === 'room' && roomId ? Number(roomId) : null;
  return nextPath(step, {
    roomsLocked: snapshot.rooms_locked,
    nextIncompleteRoomId: nextIncompleteRoomId(snapshot.rooms, after),
  });
}

/**
 * A wizard step's frame: the hotel, the step indicator with the steps already complete, the
 * progress, the back link, and a forward link to move on without saving (saving moves on too).
 */
export function WizardFrame({ step, hotelName, snapshot, progress, returned = [], children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shownStep = step === 'room' ? 'rooms' : step;
  const back = backPath(step, { roomsLocked: snapshot.rooms_locked });
  const forward = useForwardPath(step, snapshot);
  // Any input in the step marks it changed: moving on without saving then asks first.
  const [changed, setChanged] = useState(false);
  async function moveOn() {
    if (!forward) return;
    if (changed && !(await confirm(t, t('wizard.unsaved_confirm')))) return;
    navigate(forward);
  }
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
      <WizardStepper step={step} progress={progress} returnedSteps={returned.map((item) => item.step)} />
      <Group gap="xs" wrap="nowrap">
        <Progress value={progress.percent} w="100%" aria-label={t('wizard.progress')} color="teal.8" />
        <Text size="sm" fw={600} data-testid="wizard-percent">
          {progress.percent}%
        </Text>
      </Group>
      <ProgressWhy progress={progress} />
      <div onInput={() => setChanged(true)} onChange={() => setChanged(true)}>
        {children}
      </div>
      <Group justify="space-between" gap="sm">
        {back ? (
          <Anchor component={Link} to={back} size="sm">
            ← {t('wizard.back')}
          </Anchor>
        ) : (
          <span />
        )}
        {forward ? (
          <Anchor component="button" type="button" size="sm" onClick={moveOn} data-testid="wizard-next">
            {t('wizard.next')} →
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
