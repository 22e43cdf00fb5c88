/**
 * Cancellation policies edited per rate, with date overrides (issue 32 item 3, decision 056).
 * A rate's policy in force for an arrival date is: the override whose range holds that date; else
 * the policy the hotel edited for the rate; else the one derived from the new-rate wizard's
 * choice (`cancellationPolicyOf`), so rates that were never edited keep their terms. Pure and
 * without zod: the schemas are in policies.contract.ts.
 */

import { toCents } from '../rates/money.ts';
import type { CancellationPolicy } from '../rates/rules.ts';
import {
  cancellationPolicyOf,
  daysBetween,
  type PolicyPenalty,
  type PolicyTier,
  STAY_NIGHTS_MAX,
  type StructuredCancellationPolicy,
} from './rules.ts';

/** Message keys (packages/i18n/locales/<lang>/rates.json, `policies.errors`). */
export const POLICY_MSG = {
  tiersTooMany: 'rates.policies.errors.tiers_too_many',
  overridesTooMany: 'rates.policies.errors.overrides_too_many',
  percentRange: 'rates.policies.errors.percent_range',
  nightsRange: 'rates.policies.errors.nights_range',
  daysRange: 'rates.policies.errors.days_range',
  hoursRange: 'rates.policies.errors.hours_range',
  dateInvalid: 'rates.policies.errors.date_invalid',
  rangeReversed: 'rates.policies.errors.range_reversed',
  rangeOutside: 'rates.policies.errors.range_outside',
  rangeOverlaps: 'rates.policies.errors.range_overlaps',
  penaltyKind: 'rates.policies.errors.penalty_kind',
} as const;

/** At most this many tiers a policy (the editor shows them all; OTA sends one CancelPenalty each). */
export const POLICY_TIERS_MAX = 6;
/** At most this many date overrides a rate. */
export const POLICY_OVERRIDES_MAX = 24;
/** A deadline is at most a year of days before the arrival. */
export const POLICY_DAYS_MAX = 365;
/**
 * A deadline in hours (before the arrival, days included, or after the booking) is at most this:
 * OTA's `OffsetUnitMultiplier` is a Numeric0to999.
 */
export const POLICY_HOURS_MAX = 999;
/** A penalty of nights is at most the longest stay. */
export const POLICY_NIGHTS_MAX = STAY_NIGHTS_MAX;

/** A policy as the hotel edits it: the tiers and the no-show's penalty. */
export interface EditedPolicy {
  tiers: PolicyTier[];
  noShow: PolicyPenalty;
}

/** A policy for the arrivals from `from` to `to` (ISO days, inclusive). */
export interface PolicyOverride {
  from: string;
  to: string;
  policy: EditedPolicy;
}

/** What a rate stores: its edited policy (null: the wizard's) and its date overrides. */
export interface RatePolicies {
  policy: EditedPolicy | null;
  overrides: PolicyOverride[];
}

export const NO_RATE_POLICIES: RatePolicies = { policy: null, overrides: [] };

/** Where the policy in force comes from. */
export type PolicySource = 'override' | 'rate' | 'wizard';

/**
 * The policy in force for a stay arriving on `arrival` (ISO): the override holding the date wins;
 * else the rate's edited policy; else the wizard's choice. Edited policies carry the code `custom`.
 */
export function policyInForce(
  arrival: string,
  wizard: CancellationPolicy,
  policies: RatePolicies,
): StructuredCancellationPolicy & { source: PolicySource } {
  // ISO days sort as text: a range holds the date when from <= arrival <= to.
  const override = policies.overrides.find((entry) => entry.from <= arrival && arrival <= entry.to);
  if (override) return { code: 'custom', ...clonePolicy(override.policy), source: 'override' };
  if (policies.policy) return { code: 'custom', ...clonePolicy(policies.policy), source: 'rate' };
  return { ...cancellationPolicyOf(wizard), source: 'wizard' };
}

/** The policy without where it came from (what a reservation's snapshot keeps). */
export function withoutSource(
  policy: StructuredCancellationPolicy & { source?: PolicySource },
): StructuredCancellationPolicy {
  const { source: _source, ...rest } = policy;
  return rest;
}

function clonePolicy(policy: EditedPolicy): EditedPolicy {
  return {
    tiers: policy.tiers.map((tier) => ({ deadline: { ...tier.deadline }, penalty: { ...tier.penalty } })),
    noShow: { ...policy.noShow },
  };
}

/** A key equal for equal policies (to fold days with the same policy into ranges). */
export function policyKey(policy: StructuredCancellationPolicy): string {
  const deadline = (tier: PolicyTier) =>
    tier.deadline.from === 'after_booking'
      ? `b${tier.deadline.hours}`
      : `a${tier.deadline.days}h${tier.deadline.hours ?? 0}`;
  const penalty = (value: PolicyPenalty) =>
    'nights' in value ? `n${value.nights}` : 'percent' in value ? `p${value.percent}` : `m${value.amount}`;
  return `${policy.code}|${policy.tiers.map((tier) => `${deadline(tier)}:${penalty(tier.penalty)}`).join(',')}|${penalty(policy.noShow)}`;
}

