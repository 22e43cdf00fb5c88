/**
 * The door of the distribution events (issue 17, decision 029): the implementation of the
 * DistributionChanges port of lib/distribution-changes.ts, through which rates, rooms, contracts
 * and staff record, in their own transaction, the change-feed row and the webhook deliveries of a
 * change. A sub-module of its own because it writes both the change feed's and the webhooks'
 * tables and is built before every module that writes through it.
 */
import type { DistributionChanges } from '../../../lib/distribution-changes.ts';
import { DistributionEvents } from './events.ts';

export { DistributionEvents } from './events.ts';

/** The events port; it keeps no state, so one per app is handed to every module that writes. */
export function createDistributionChanges(): DistributionChanges {
  return new DistributionEvents();
}
