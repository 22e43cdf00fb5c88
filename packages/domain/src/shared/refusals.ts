// Without zod, and apart from the areas' rules (which the signed-in screens share): the web's
// api-client reads these on every page, and the login page `needsSecondFactorEnrolment`, in its
// first load (a zod call beside them brought zod, 27 kB gzipped, into the login's budget).

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

/** A staff user (approbe_contract_perm) must have the second factor before anything else. */
export function needsSecondFactorEnrolment(user: { approbe_contract_perm: boolean; totp_enabled: boolean }) {
  return user.approbe_contract_perm && !user.totp_enabled;
}

/**
 * Where a sign-in lands (spec §4, issue 34 item 15): staff without their second factor enrol it;
 * staff then reach their own home, the back office (the group pays nobody's company, so they are
 * never asked for billing data); a hotel user without billing data is asked for it first (they may
 * leave it for later), everyone else reaches the hotel screen.
 */
export function landingAfterSignIn(user: {
  approbe_contract_perm: boolean;
  totp_enabled: boolean;
  has_facturation_data: boolean;
}): '/auth/second-factor' | '/staff' | '/auth/facturation' | '/dash/hotel' {
  if (needsSecondFactorEnrolment(user)) return '/auth/second-factor';
  if (user.approbe_contract_perm) return '/staff';
  return user.has_facturation_data ? '/dash/hotel' : '/auth/facturation';
}
