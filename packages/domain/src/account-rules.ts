/** A staff user (approbe_contract_perm) must have the second factor before anything else. */
export function needsSecondFactorEnrolment(user: { approbe_contract_perm: boolean; totp_enabled: boolean }) {
  return user.approbe_contract_perm && !user.totp_enabled;
}