/** A validation issue: where (a path in the body) and a message key with its values. */
export interface PolicyIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

/** Whether a percentage is 0..100 with at most two decimals. */
export function percentValid(percent: number): boolean {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return false;
  const hundredths = percent * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/** The issues of one penalty (the zod schema checked the shapes). */
function penaltyIssues(penalty: PolicyPenalty, path: (string | number)[]): PolicyIssue[] {
  if ('nights' in penalty) {
    return Number.isInteger(penalty.nights) && penalty.nights >= 1 && penalty.nights <= POLICY_NIGHTS_MAX
      ? []
      : [{ path: [...path, 'nights'], message: POLICY_MSG.nightsRange, params: { max: POLICY_NIGHTS_MAX } }];
  }
  if ('percent' in penalty)
    return percentValid(penalty.percent)
      ? []
      : [{ path: [...path, 'percent'], message: POLICY_MSG.percentRange }];
  return toCents(penalty.amount) === null
    ? [{ path: [...path, 'amount'], message: POLICY_MSG.penaltyKind }]
    : [];
}

/** The rules of a policy the shapes cannot say: bounded tiers, days, hours, nights and percentages. */
export function policyIssues(policy: EditedPolicy, path: (string | number)[] = []): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  if (policy.tiers.length > POLICY_TIERS_MAX)
    issues.push({
      path: [...path, 'tiers'],
      message: POLICY_MSG.tiersTooMany,
      params: { max: POLICY_TIERS_MAX },
    });
  policy.tiers.forEach((tier, index) => {
    const at = [...path, 'tiers', index];
    const { deadline } = tier;
    if (deadline.from === 'before_arrival') {
      if (!Number.isInteger(deadline.days) || deadline.days < 0 || deadline.days > POLICY_DAYS_MAX)
        issues.push({
          path: [...at, 'deadline', 'days'],
          message: POLICY_MSG.daysRange,
          params: { max: POLICY_DAYS_MAX },
        });
      const hours = deadline.hours ?? 0;
      // With hours, the whole offset travels in hours (OTA's multiplier is at most 999).
      if (
        !Number.isInteger(hours) ||
        hours < 0 ||
        (hours > 0 && deadline.days * 24 + hours > POLICY_HOURS_MAX)
      )
        issues.push({
          path: [...at, 'deadline', 'hours'],
          message: POLICY_MSG.hoursRange,
          params: { max: POLICY_HOURS_MAX },
        });
    } else if (!Number.isInteger(deadline.hours) || deadline.hours < 0 || deadline.hours > POLICY_HOURS_MAX) {
      issues.push({
        path: [...at, 'deadline', 'hours'],
        message: POLICY_MSG.hoursRange,
        params: { max: POLICY_HOURS_MAX },
      });
    }
    issues.push(...penaltyIssues(tier.penalty, [...at, 'penalty']));
  });
  issues.push(...penaltyIssues(policy.noShow, [...path, 'noShow']));
  return issues;
}

/**
 * The issues of what a rate stores: its policy and its overrides, each range a real range
 * (from <= to) inside `bounds` (the writable years, as a rate's period) and none overlapping
 * another (an arrival date has one policy).
 */
export function ratePoliciesIssues(
  input: RatePolicies,
  bounds: { first: string; last: string },
): PolicyIssue[] {
  const issues: PolicyIssue[] = input.policy ? policyIssues(input.policy, ['policy']) : [];
  if (input.overrides.length > POLICY_OVERRIDES_MAX)
    issues.push({
      path: ['overrides'],
      message: POLICY_MSG.overridesTooMany,
      params: { max: POLICY_OVERRIDES_MAX },
    });
  input.overrides.forEach((override, index) => {
    const at = ['overrides', index];
    const span = daysBetween(override.from, override.to);
    if (daysBetween(override.from, override.from) === null)
      issues.push({ path: [...at, 'from'], message: POLICY_MSG.dateInvalid });
    else if (daysBetween(override.to, override.to) === null)
      issues.push({ path: [...at, 'to'], message: POLICY_MSG.dateInvalid });
    else if (span === null || span < 0)
      issues.push({ path: [...at, 'to'], message: POLICY_MSG.rangeReversed });
    else if (override.from < bounds.first || override.to > bounds.last)
      issues.push({
        path: [...at, 'from'],
        message: POLICY_MSG.rangeOutside,
        params: { first: bounds.first, last: bounds.last },
      });
    else {
      const other = input.overrides.findIndex(
        (candidate, position) =>
          position < index && candidate.from <= override.to && override.from <= candidate.to,
      );
      if (other >= 0)
        issues.push({
          path: [...at, 'from'],
          message: POLICY_MSG.rangeOverlaps,
          params: { other: other + 1 },
        });
    }
    issues.push(...policyIssues(override.policy, [...at, 'policy']));
  });
  return issues;
}

/** Overrides in date order (how they are stored and answered). */
export function sortOverrides(overrides: readonly PolicyOverride[]): PolicyOverride[] {
  return [...overrides].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
