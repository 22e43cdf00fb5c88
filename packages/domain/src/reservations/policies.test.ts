import { describe, expect, it } from 'vitest';
import { ratePoliciesInputSchema } from './policies.contract.ts';
import {
  type EditedPolicy,
  NO_RATE_POLICIES,
  POLICY_MSG,
  POLICY_OVERRIDES_MAX,
  POLICY_TIERS_MAX,
  policyInForce,
  policyKey,
  type RatePolicies,
  ratePoliciesIssues,
  withoutSource,
} from './policies.ts';
import { quotePenalty } from './rules.ts';

const MADRID = 'Europe/Madrid';
const TOKYO = 'Asia/Tokyo';
const BOUNDS = { first: '2027-01-01', last: '2028-12-31' };

/** 14 days free, then 2 nights from 7 days before, 50 % from 48 h before; the no-show pays all. */
const edited: EditedPolicy = {
  tiers: [
    { deadline: { from: 'before_arrival', days: 7 }, penalty: { nights: 2 } },
    { deadline: { from: 'before_arrival', days: 0, hours: 48 }, penalty: { percent: 50 } },
  ],
  noShow: { percent: 100 },
};
/** A summer override: a fixed 75.50 from 24 hours after the booking. */
const summer: EditedPolicy = {
  tiers: [{ deadline: { from: 'after_booking', hours: 24 }, penalty: { amount: '75.50' } }],
  noShow: { nights: 1 },
};
const policies: RatePolicies = {
  policy: edited,
  overrides: [{ from: '2027-07-01', to: '2027-08-31', policy: summer }],
};

describe('the policy in force for an arrival date', () => {
  it("falls back to the wizard's choice when the rate has no edited policy (existing rates keep working)", () => {
    expect(policyInForce('2027-06-10', 'd2', NO_RATE_POLICIES)).toEqual({
      code: 'd2',
      tiers: [{ deadline: { from: 'before_arrival', days: 2 }, penalty: { nights: 1 } }],
      noShow: { nights: 1 },
      source: 'wizard',
    });
  });

  it("takes the rate's edited policy over the wizard's, and an override over both, range ends included", () => {
    expect(policyInForce('2027-06-30', 'non_refundable', policies)).toMatchObject({
      code: 'custom',
      source: 'rate',
      tiers: edited.tiers,
    });
    expect(policyInForce('2027-07-01', 'non_refundable', policies)).toMatchObject({
      source: 'override',
      tiers: summer.tiers,
    });
    expect(policyInForce('2027-08-31', 'non_refundable', policies).source).toBe('override');
    expect(policyInForce('2027-09-01', 'non_refundable', policies).source).toBe('rate');
    // An override alone (no edited policy): outside its range the wizard's choice is in force.
    const onlyOverride = { policy: null, overrides: policies.overrides };
    expect(policyInForce('2027-06-30', 'd3', onlyOverride)).toMatchObject({ code: 'd3', source: 'wizard' });
    expect(policyInForce('2027-07-15', 'd3', onlyOverride).source).toBe('override');
  });

  it('answers a copy: changing the answer leaves the stored policy alone', () => {
    const found = policyInForce('2027-06-30', 'none', policies);
    found.tiers.pop();
    expect(edited.tiers).toHaveLength(2);
    expect(withoutSource(found)).not.toHaveProperty('source');
  });

  it('keys equal policies equally and different ones differently', () => {
    const a = policyInForce('2027-06-01', 'none', policies);
    const b = policyInForce('2027-06-02', 'none', policies);
    expect(policyKey(a)).toBe(policyKey(b));
    expect(policyKey(a)).not.toBe(policyKey(policyInForce('2027-07-02', 'none', policies)));
    expect(policyKey(policyInForce('2027-06-01', 'd1', NO_RATE_POLICIES))).not.toBe(
      policyKey(policyInForce('2027-06-01', 'd2', NO_RATE_POLICIES)),
    );
  });
});

