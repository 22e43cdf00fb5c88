/**
 * Onboarding as one path (issue 19): what each hotel of the user needs next, for the dashboard
 * home's list. Pure, shared by the web (and any caller of the hotel list).
 */
import type { ContractStatus } from '../contracts/rules.ts';
import { CONTRACT_STEP_PATH, WIZARD_STEPS, type WizardStepKey } from './rules.ts';

/**
 * - `step`: a wizard step still to do (invalid by the spec's rules, or not reviewed yet), with
 *   the path that opens it;
 * - `returned`: staff sent the contract back; `in_review`: sent, staff have it; `approved`;
 * - `awaiting_verification`: everything done, but staff have not verified the claim, so the
 *   contract cannot be sent yet (decision 027); `send_contract`: ready to send.
 */
export type NextActionKind =
  | 'step'
  | 'returned'
  | 'in_review'
  | 'approved'
  | 'awaiting_verification'
  | 'send_contract';

export interface NextAction {
  kind: NextActionKind;
  /** The step to do, for `step`. */
  step: WizardStepKey | null;
  /** Where the action is done; null when there is nothing for the user to do. */
  path: string | null;
}

/** What the rule reads of a hotel of the list (GET /api/hotel/). */
export interface NextActionInput {
  contract_status: ContractStatus;
  verified: boolean;
  rooms_locked: boolean;
  resume: { step: string; path: string } | null;
  progress: { completed: readonly string[]; steps?: readonly { key: string; state: string }[] };
}

const STEP_KEYS = new Set<string>(WIZARD_STEPS.map((step) => step.key));
const isStepKey = (key: string): key is WizardStepKey => STEP_KEYS.has(key);

/** Where a step opens; a room detail needs a room, so the room types list stands for it. */
function stepPath(key: WizardStepKey): string {
  return key === 'room' ? '/rooms' : (WIZARD_STEPS.find((step) => step.key === key)?.path ?? '/basic');
}

/** The first step, in wizard order, that does not count as done yet (rooms skipped when locked). */
function firstUndoneStep(hotel: NextActionInput): WizardStepKey | null {
  const done = hotel.progress.steps
    ? new Set(hotel.progress.steps.filter((step) => step.state === 'complete').map((step) => step.key))
    : new Set(hotel.progress.completed);
  for (const { key } of WIZARD_STEPS) {
    if (hotel.rooms_locked && (key === 'rooms' || key === 'room')) continue;
    if (!done.has(key)) return key;
  }
  return null;
}

/**
 * The hotel's next action, first that applies: approved; in review (sent); returned by staff (to
 * the first step to redo, else the contract step); the first invalid step (where the wizard
 * resumes); the first step not done yet; waiting for staff to verify the claim; send the contract.
 */
export function hotelNextAction(hotel: NextActionInput): NextAction {
  if (hotel.contract_status === 'approved') return { kind: 'approved', step: null, path: '/basic' };
  if (hotel.contract_status === 'sent') return { kind: 'in_review', step: null, path: CONTRACT_STEP_PATH };
  if (hotel.contract_status === 'returned')
    return { kind: 'returned', step: null, path: hotel.resume?.path ?? CONTRACT_STEP_PATH };
  if (hotel.resume && isStepKey(hotel.resume.step))
    return { kind: 'step', step: hotel.resume.step, path: hotel.resume.path };
  const undone = firstUndoneStep(hotel);
  if (undone) return { kind: 'step', step: undone, path: stepPath(undone) };
  if (!hotel.verified) return { kind: 'awaiting_verification', step: null, path: null };
  return { kind: 'send_contract', step: null, path: CONTRACT_STEP_PATH };
}
