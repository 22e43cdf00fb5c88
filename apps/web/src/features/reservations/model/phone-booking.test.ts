import { describe, expect, it } from 'vitest';
import {
  emptyPhoneBooking,
  newPhoneReference,
  phoneBookingIssues,
  toStaffReservationCreate,
} from './phone-booking.ts';

const now = new Date('2026-12-07T10:00:00Z');
const filled = () => ({
  ...emptyPhoneBooking(now),
  hotelId: 7,
  rateId: '21',
  roomTypeId: '11',
  board: 'BB',
  arrival: '2027-07-10',
  departure: '2027-07-12',
  ages: ['40', ' 6 '],
  name: ' Lucía Pardo ',
  email: 'lucia@example.com',
  phone: '',
  requests: ' Cuna ',
});

describe('phone bookings (decision 057)', () => {
  it('make a reference of the day and six unambiguous characters', () => {
    expect(newPhoneReference(now, () => 0)).toBe('PH-20261207-AAAAAA');
    expect(newPhoneReference(now)).toMatch(/^PH-20261207-[A-HJ-NP-Z2-9]{6}$/);
  });

  it('find nothing wrong in a whole booking, and send it as the API takes it', () => {
    const draft = filled();
    expect(phoneBookingIssues(draft)).toEqual({});
    expect(toStaffReservationCreate(draft)).toEqual({
      hotelId: 7,
      reference: draft.reference,
      leadGuest: { name: 'Lucía Pardo', email: 'lucia@example.com' },
      specialRequests: 'Cuna',
      stays: [
        {
          roomTypeId: 11,
          rateId: 21,
          board: 'BB',
          arrival: '2027-07-10',
          departure: '2027-07-12',
          guests: [{ age: 40 }, { age: 6 }],
        },
      ],
    });
  });

  it('say which field is wrong', () => {
    expect(phoneBookingIssues(emptyPhoneBooking(now))).toEqual({
      hotelId: 'hotel',
      rateId: 'rate',
      roomTypeId: 'room',
      board: 'board',
      arrival: 'date',
      departure: 'date',
      name: 'name',
      email: 'email',
    });
    expect(phoneBookingIssues({ ...filled(), departure: '2027-07-10' })).toEqual({
      departure: 'departure_after',
    });
    expect(phoneBookingIssues({ ...filled(), departure: '2027-10-10' })).toEqual({ departure: 'too_long' });
    expect(phoneBookingIssues({ ...filled(), ages: ['40', '121'] })).toEqual({ ages: 'ages' });
    expect(phoneBookingIssues({ ...filled(), ages: [] })).toEqual({ ages: 'ages' });
    expect(phoneBookingIssues({ ...filled(), phone: '600 11' })).toEqual({ phone: 'phone' });
    expect(phoneBookingIssues({ ...filled(), reference: 'PH 1' })).toEqual({ reference: 'reference' });
  });
});