describe('quoting an edited policy: every deadline and every penalty', () => {
  const booked = new Date('2027-05-01T12:00:00Z');
  const stay = (arrival: string) => ({
    bookedAt: booked,
    stays: [{ arrival, nightPrices: ['120.00', '100.00', '100.00'] }],
  });
  const june = stay('2027-06-10');
  const rate = withoutSource(policyInForce('2027-06-10', 'none', policies));

  it('days before arrival (the hotel’s midnight) cost nights; hours before arrival cost a percentage', () => {
    // Madrid is UTC+2 in June: 7 days before 10 June starts at 2 June 22:00 UTC.
    expect(quotePenalty(rate, june, new Date('2027-06-02T21:59:00Z'), MADRID)).toBe('0.00');
    expect(quotePenalty(rate, june, new Date('2027-06-02T22:00:00Z'), MADRID)).toBe('220.00');
    // 48 hours before the arrival day starts (9 June 22:00 UTC): 7 June 22:00 UTC, half of 320.
    expect(quotePenalty(rate, june, new Date('2027-06-07T21:59:00Z'), MADRID)).toBe('220.00');
    expect(quotePenalty(rate, june, new Date('2027-06-07T22:00:00Z'), MADRID)).toBe('220.00');
    // The highest applying tier wins: 2 nights (220) over 50 % (160).
    const cheapNights = { ...rate, tiers: [rate.tiers[1] as (typeof rate.tiers)[number]] };
    expect(quotePenalty(cheapNights, june, new Date('2027-06-07T22:00:00Z'), MADRID)).toBe('160.00');
    // From the arrival day on, the no-show's 100 %.
    expect(quotePenalty(rate, june, new Date('2027-06-09T22:00:00Z'), MADRID)).toBe('320.00');
  });

  it('hours after booking cost an exact amount, whatever the arrival', () => {
    const july = stay('2027-07-20');
    const override = withoutSource(policyInForce('2027-07-20', 'none', policies));
    expect(quotePenalty(override, july, new Date('2027-05-02T11:59:59Z'), MADRID)).toBe('0.00');
    expect(quotePenalty(override, july, new Date('2027-05-02T12:00:00Z'), MADRID)).toBe('75.50');
    // The no-show of the override: the first night.
    expect(quotePenalty(override, july, new Date('2027-07-19T22:00:00Z'), MADRID)).toBe('120.00');
  });

  it("counts the days in the hotel's time zone", () => {
    // Tokyo is UTC+9: 7 days before 10 June starts at 2 June 15:00 UTC, seven hours before Madrid's.
    expect(quotePenalty(rate, june, new Date('2027-06-02T14:59:00Z'), TOKYO)).toBe('0.00');
    expect(quotePenalty(rate, june, new Date('2027-06-02T15:00:00Z'), TOKYO)).toBe('220.00');
    expect(quotePenalty(rate, june, new Date('2027-06-02T15:00:00Z'), MADRID)).toBe('0.00');
  });
});

