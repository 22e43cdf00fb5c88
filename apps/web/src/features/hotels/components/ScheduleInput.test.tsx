import { describe, expect, it } from 'vitest';
import { checkSelection, draftOf, EMPTY_SCHEDULE } from './ScheduleInput.tsx';

describe('checkSelection', () => {
  it('sends only the times the schedule type needs', () => {
    const draft = { type: 'FROM_TIME' as const, from: '08:00', to: '22:00', from2: '', to2: '13:00' };
    expect(checkSelection(7, draft)).toEqual({
      selection: { service: 7, schedule: { type: 'FROM_TIME', from: '08:00' } },
    });
    expect(checkSelection(7, EMPTY_SCHEDULE)).toEqual({
      selection: { service: 7, schedule: { type: 'ANY_TIME' } },
    });
  });

  it('answers the message key of each missing or malformed time', () => {
    expect(checkSelection(7, { ...EMPTY_SCHEDULE, type: 'BETWEEN_TWO_HOURS', from: '09:00' })).toEqual({
      errors: { to: 'errors.schedule_incomplete' },
    });
    expect(
      checkSelection(7, { ...EMPTY_SCHEDULE, type: 'SPLIT_TIME', from: '9', to: '13:00', to2: '20:00' }),
    ).toEqual({
      errors: { from: 'errors.time_invalid', from2: 'errors.schedule_incomplete' },
    });
  });

  it('round-trips a saved schedule', () => {
    expect(draftOf({ type: 'AT_TIME', from: '10:30' })).toEqual({
      type: 'AT_TIME',
      from: '10:30',
      to: '',
      from2: '',
      to2: '',
    });
  });
});
