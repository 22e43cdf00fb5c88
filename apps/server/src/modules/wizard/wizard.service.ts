import type { PhotoTally, StepReviews, WizardStepKey } from '@hotel/domain';
import { WIZARD_STEP_KEYS } from '@hotel/domain';
import type { WizardRepository } from './wizard.repository.ts';

/** What honest progress reads besides the hotel and its rooms, for several hotels at once. */
export interface HotelProgressSource {
  progressInputs(
    hotelIds: readonly number[],
  ): Promise<Map<number, { reviewed: string[]; photos: PhotoTally }>>;
}

const NO_PHOTOS: PhotoTally = { total: 0, belowGood: 0 };

/** Step reviews (issue 19, decision 031): a step counts in the progress once it is saved. */
export class WizardService implements HotelProgressSource {
  constructor(private readonly repository: WizardRepository) {}

  async reviewed(hotelId: number): Promise<StepReviews> {
    const steps = new Set(await this.repository.reviewedOf(hotelId));
    return { reviewed: WIZARD_STEP_KEYS.filter((key) => steps.has(key)) };
  }

  async markReviewed(hotelId: number, step: WizardStepKey): Promise<StepReviews> {
    await this.repository.markReviewed(hotelId, step);
    return this.reviewed(hotelId);
  }

  async progressInputs(hotelIds: readonly number[]) {
    const [reviewed, photos] = await Promise.all([
      this.repository.reviewedOfHotels(hotelIds),
      this.repository.photoTallies(hotelIds),
    ]);
    return new Map(
      hotelIds.map((id) => [id, { reviewed: reviewed.get(id) ?? [], photos: photos.get(id) ?? NO_PHOTOS }]),
    );
  }
}
