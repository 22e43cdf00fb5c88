// Without zod: the web's api-client reads these on every page, the login's first load included
// (a zod call beside them brought zod, 27 kB gzipped, into the login's budget).

/**
 * The machine-readable reason of a 403, beside its translated `detail` (decision 023). A 403 never
 * means the session is invalid (that is a 401): the web signs out only on 401, sends staff without
 * a second factor to enrol it, and shows any other refusal where the user is.
 */
export const REFUSAL = {
  /** Staff (approbe_contract_perm) whose second factor is not on yet: enrol it first. */
  secondFactorRequired: 'second_factor_required',
  /** The signed-in user may not do this (no permission); the session stays valid. */
  forbidden: 'forbidden',
} as const;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];
