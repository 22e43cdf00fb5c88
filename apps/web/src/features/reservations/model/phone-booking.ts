import {
  GUEST_AGE_MAX,
  isE164Phone,
  RESERVATION_GUESTS_MAX,
  STAY_NIGHTS_MAX,
  type StaffReservationCreate,
  stayNights,
} from '@hotel/domain';

/** A phone booking as staff fill it in (decision 057): one room stay, every field as typed. */
export interface PhoneBookingDraft {
  reference: string;
  hotelId: number | null;
  rateId: string;
  roomTypeId: string;
  board: string;
  arrival: string;
  departure: string;
  /** Each guest's age as typed. */
  ages: string[];
  name: string;
  email: string;
  phone: string;
  requests: string;
}

/**
 * A reference made when the form opens, so that sending it twice (a double click, a retry after a
 * lost answer) is the same booking: `PH-` the day and six random letters or digits.
 */
export function newPhoneReference(now: Date = new Date(), random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from({ length: 6 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `PH-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${tail}`;
}

export function emptyPhoneBooking(now?: Date): PhoneBookingDraft {
  return {
    reference: newPhoneReference(now),
    hotelId: null,
    rateId: '',
    roomTypeId: '',
    board: '',
    arrival: '',
    departure: '',
    ages: ['30', '30'],
    name: '',
    email: '',
    phone: '',
    requests: '',
  };
}

export type PhoneBookingField =
  | 'reference'
  | 'hotelId'
  | 'rateId'
  | 'roomTypeId'
  | 'board'
  | 'arrival'
  | 'departure'
  | 'ages'
  | 'name'
  | 'email'
  | 'phone';

/** The message key (rates.reservations.staff.form.errors.*) of each field that is wrong. */
export function phoneBookingIssues(draft: PhoneBookingDraft): Partial<Record<PhoneBookingField, string>> {
  const issues: Partial<Record<PhoneBookingField, string>> = {};
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(draft.reference.trim())) issues.reference = 'reference';
  if (draft.hotelId === null) issues.hotelId = 'hotel';
  if (!draft.rateId) issues.rateId = 'rate';
  if (!draft.roomTypeId) issues.roomTypeId = 'room';
  if (!draft.board) issues.board = 'board';
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(draft.arrival)) issues.arrival = 'date';
  if (!iso.test(draft.departure)) issues.departure = 'date';
  else if (!issues.arrival) {
    const nights = stayNights(draft.arrival, draft.departure).length;
    if (nights === 0) issues.departure = 'departure_after';
    else if (nights > STAY_NIGHTS_MAX) issues.departure = 'too_long';
  }
  const agesValid =
    draft.ages.length >= 1 &&
    draft.ages.length <= RESERVATION_GUESTS_MAX &&
    draft.ages.every((age) => /^\d{1,3}$/.test(age.trim()) && Number(age) <= GUEST_AGE_MAX);
  if (!agesValid) issues.ages = 'ages';
  if (!draft.name.trim()) issues.name = 'name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) issues.email = 'email';
  if (draft.phone.trim() && !isE164Phone(draft.phone.trim())) issues.phone = 'phone';
  return issues;
}

/** What POST /api/staff/reservations/ takes, from a draft without issues. */
export function toStaffReservationCreate(draft: PhoneBookingDraft): StaffReservationCreate {
  const phone = draft.phone.trim();
  return {
    hotelId: draft.hotelId ?? 0,
    reference: draft.reference.trim(),
    leadGuest: { name: draft.name.trim(), email: draft.email.trim(), ...(phone ? { phone } : {}) },
    specialRequests: draft.requests.trim(),
    stays: [
      {
        roomTypeId: Number(draft.roomTypeId),
        rateId: Number(draft.rateId),
        board: draft.board as StaffReservationCreate['stays'][number]['board'],
        arrival: draft.arrival,
        departure: draft.departure,
        guests: draft.ages.map((age) => ({ age: Number(age) })),
      },
    ],
  };
}
