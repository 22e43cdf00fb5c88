// The ARI codes OTA in and ARI out must agree on (decision 029): guests' age codes, rate plan codes.

/**
 * Guest ages in OTA (in and out must agree, decision 029): a child's, an infant's and a baby's
 * night are `AdditionalGuestAmount`s with AgeQualifyingCode 8 (child) and 7 (infant and baby
 * alike), told apart by `MaxAge`, the rate's age limit of that category (`childsAge`,
 * `infantAge`, `babyAge`; a category whose limit is 0 does not exist on the rate). `Amount` is
 * what one such guest pays a night (0.00: free); a category not listed is not sold.
 */
export const AGE_QUALIFYING_CODE = { child: '8', infant: '7', baby: '7' } as const;
export type GuestKind = keyof typeof AGE_QUALIFYING_CODE;
export const GUEST_KINDS: readonly GuestKind[] = ['child', 'infant', 'baby'];

/** RatePlanCode of a rate and board: `17-BB`. */
export function ratePlanCode(rateId: number, board: string): string {
  return `${rateId}-${board}`;
}
