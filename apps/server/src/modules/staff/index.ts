/** The staff module's door (decision 049): what other modules, the wiring and the tests may use. */
export type { AttachmentVerifier, SupersededClaim, Verification } from './attachments.ts';
export { mailSuperseded } from './claims.service.ts';
export { countryCodeOf } from './hotel-ref.ts';
export type { HotelLinkIssuer, HotelRef, PeopleService, StaffActor } from './people.service.ts';
export { ReviewContent, type ReviewSources } from './review.service.ts';
export {
  createActivityLog,
  createAttachmentVerifier,
  createPeopleService,
  createStaffModule,
} from './staff.module.ts';