describe('validation of what a rate stores', () => {
  it('accepts the policy, its override and a null policy', () => {
    expect(ratePoliciesIssues(policies, BOUNDS)).toEqual([]);
    expect(ratePoliciesIssues(NO_RATE_POLICIES, BOUNDS)).toEqual([]);
    expect(ratePoliciesInputSchema.safeParse(policies).success).toBe(true);
  });

  it('refuses overlapping, reversed and out-of-bounds ranges, naming the override', () => {
    const overlapping: RatePolicies = {
      policy: null,
      overrides: [
        { from: '2027-07-01', to: '2027-07-31', policy: summer },
        { from: '2027-07-31', to: '2027-08-15', policy: summer },
      ],
    };
    expect(ratePoliciesIssues(overlapping, BOUNDS)).toEqual([
      { path: ['overrides', 1, 'from'], message: POLICY_MSG.rangeOverlaps, params: { other: 1 } },
    ]);
    const reversed = { policy: null, overrides: [{ from: '2027-08-02', to: '2027-08-01', policy: summer }] };
    expect(ratePoliciesIssues(reversed, BOUNDS)[0]?.message).toBe(POLICY_MSG.rangeReversed);
    const outside = { policy: null, overrides: [{ from: '2026-12-31', to: '2027-01-05', policy: summer }] };
    expect(ratePoliciesIssues(outside, BOUNDS)[0]).toMatchObject({
      message: POLICY_MSG.rangeOutside,
      params: BOUNDS,
    });
    const notADay = { policy: null, overrides: [{ from: '2027-02-30', to: '2027-03-05', policy: summer }] };
    expect(ratePoliciesIssues(notADay, BOUNDS)[0]?.message).toBe(POLICY_MSG.dateInvalid);
  });

  it('bounds tiers, overrides, percentages, nights and hours', () => {
    const tier = edited.tiers[0] as EditedPolicy['tiers'][number];
    const many: EditedPolicy = { tiers: Array(POLICY_TIERS_MAX + 1).fill(tier), noShow: { nights: 1 } };
    expect(ratePoliciesIssues({ policy: many, overrides: [] }, BOUNDS)[0]?.message).toBe(
      POLICY_MSG.tiersTooMany,
    );
    expect(ratePoliciesInputSchema.safeParse({ policy: many, overrides: [] }).success).toBe(false);
    const overrides = Array.from({ length: POLICY_OVERRIDES_MAX + 1 }, (_, index) => ({
      from: `2027-01-${String(index + 1).padStart(2, '0')}`,
      to: `2027-01-${String(index + 1).padStart(2, '0')}`,
      policy: summer,
    }));
    expect(ratePoliciesIssues({ policy: null, overrides }, BOUNDS)[0]?.message).toBe(
      POLICY_MSG.overridesTooMany,
    );
    const bad = (penalty: unknown) =>
      ratePoliciesIssues(
        { policy: { tiers: [], noShow: penalty as EditedPolicy['noShow'] }, overrides: [] },
        BOUNDS,
      );
    expect(bad({ percent: 100.5 })[0]?.message).toBe(POLICY_MSG.percentRange);
    expect(bad({ percent: 12.345 })[0]?.message).toBe(POLICY_MSG.percentRange);
    expect(bad({ percent: 0 })).toEqual([]);
    expect(bad({ nights: 0 })[0]?.message).toBe(POLICY_MSG.nightsRange);
    const hours = (deadline: unknown) =>
      ratePoliciesIssues(
        {
          policy: {
            tiers: [{ deadline, penalty: { nights: 1 } }] as EditedPolicy['tiers'],
            noShow: { nights: 1 },
          },
          overrides: [],
        },
        BOUNDS,
      );
    expect(hours({ from: 'before_arrival', days: 41, hours: 20 })[0]?.message).toBe(POLICY_MSG.hoursRange);
    expect(hours({ from: 'before_arrival', days: 366 })[0]?.message).toBe(POLICY_MSG.daysRange);
    expect(hours({ from: 'after_booking', hours: 1000 })[0]?.message).toBe(POLICY_MSG.hoursRange);
    expect(hours({ from: 'before_arrival', days: 365 })).toEqual([]);
  });

  it('takes amounts as exact decimal strings only, and one penalty kind at a time', () => {
    const parse = (noShow: unknown) =>
      ratePoliciesInputSchema.safeParse({ policy: { tiers: [], noShow }, overrides: [] });
    expect(parse({ amount: '10.50' }).success).toBe(true);
    expect(parse({ amount: 10.5 }).success).toBe(false);
    expect(parse({ amount: '10.505' }).success).toBe(false);
    expect(parse({ amount: '10', nights: 1 }).success).toBe(false);
    expect(parse({ percent: 101 }).success).toBe(false);
  });
});
