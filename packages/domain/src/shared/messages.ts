/**
 * Message keys shared by web and server. Schemas carry these keys as their messages; the server's
 * error handler and the web's form fields translate them with the catalogue `errors` namespace.
 */
export const MSG = {
  required: 'errors.required',
  invalidType: 'errors.invalid_type',
  tooShort: 'errors.too_short',
  tooLong: 'errors.too_long',
  tooSmall: 'errors.too_small',
  tooBig: 'errors.too_big',
  invalidValue: 'errors.invalid_value',
  unknownField: 'errors.unknown_field',
  emailInvalid: 'errors.email_invalid',
  phoneTooShort: 'errors.phone_too_short',
  phoneTooLong: 'errors.phone_too_long',
  phoneInvalid: 'errors.phone_invalid',
  passwordTooShort: 'errors.password_too_short',
  passwordTooLong: 'errors.password_too_long',
  passwordCommon: 'errors.password_common',
  passwordsDiffer: 'errors.passwords_differ',
  hotelsRequired: 'errors.hotels_required',
  emailTaken: 'errors.email_taken',
  badCredentials: 'errors.bad_credentials',
  tooManyAttempts: 'errors.too_many_attempts',
  notAuthenticated: 'errors.not_authenticated',
  forbidden: 'errors.forbidden',
  notFound: 'errors.not_found',
  malformedBody: 'errors.malformed_body',
  bodyTooLarge: 'errors.body_too_large',
  unsupportedMediaType: 'errors.unsupported_media_type',
  internal: 'errors.internal',
  serviceUnavailable: 'errors.service_unavailable',
  conflict: 'errors.conflict',
  /** A body `hotel` that is not the hotel of the path (decision 023). */
  hotelMismatch: 'errors.hotel_mismatch',
} as const;
export type MessageKey = (typeof MSG)[keyof typeof MSG];

/** Message keys of the hotel rules (hotels/). */
export const HOTEL_MSG = {
  hotelTaken: 'errors.hotel_taken',
  noHotelChosen: 'errors.no_hotel_chosen',
  timeInvalid: 'errors.time_invalid',
  scheduleIncomplete: 'errors.schedule_incomplete',
  scheduleSameTime: 'errors.schedule_same_time',
  scheduleOverlap: 'errors.schedule_overlap',
  unknownHotel: 'errors.unknown_hotel',
  unknownReference: 'errors.unknown_reference',
  ratingNotOfType: 'errors.rating_not_of_type',
  styleNotOfType: 'errors.style_not_of_type',
  incompatibleSelection: 'errors.incompatible_selection',
  languagesRequired: 'errors.languages_required',
} as const;
