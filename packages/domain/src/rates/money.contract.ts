/** Money of the ARI as the API takes it (zod). The rules: money.ts. */
import { z } from 'zod';
import { ARI_MSG } from './ari-messages.ts';
import { amountIssue, percentHundredths } from './money.ts';

/** An amount as the API takes it: a decimal string (JSON numbers are floating point). */
export const amountSchema = z.string({ error: ARI_MSG.amountInvalid }).superRefine((value, ctx) => {
  const issue = amountIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

export const percentSchema = z
  .string({ error: ARI_MSG.percentInvalid })
  .refine((value) => percentHundredths(value) !== null, { error: ARI_MSG.percentInvalid });

/** A signed amount for adjustments ('-5', '12.50'). */
export const signedAmountSchema = z.string({ error: ARI_MSG.amountInvalid }).superRefine((value, ctx) => {
  const issue = amountIssue(value.trim().replace(/^-/, ''));
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});
