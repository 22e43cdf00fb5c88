import type { z } from 'zod';

/**
 * An API answer, parsed with the domain's response schema in development and tests, handed over
 * as it is in production. Call it as `checkedAnswer(answer, import.meta.env.DEV && fooSchema)`:
 * the condition must stay at the call site, where the build turns it into `false`, so that the
 * schema (and zod with it) is left out of production bundles (bench/bundle-budget.ts). Passing the
 * schema itself would keep it in every chunk that calls the API, even though it is never used.
 */
export function checkedAnswer<T>(answer: unknown, devSchema: z.ZodType<T> | false): T {
  return devSchema ? devSchema.parse(answer) : (answer as T);
}
