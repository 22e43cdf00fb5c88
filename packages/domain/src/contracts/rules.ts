/** A hotel's contract: its statuses, messages and the wizard end's next hotel (no zod). */

/** `returned`: staff sent it back with reasons per step (issue 16); sending again puts it back in the queue. */
export const CONTRACT_STATUSES = ['none', 'sent', 'returned', 'approved'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_MSG = {
  incompleteSteps: 'contract.errors.incomplete_steps',
  notSent: 'contract.errors.not_sent',
  noPermission: 'contract.errors.no_permission',
  notVerified: 'contract.errors.not_verified',
} as const;

/**
 * The wizard's end (spec §4): the next hotel after `currentId` (list order, wrapping around) that
 * still has an incomplete step, or null when every other hotel is complete.
 */
export function nextPendingHotel<T extends { id: number; resume: { path: string } | null }>(
  hotels: readonly T[],
  currentId: number | null,
): T | null {
  const at = hotels.findIndex((hotel) => hotel.id === currentId);
  const ordered = at < 0 ? hotels : [...hotels.slice(at + 1), ...hotels.slice(0, at)];
  return ordered.find((hotel) => hotel.id !== currentId && hotel.resume !== null) ?? null;
}
