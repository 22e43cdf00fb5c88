import { describe, expect, it } from 'vitest';
import { makeStay } from '../../../test/reservation-fixtures.ts';
import {
  confirmationNumberIssue,
  formatDay,
  isUnconfirmed,
  nightPrices,
  policyLines,
  totalDifference,
} from './reservation-view.ts';

describe('reservation view helpers', () => {
  it('marks as unconfirmed a standing reservation without a confirmation number only', () => {
    expect(isUnconfirmed({ confirmationNumber: null, status: 'confirmed' })).toBe(true);
    expect(isUnconfirmed({ confirmationNumber: null, status: 'modified' })).toBe(true);
    expect(isUnconfirmed({ confirmationNumber: null, status: 'no_show' })).toBe(true);
    expect(isUnconfirmed({ confirmationNumber: null, status: 'cancelled' })).toBe(false);
    expect(isUnconfirmed({ confirmationNumber: 'H-1', status: 'confirmed' })).toBe(false);
  });

  it('formats days in the interface language, without a time zone shift', () => {
    expect(formatDay('2027-07-01', 'es')).toBe('01/07/2027');
    expect(formatDay('2027-07-01', 'en')).toBe('07/01/2027');
    expect(formatDay('2027-07-01T23:30:00.000Z', 'es')).toBe('01/07/2027');
    expect(formatDay('2027-07-01', 'es', 'long')).toBe('jueves, 1 de julio de 2027');
  });

  it('lists each night with the price sent and computed, and marks those that differ', () => {
    const stay = makeStay({
      nightlyPrices: ['100.00', '120.00'],
      total: '220.00',
      computed: { nightlyPrices: ['100', '125.50'], total: '225.50' },
    });
    expect(nightPrices(stay)).toEqual([
      { day: '2027-07-01', sent: '100.00', computed: '100', differs: false },
      { day: '2027-07-02', sent: '120.00', computed: '125.50', differs: true },
    ]);
    expect(totalDifference(stay)).toBe('5.50');
    expect(totalDifference(makeStay({ total: '230.00' }))).toBe('-10.00');
    expect(totalDifference(makeStay())).toBeNull();
  });

  it('says the cancellation policy tier by tier, then the no-show', () => {
    const money = (amount: string) => `${amount} €`;
    expect(
      policyLines(
        {
          code: 'x',
          tiers: [
            { deadline: { from: 'after_booking', hours: 24 }, penalty: { amount: '50.00' } },
            { deadline: { from: 'before_arrival', days: 3, hours: 12 }, penalty: { percent: 50 } },
            { deadline: { from: 'before_arrival', days: 1 }, penalty: { nights: 1 } },
          ],
          noShow: { percent: 100 },
        },
        money,
      ),
    ).toEqual([
      {
        when: { key: 'rates.reservations.screen.policy.after_booking', values: { count: 24 } },
        penalty: { key: 'rates.reservations.screen.policy.penalty_amount', values: { amount: '50.00 €' } },
      },
      {
        when: {
          key: 'rates.reservations.screen.policy.before_arrival_hours',
          values: { count: 3, hours: 12 },
        },
        penalty: { key: 'rates.reservations.screen.policy.penalty_percent', values: { percent: 50 } },
      },
      {
        when: { key: 'rates.reservations.screen.policy.before_arrival', values: { count: 1 } },
        penalty: { key: 'rates.reservations.screen.policy.penalty_nights', values: { count: 1 } },
      },
      {
        when: { key: 'rates.reservations.screen.policy.no_show', values: {} },
        penalty: { key: 'rates.reservations.screen.policy.penalty_percent', values: { percent: 100 } },
      },
    ]);
  });

  it('checks the confirmation number', () => {
    expect(confirmationNumberIssue('  ')).toBe('rates.reservations.screen.confirm.required');
    expect(confirmationNumberIssue('x'.repeat(65))).toBe('rates.reservations.screen.confirm.too_long');
    expect(confirmationNumberIssue(' H-123 ')).toBeUndefined();
  });
});
