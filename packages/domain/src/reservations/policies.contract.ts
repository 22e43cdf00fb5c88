/** A rate's cancellation policy and date overrides as the API takes and answers them (decision 056). */
import { z } from 'zod';
import { rateParamsSchema } from '../rates/contract.ts';
import { amountSchema } from '../rates/money.contract.ts';
import { MSG } from '../shared/messages.ts';
import { cancellationPolicySchema } from './contract.ts';
import {
  POLICY_DAYS_MAX,
  POLICY_HOURS_MAX,
  POLICY_MSG,
  POLICY_NIGHTS_MAX,
  POLICY_OVERRIDES_MAX,
  POLICY_TIERS_MAX,
  percentValid,
} from './policies.ts';

const days = z
  .number({ error: MSG.invalidType })
  .int()
  .min(0, { error: POLICY_MSG.daysRange })
  .max(POLICY_DAYS_MAX, {
    error: POLICY_MSG.daysRange,
  });
const hours = z
  .number({ error: MSG.invalidType })
  .int()
  .min(0, { error: POLICY_MSG.hoursRange })
  .max(POLICY_HOURS_MAX, { error: POLICY_MSG.hoursRange });

export const policyDeadlineSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('before_arrival'), days, hours: hours.optional() }).strict(),
    z.object({ from: z.literal('after_booking'), hours }).strict(),
  ],
  { error: MSG.invalidValue },
);

/** Nights, a percentage (0..100, two decimals) or an exact amount: one of them. */
export const policyPenaltySchema = z.union(
  [
    z
      .object({
        nights: z
          .number()
          .int()
          .min(1, { error: POLICY_MSG.nightsRange })
          .max(POLICY_NIGHTS_MAX, { error: POLICY_MSG.nightsRange }),
      })
      .strict(),
    z.object({ percent: z.number().refine(percentValid, { error: POLICY_MSG.percentRange }) }).strict(),
    z.object({ amount: amountSchema }).strict(),
  ],
  { error: POLICY_MSG.penaltyKind },
);

export const editedPolicySchema = z.object({
  tiers: z
    .array(z.object({ deadline: policyDeadlineSchema, penalty: policyPenaltySchema }).strict())
    .max(POLICY_TIERS_MAX, { error: POLICY_MSG.tiersTooMany }),
  noShow: policyPenaltySchema,
});

const isoDay = z.iso.date({ error: POLICY_MSG.dateInvalid });

export const policyOverrideSchema = z
  .object({ from: isoDay, to: isoDay, policy: editedPolicySchema })
  .strict();

/** PUT body: the rate's policy (null: back to the wizard's choice) and its overrides, replaced whole. */
export const ratePoliciesInputSchema = z
  .object({
    policy: editedPolicySchema.nullable(),
    overrides: z
      .array(policyOverrideSchema)
      .max(POLICY_OVERRIDES_MAX, { error: POLICY_MSG.overridesTooMany }),
  })
  .strict();
export type RatePoliciesInput = z.infer<typeof ratePoliciesInputSchema>;

/** What the routes answer: what is stored, and the wizard's policy a null `policy` falls back to. */
export const ratePoliciesSchema = z.object({
  rateId: z.number().int(),
  policy: editedPolicySchema.nullable(),
  overrides: z.array(policyOverrideSchema),
  wizard: cancellationPolicySchema,
});
export type RatePoliciesAnswer = z.infer<typeof ratePoliciesSchema>;

export const ratePoliciesParamsSchema = rateParamsSchema;
