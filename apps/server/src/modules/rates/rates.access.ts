import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { HotelsRepository } from '../hotels/hotels.repository.ts';

/** Who asks for which hotel: `userId` and `hotId` of the rates paths (spec §7). */
export interface RatesScope {
  userId: number;
  hotId: number;
}

/** The tenant rule of every rates path: `userId` is the caller and `hotId` a hotel attached to them, otherwise 404. */
export async function assertRatesAccess(
  hotels: HotelsRepository,
  user: SessionUser,
  scope: RatesScope,
): Promise<void> {
  if (scope.userId !== user.id || !(await hotels.isAttached(user.id, scope.hotId))) {
    throw AppError.notFound();
  }
}
