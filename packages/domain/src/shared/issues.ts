import { MSG } from './messages.ts';

/** The parts of a zod issue that decide its message (the server gets them flattened by Fastify). */
export interface IssueLike {
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
}

/** A catalogue key such as 'errors.required' or 'billing.iban_invalid' (never a sentence). */
export function isMessageKey(message: string): boolean {
  return /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(message);
}

export interface IssueMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The translatable message of a validation issue: the schema's own message key when it set one
 * ('errors.…'), otherwise a generic key chosen by the issue's code, with its bounds as params.
 */
export function issueMessage(issue: IssueLike): IssueMessage {
  if (isMessageKey(issue.message)) return { key: issue.message, params: bounds(issue) };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? MSG.required : MSG.invalidType };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: MSG.required };
      return { key: issue.origin === 'string' ? MSG.tooShort : MSG.tooSmall, params: bounds(issue) };
    case 'too_big':
      return { key: issue.origin === 'string' ? MSG.tooLong : MSG.tooBig, params: bounds(issue) };
    case 'unrecognized_keys':
      return { key: MSG.unknownField };
    case 'invalid_format':
      return { key: issue.origin === 'email' ? MSG.emailInvalid : MSG.invalidValue };
    default:
      return { key: MSG.invalidValue };
  }
}

function bounds(issue: IssueLike): Record<string, number> {
  const params: Record<string, number> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  return params;
}
