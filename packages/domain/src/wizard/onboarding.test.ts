import { describe, expect, it } from 'vitest';
import { hotelNextAction, type NextActionInput } from './onboarding.ts';
import { WIZARD_STEPS } from './rules.ts';

const ALL = WIZARD_STEPS.map((step) => step.key);

function hotel(overrides: Partial<NextActionInput> = {}): NextActionInput {
  return {
    contract_status: 'none',
    verified: true,
    rooms_locked: false,
    resume: null,
    progress: { completed: ALL },
    ...overrides,
  };
}

const steps = (done: readonly string[]) =>
  ALL.map((key) => ({ key, state: done.includes(key) ? 'complete' : 'not_reviewed' }));

describe('hotelNextAction (issue 19)', () => {
  it.each<[string, Partial<NextActionInput>, ReturnType<typeof hotelNextAction>]>([
    [
      'a new hotel: complete the basic data',
      { resume: { step: 'basic', path: '/basic' }, progress: { completed: [] } },
      { kind: 'step', step: 'basic', path: '/basic' },
    ],
    [
      'an invalid room: that room',
      { resume: { step: 'room', path: '/room/7' }, progress: { completed: ['basic', 'ubication'] } },
      { kind: 'step', step: 'room', path: '/room/7' },
    ],
    [
      'valid but photos not done: upload photos',
      { progress: { completed: [], steps: steps(ALL.filter((key) => key !== 'photos')) } },
      { kind: 'step', step: 'photos', path: '/photos' },
    ],
    [
      'not reviewed, by the completed list when there are no step states',
      { progress: { completed: ['basic', 'ubication'] } },
      { kind: 'step', step: 'accesibility', path: '/accesibility' },
    ],
    [
      'a room detail not reviewed opens the room types',
      { progress: { completed: ALL.filter((key) => key !== 'room') } },
      { kind: 'step', step: 'room', path: '/rooms' },
    ],
    [
      'rooms locked: their steps are skipped',
      { rooms_locked: true, progress: { completed: ALL.filter((key) => key !== 'rooms' && key !== 'room') } },
      { kind: 'send_contract', step: null, path: '/dash/contract' },
    ],
    [
      'all done and verified: send the contract',
      {},
      { kind: 'send_contract', step: null, path: '/dash/contract' },
    ],
    [
      'all done, claim not verified: wait for staff',
      { verified: false },
      { kind: 'awaiting_verification', step: null, path: null },
    ],
    [
      'sent: in review',
      { contract_status: 'sent' },
      { kind: 'in_review', step: null, path: '/dash/contract' },
    ],
    [
      'sent wins over an undone step',
      { contract_status: 'sent', resume: { step: 'basic', path: '/basic' } },
      { kind: 'in_review', step: null, path: '/dash/contract' },
    ],
    ['approved', { contract_status: 'approved' }, { kind: 'approved', step: null, path: '/basic' }],
    [
      'returned: the first step to redo',
      { contract_status: 'returned', resume: { step: 'ubication', path: '/ubication' } },
      { kind: 'returned', step: null, path: '/ubication' },
    ],
    [
      'returned with every step valid: the contract step',
      { contract_status: 'returned' },
      { kind: 'returned', step: null, path: '/dash/contract' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(hotelNextAction(hotel(overrides))).toEqual(expected);
  });
});
