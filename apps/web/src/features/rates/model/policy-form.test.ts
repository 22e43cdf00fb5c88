import { ratePoliciesInputSchema } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { fieldError, formValuesOf, toPoliciesInput } from './policy-form.ts';

const wizard = {
  code: 'd2',
  tiers: [{ deadline: { from: 'before_arrival' as const, days: 2 }, penalty: { nights: 1 } }],
  noShow: { nights: 1 },
};

describe('the cancellation policy form', () => {
  it("starts from the wizard's policy when the rate has none of its own, and sends null for it", () => {
    const values = formValuesOf({ rateId: 1, policy: null, overrides: [], wizard }, 'en');
    expect(values.own).toBe(false);
    expect(values.policy.tiers).toEqual([
      { deadline: 'days_before', count: '2', penalty: { kind: 'nights', value: '1' } },
    ]);
    expect(toPoliciesInput(values, 'en')).toEqual({ policy: null, overrides: [] });
  });

  it('round-trips every deadline and penalty kind, and an override, into what the API takes', () => {
    const policy = {
      tiers: [
        { deadline: { from: 'before_arrival' as const, days: 7 }, penalty: { nights: 2 } },
        { deadline: { from: 'before_arrival' as const, days: 1, hours: 12 }, penalty: { percent: 50 } },
        { deadline: { from: 'after_booking' as const, hours: 24 }, penalty: { amount: '30.50' } },
      ],
      noShow: { percent: 100 },
    };
    const values = formValuesOf(
      {
        rateId: 1,
        policy,
        overrides: [{ from: '2027-08-01', to: '2027-08-31', policy: { tiers: [], noShow: { nights: 1 } } }],
        wizard,
      },
      'en',
    );
    // One day and 12 hours before the arrival is edited as 36 hours.
    expect(values.policy.tiers[1]).toEqual({
      deadline: 'hours_before',
      count: '36',
      penalty: { kind: 'percent', value: '50' },
    });
    const input = toPoliciesInput(values, 'en');
    expect(ratePoliciesInputSchema.parse(input)).toEqual(input);
    expect(input.policy?.tiers[1]?.deadline).toEqual({ from: 'before_arrival', days: 0, hours: 36 });
    expect(input.policy?.tiers[2]).toEqual(policy.tiers[2]);
    expect(input.overrides).toEqual([
      { from: '2027-08-01', to: '2027-08-31', policy: { tiers: [], noShow: { nights: 1 } } },
    ]);
  });

  it('takes a decimal comma in amounts and percentages, and lets the server refuse what is not a number', () => {
    const values = formValuesOf({ rateId: 1, policy: null, overrides: [], wizard }, 'es');
    values.own = true;
    values.policy.noShow = { kind: 'amount', value: ' 12,50 ' };
    values.policy.tiers[0] = {
      deadline: 'hours_after',
      count: 'abc',
      penalty: { kind: 'percent', value: '12,5' },
    };
    const input = toPoliciesInput(values, 'es');
    expect(input.policy?.noShow).toEqual({ amount: '12.50' });
    expect(input.policy?.tiers[0]?.penalty).toEqual({ percent: 12.5 });
    expect(ratePoliciesInputSchema.safeParse(input).success).toBe(false);
  });

  it('shows amounts and percentages in the interface language (issue 34 item 2)', () => {
    const answer = {
      rateId: 1,
      policy: { tiers: [], noShow: { amount: '1234.50' } },
      overrides: [{ from: '2027-08-01', to: '2027-08-31', policy: { tiers: [], noShow: { percent: 12.5 } } }],
      wizard,
    };
    const es = formValuesOf(answer, 'es');
    expect(es.policy.noShow).toEqual({ kind: 'amount', value: '1234,50' });
    expect(es.overrides[0]?.policy.noShow).toEqual({ kind: 'percent', value: '12,5' });
    expect(toPoliciesInput(es, 'es').policy?.noShow).toEqual({ amount: '1234.50' });
    expect(formValuesOf(answer, 'en').policy.noShow).toEqual({ kind: 'amount', value: '1,234.50' });
    expect(toPoliciesInput(formValuesOf(answer, 'en'), 'en').policy?.noShow).toEqual({ amount: '1234.50' });
  });

  it("finds the server's message of a field by its path", () => {
    const errors = { 'overrides.1.from': 'Overlaps override 1', 'policy.tiers.0.penalty.percent': 'Bad' };
    expect(fieldError(errors, 'overrides.1.from')).toBe('Overlaps override 1');
    expect(fieldError(errors, 'policy.tiers.0.penalty')).toBe('Bad');
    expect(fieldError(errors, 'policy.tiers.1.penalty')).toBeUndefined();
  });
});
