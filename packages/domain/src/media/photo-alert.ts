/** Photo quality alert (spec §5, §9). */
import {
  PHOTO_ALERT_GOOD_STARS,
  PHOTO_ALERT_MAX_BELOW_GOOD,
  PHOTO_ALERT_MIN_PHOTOS,
  PHOTO_QUALITY_LOW_BELOW,
} from '../shared/constants.ts';

export interface PhotoAlert {
  show: boolean;
  total: number;
  /** Photos rated below PHOTO_ALERT_GOOD_STARS. */
  belowGood: number;
}

/**
 * The alert is shown when the hotel has fewer than PHOTO_ALERT_MIN_PHOTOS photos, or more than
 * PHOTO_ALERT_MAX_BELOW_GOOD photos rated below PHOTO_ALERT_GOOD_STARS.
 */
export function photoAlert(photos: readonly { quality_rate: number }[]): PhotoAlert {
  const total = photos.length;
  const belowGood = photos.filter((photo) => photo.quality_rate < PHOTO_ALERT_GOOD_STARS).length;
  return {
    show: total < PHOTO_ALERT_MIN_PHOTOS || belowGood > PHOTO_ALERT_MAX_BELOW_GOOD,
    total,
    belowGood,
  };
}

/** A photo is flagged low quality when rated below PHOTO_QUALITY_LOW_BELOW stars. */
export function isLowQuality(rate: number): boolean {
  return rate < PHOTO_QUALITY_LOW_BELOW;
}
