/**
 * The cancellation policy editor's values (decision 056): rows the form edits as text, to and
 * from what the API takes. Deadlines are one number and a kind (days before arrival, hours before
 * arrival, hours after booking); penalties one value and a kind (nights, percent, amount).
 */
import type {
  EditedPolicy,
  PolicyDeadline,
  PolicyPenalty,
  RatePoliciesAnswer,
  RatePoliciesInput,
} from '@hotel/domain';
import { formatMoney, formatPercent, parseMoney } from '../../../lib/money.ts';

export const DEADLINE_KINDS = ['days_before', 'hours_before', 'hours_after'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const PENALTY_KINDS = ['nights', 'percent', 'amount'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export interface PenaltyRow {
  kind: PenaltyKind;
  value: string;
}
export interface TierRow {
  deadline: DeadlineKind;
  count: string;
  penalty: PenaltyRow;
}
export interface PolicyRows {
  tiers: TierRow[];
  noShow: PenaltyRow;
}
export interface OverrideRow {
  from: string;
  to: string;
  policy: PolicyRows;
}
export interface PolicyFormValues {
  /** The rate has a policy of its own; false: the wizard's choice applies (outside overrides). */
  own: boolean;
  policy: PolicyRows;
  overrides: OverrideRow[];
}

/** A penalty as the form shows it: percentages and amounts in the interface language ('80,50'). */
function penaltyRow(penalty: PolicyPenalty, language: string): PenaltyRow {
  if ('nights' in penalty) return { kind: 'nights', value: String(penalty.nights) };
  if ('percent' in penalty)
    return { kind: 'percent', value: formatPercent(String(penalty.percent), language) };
  return { kind: 'amount', value: formatMoney(penalty.amount, language) };
}

function tierRow(deadline: PolicyDeadline, penalty: PolicyPenalty, language: string): TierRow {
  if (deadline.from === 'after_booking')
    return { deadline: 'hours_after', count: String(deadline.hours), penalty: penaltyRow(penalty, language) };
  const hours = deadline.hours ?? 0;
  return hours > 0
    ? {
        deadline: 'hours_before',
        count: String(deadline.days * 24 + hours),
        penalty: penaltyRow(penalty, language),
      }
    : { deadline: 'days_before', count: String(deadline.days), penalty: penaltyRow(penalty, language) };
}

export function policyRows(policy: Pick<EditedPolicy, 'tiers' | 'noShow'>, language: string): PolicyRows {
  return {
    tiers: policy.tiers.map((tier) => tierRow(tier.deadline, tier.penalty, language)),
    noShow: penaltyRow(policy.noShow, language),
  };
}

/** The form's values of an answer: its own policy, or the wizard's as the starting point. */
export function formValuesOf(answer: RatePoliciesAnswer, language: string): PolicyFormValues {
  return {
    own: answer.policy !== null,
    policy: policyRows(answer.policy ?? answer.wizard, language),
    overrides: answer.overrides.map((entry) => ({
      from: entry.from,
      to: entry.to,
      policy: policyRows(entry.policy, language),
    })),
  };
}

/** A whole number as typed, or the text itself (the server names what is wrong with it). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function penaltyOf(row: PenaltyRow, language: string): PolicyPenalty {
  if (row.kind === 'nights') return { nights: numberOf(row.value) };
  // Percentages and amounts as typed in the interface language ('12,5', '1.234,50' in Spanish);
  // amounts stay exact decimal strings, what cannot be read goes as typed for the server to refuse.
  const parsed = parseMoney(row.value, language);
  const text = parsed.ok ? parsed.value : row.value.trim();
  if (row.kind === 'percent') return { percent: numberOf(text) };
  return { amount: text };
}

function deadlineOf(row: TierRow): PolicyDeadline {
  const count = numberOf(row.count);
  if (row.deadline === 'hours_after') return { from: 'after_booking', hours: count };
  if (row.deadline === 'hours_before') return { from: 'before_arrival', days: 0, hours: count };
  return { from: 'before_arrival', days: count };
}

export function policyOf(rows: PolicyRows, language: string): EditedPolicy {
  return {
    tiers: rows.tiers.map((row) => ({
      deadline: deadlineOf(row),
      penalty: penaltyOf(row.penalty, language),
    })),
    noShow: penaltyOf(rows.noShow, language),
  };
}

/** What the PUT takes. NaN (a number not typed as one) travels as null so the server refuses it. */
export function toPoliciesInput(values: PolicyFormValues, language: string): RatePoliciesInput {
  return {
    policy: values.own ? policyOf(values.policy, language) : null,
    overrides: values.overrides.map((entry) => ({
      from: entry.from,
      to: entry.to,
      policy: policyOf(entry.policy, language),
    })),
  };
}

export const NEW_TIER: TierRow = {
  deadline: 'days_before',
  count: '7',
  penalty: { kind: 'nights', value: '1' },
};
export const NEW_POLICY: PolicyRows = { tiers: [], noShow: { kind: 'nights', value: '1' } };

/** The server's message for a field of the form: the first whose path starts with `prefix`. */
export function fieldError(errors: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === prefix || path.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}
