import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from '../auth/contract.ts';
import { issueMessage } from './issues.ts';
import { MSG } from './messages.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0] as z.core.$ZodIssue;
};

describe('issueMessage', () => {
  it('keeps the key a schema set', () => {
    const issue = firstIssue(registerSchema.shape.phone, '123');
    expect(issueMessage(issue as never)).toEqual({ key: MSG.phoneTooShort, params: {} });
  });

  it('says required for a missing value', () => {
    expect(issueMessage(firstIssue(z.object({ a: z.number() }), {}) as never).key).toBe(MSG.required);
  });

  it('gives the bounds of a generic length error', () => {
    expect(issueMessage(firstIssue(z.string().max(3), 'abcd') as never)).toEqual({
      key: MSG.tooLong,
      params: { max: 3 },
    });
    expect(issueMessage(firstIssue(z.number().min(2), 1) as never)).toEqual({
      key: MSG.tooSmall,
      params: { min: 2 },
    });
  });

  it('names unknown fields and wrong choices', () => {
    expect(issueMessage(firstIssue(z.object({}).strict(), { x: 1 }) as never).key).toBe(MSG.unknownField);
    expect(issueMessage(firstIssue(z.enum(['a', 'b']), 'c') as never).key).toBe(MSG.invalidValue);
  });
});
