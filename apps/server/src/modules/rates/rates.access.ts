import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';

/** Who asks for which hotel: `userId` and `hotId` of the rates paths (spec §7). */
export interface RatesScope {
  userId: number;
  hotId: number;
}

/**
 * The rates paths' own rule: `userId` is the caller, otherwise 404. The hotel (`hotId`) was
 * checked before, by `requireHotel` on every rates route: attached to the caller, or any hotel
 * for staff, whose access is logged (the tenant rule and the staff scope, decision 027).
 */
export function assertRatesAccess(user: SessionUser, scope: RatesScope): void {
  if (scope.userId !== user.id) throw AppError.notFound();
}
