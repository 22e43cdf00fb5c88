/** The staff back office's messages, limits and statuses (issue 16, decision 027). No zod. */

/** Message keys of the back office (catalogue namespace `staff`, plus hotels/contract ones). */
export const STAFF_MSG = {
  /** 400 on `code`: the code is not in the catalogue. */
  notInCatalogue: 'hotels.errors.not_in_catalogue',
  /** 400 on `name` / `raw_code`: not the catalogue's values for that code. */
  notCatalogueValue: 'hotels.errors.not_catalogue_value',
  /** 409: the hotel is verified for someone else: ask the group for a link (who holds it is not said). */
  askForLink: 'hotels.errors.ask_for_link',
  /** 409: the hotel is claimed and not verified: this claim is recorded for staff to decide. */
  claimRecorded: 'hotels.errors.claim_recorded',
  /** 409 on send: staff have not verified the claim yet. */
  notVerified: 'contract.errors.not_verified',
  /** 409: the claim was verified or rejected already. */
  claimDecided: 'staff.errors.claim_decided',
  /** 409: returning or approving a contract that is not sent. */
  notSent: 'contract.errors.not_sent',
  /** 400: nobody revokes their own permission. */
  selfRevoke: 'staff.errors.self_revoke',
  /** 403: granting the permission needs the second factor (staff routes already require it). */
  noPermission: 'contract.errors.no_permission',
  /** 409: the user already has this hotel / does not have it. */
  alreadyAttached: 'staff.errors.already_attached',
  /** 400 on `hotel`: staff attach a hotel that does not exist. */
  unknownHotel: 'staff.errors.unknown_hotel',
  /** 400 on `steps`: at least one step with its reason. */
  stepsRequired: 'staff.errors.steps_required',
  /** 400 on `steps`: a step named twice. */
  stepRepeated: 'staff.errors.step_repeated',
} as const;

export const STAFF_REASON_MAX = 2000;

export const CLAIM_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The review queue's tabs: waiting for review, sent back to the owner, approved (issue 34 item 17). */
export const QUEUE_STATUSES = ['sent', 'returned', 'approved'] as const;

/**
 * The activity log's events (issue 34 item 16, decision 061), each in its group: the log's "kind"
 * filter. The web names each in words (`staff.events.<action>`); `hotel.changed` is a staff write
 * logged as its route before the events existed.
 */
export const ACTIVITY_ACTIONS = {
  'contract.sent': 'contract',
  'contract.approved': 'contract',
  'contract.returned': 'contract',
  'hotel.step_saved': 'content',
  'hotel.changed': 'content',
  'photo.added': 'content',
  'photo.moved': 'content',
  'photo.rated': 'content',
  'photo.deleted': 'content',
  'video.added': 'content',
  'video.deleted': 'content',
  'room.created': 'rooms',
  'room.updated': 'rooms',
  'room.deleted': 'rooms',
  'rate.created': 'rates',
  'rate.updated': 'rates',
  'rate.deleted': 'rates',
  'ari.written': 'rates',
  'reservation.confirmed': 'reservations',
  'reservation.no_show': 'reservations',
  'reservation.phone_booking': 'reservations',
  'api_key.created': 'distribution',
  'api_key.revoked': 'distribution',
  'webhook.created': 'distribution',
  'webhook.updated': 'distribution',
  'webhook.deleted': 'distribution',
  'webhook.resent': 'distribution',
  'claim.verified': 'people',
  'claim.rejected': 'people',
  'claim.superseded': 'people',
  'hotel.attached': 'people',
  'hotel.detached': 'people',
  'permission.granted': 'people',
  'permission.revoked': 'people',
  'link.created': 'people',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export const ACTIVITY_KINDS = [
  'contract',
  'content',
  'rooms',
  'rates',
  'reservations',
  'distribution',
  'people',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The events that are staff's decisions: the staff home lists the caller's last ones. */
export const DECISION_ACTIONS: readonly ActivityAction[] = [
  'contract.approved',
  'contract.returned',
  'claim.verified',
  'claim.rejected',
  'hotel.attached',
  'hotel.detached',
  'permission.granted',
  'permission.revoked',
  'link.created',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.resent',
];
