import { describe, expect, it } from 'vitest';
import { SCHEDULE_KEY_TYPES } from '../shared/constants.ts';
import { HOTEL_MSG, MSG } from '../shared/messages.ts';
import { scheduleSchema, serviceSelectionSchema } from './contract.ts';
import { SCHEDULE_FIELDS, scheduleOrderProblem } from './rules.ts';

/** The message of a schedule by field ({} when it is accepted); a field with two messages fails. */
function messagesOf(schedule: unknown): Record<string, string> {
  const result = scheduleSchema.safeParse(schedule);
  const issues = result.error?.issues ?? [];
  const paths = issues.map((issue) => issue.path.join('.'));
  expect(new Set(paths).size, `one message per field: ${JSON.stringify(issues)}`).toBe(paths.length);
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const { scheduleIncomplete: incomplete, timeInvalid: badTime } = HOTEL_MSG;
const { scheduleSameTime: sameTime, scheduleOverlap: overlap } = HOTEL_MSG;

describe('schedule key types (spec §3)', () => {
  it('are the six of the spec, each with the times it needs', () => {
    expect(SCHEDULE_KEY_TYPES).toEqual([
      'ANY_TIME',
      'FROM_TIME',
      'BETWEEN_TWO_HOURS',
      'AT_TIME',
      'TO_TIME',
      'SPLIT_TIME',
    ]);
    expect(SCHEDULE_FIELDS).toEqual({
      ANY_TIME: [],
      FROM_TIME: ['from'],
      BETWEEN_TWO_HOURS: ['from', 'to'],
      AT_TIME: ['from'],
      TO_TIME: ['to'],
      SPLIT_TIME: ['from', 'to', 'from2', 'to2'],
    });
  });

  const valid = {
    ANY_TIME: { type: 'ANY_TIME' },
    FROM_TIME: { type: 'FROM_TIME', from: '07:30' },
    BETWEEN_TWO_HOURS: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' },
    AT_TIME: { type: 'AT_TIME', from: '21:00' },
    TO_TIME: { type: 'TO_TIME', to: '12:00' },
    SPLIT_TIME: { type: 'SPLIT_TIME', from: '08:00', to: '14:00', from2: '17:00', to2: '23:30' },
  } as const;

  it.each(SCHEDULE_KEY_TYPES)('%s: the valid shape is accepted as given', (type) => {
    expect(scheduleSchema.parse(valid[type])).toEqual(valid[type]);
  });

  it.each(SCHEDULE_KEY_TYPES.filter((type) => SCHEDULE_FIELDS[type].length > 0))(
    '%s: each time it needs is required, missing or empty',
    (type) => {
      const fields = SCHEDULE_FIELDS[type];
      expect(messagesOf({ type })).toEqual(Object.fromEntries(fields.map((field) => [field, incomplete])));
      for (const field of fields) {
        const { [field]: _left, ...without } = valid[type] as Record<string, string>;
        expect(messagesOf(without), `${type} without ${field}`).toEqual({ [field]: incomplete });
        expect(messagesOf({ ...valid[type], [field]: '' }), `${type} with ${field} empty`).toEqual({
          [field]: MSG.required,
        });
      }
    },
  );

  it.each(
    SCHEDULE_KEY_TYPES.flatMap((type) =>
      SCHEDULE_FIELDS[type].flatMap((field) =>
        ['8:00', '24:00', '12:60', '12:5', '12h30', '12:30:00', ' 12:30', 'noon'].map(
          (time) => [type, field, time] as const,
        ),
      ),
    ),
  )('%s: %s = %j is refused as a bad time', (type, field, time) => {
    expect(messagesOf({ ...valid[type], [field]: time })).toEqual({ [field]: badTime });
  });

  it('takes the whole day round, 00:00 to 23:59', () => {
    expect(messagesOf({ type: 'BETWEEN_TWO_HOURS', from: '00:00', to: '23:59' })).toEqual({});
    expect(messagesOf({ type: 'AT_TIME', from: '00:00' })).toEqual({});
  });

  describe('times of another type', () => {
    it.each(SCHEDULE_KEY_TYPES)(
      '%s: times it does not need are kept (the form may switch type back) and never ordered',
      (type) => {
        // Equal or backwards times, which a range would refuse, in the fields this type does not read.
        const others = { from: '10:00', to: '10:00', from2: '09:00', to2: '09:00' };
        const schedule = { ...others, ...valid[type] };
        expect(scheduleSchema.parse(schedule)).toEqual(schedule);
      },
    );

    it('are still checked for their format', () => {
      expect(messagesOf({ type: 'ANY_TIME', from: '25:00' })).toEqual({ from: badTime });
      expect(messagesOf({ ...valid.TO_TIME, from2: 'later' })).toEqual({ from2: badTime });
    });

    it('an unknown key or type is refused', () => {
      expect(messagesOf({ ...valid.FROM_TIME, until: '10:00' })).toEqual({ '': 'Unrecognized key: "until"' });
      expect(messagesOf({ type: 'SOMETIMES' })).toEqual({ type: MSG.invalidValue });
      expect(messagesOf({ from: '10:00' })).toEqual({ type: MSG.invalidValue });
    });
  });

  describe('order of the times of BETWEEN_TWO_HOURS', () => {
    it.each([
      ['08:00', '22:00', {}],
      ['08:00', '08:01', {}],
      ['18:00', '02:00', {}], // a bar open past midnight
      ['23:59', '00:00', {}],
      ['08:00', '08:00', { to: sameTime }],
      ['00:00', '00:00', { to: sameTime }],
    ])('from %s to %s → %j', (from, to, expected) => {
      expect(messagesOf({ type: 'BETWEEN_TWO_HOURS', from, to })).toEqual(expected);
    });
  });

  describe('order of the times of SPLIT_TIME', () => {
    it.each([
      [['08:00', '14:00', '17:00', '23:30'], {}],
      [['08:00', '14:00', '14:01', '16:00'], {}],
      [['12:00', '15:00', '19:00', '01:00'], {}], // the evening period ends past midnight
      [['22:00', '02:00', '10:00', '14:00'], {}], // night and day periods
      [['08:00', '14:00', '20:00', '07:59'], {}],
      [['08:00', '08:00', '17:00', '23:00'], { to: sameTime }],
      [['08:00', '14:00', '17:00', '17:00'], { to2: sameTime }],
      [['08:00', '14:00', '14:00', '18:00'], { from2: overlap }], // the second starts as the first ends
      [['08:00', '14:00', '12:00', '18:00'], { from2: overlap }], // the second starts inside the first
      [['08:00', '14:00', '08:00', '18:00'], { from2: overlap }],
      [['17:00', '23:00', '08:00', '14:00'], {}], // periods given evening first: still in order round the clock
      [['14:00', '08:00', '17:00', '23:00'], { from2: overlap }], // the first period typed backwards
      [['08:00', '14:00', '20:00', '09:00'], { to2: overlap }], // the second runs into the first
      [['08:00', '14:00', '20:00', '08:00'], { to2: overlap }],
    ])('%j → %j', ([from, to, from2, to2], expected) => {
      expect(messagesOf({ type: 'SPLIT_TIME', from, to, from2, to2 })).toEqual(expected);
    });
  });

  it('orders nothing when times are missing or unreadable (their own messages say why)', () => {
    expect(scheduleOrderProblem({ type: 'BETWEEN_TWO_HOURS', from: '08:00' })).toBeUndefined();
    expect(
      scheduleOrderProblem({ type: 'SPLIT_TIME', from: '08:00', to: 'x', from2: '08:00' }),
    ).toBeUndefined();
    expect(messagesOf({ type: 'SPLIT_TIME', from: '08:00', to: '08:00', from2: '09:00' })).toEqual({
      to2: incomplete,
    });
  });

  it('puts the messages under the service in a selection', () => {
    const result = serviceSelectionSchema.safeParse({
      service: 3,
      schedule: { type: 'BETWEEN_TWO_HOURS', from: '09:00', to: '09:00' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['schedule.to', sameTime],
    ]);
  });
});
