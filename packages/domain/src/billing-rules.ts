/** Billing configuration limit (spec §5). */

/** A billing configuration can be added only while there are fewer configurations than hotels. */
export function canAddBillingConfiguration(configurationCount: number, hotelCount: number): boolean {
  return configurationCount < hotelCount;
}
