import { type HotelTax, type Rate, type RateTerm, termDefaults } from '@hotel/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { person } from '../../../test/staff-fixtures.ts';
import { RatesSection, UsersSection } from './ContentSections.tsx';

const rate: Rate = {
  id: 3,
  contract: 4,
  kind: 'rate',
  name: 'Verano',
  rateType: 'net',
  priceRoomType: 'room',
  currency: 'EUR',
  pricesIncludeTax: true,
  method: 'hotel',
  quotaType: 'free_sale',
  releaseDays: null,
  market: { all: true, markets: [] },
  childsAge: 12,
  infantAge: 2,
  babyAge: 1,
  expenditureChange: [],
  expenditureCancellation: 'none',
  days_count: 122,
  firstDay: null,
  roomTypes: [],
  boards: [],
  derived: null,
  priceRange: { min: '74.95', max: '1234.5' },
};

describe('the review of the rates and users (issue 34 items 2 and 10)', () => {
  it('shows the price range in the interface language: "74,95" in Spanish, "74.95" in English', async () => {
    const { unmount } = await renderWithProviders(
      <RatesSection rates={[rate]} rateTerms={[]} taxes={[]} rooms={[]} />,
    );
    expect(screen.getByRole('cell', { name: '74,95\u00a0€ – 1234,50\u00a0€' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<RatesSection rates={[rate]} rateTerms={[]} taxes={[]} rooms={[]} />, {
      language: 'en',
    });
    expect(screen.getByRole('cell', { name: '€74.95 – €1,234.50' })).toBeInTheDocument();
  });

  it('shows a phone in its international format', async () => {
    await renderWithProviders(<UsersSection users={[person({ phone: '+34952123456' })]} />);
    expect(screen.getByRole('cell', { name: '+34 952 12 34 56' })).toBeInTheDocument();
  });
});

describe('the review of the rates: terms and taxes in words (issue 33)', () => {
  const earlyBooking: RateTerm = {
    ...termDefaults(),
    code: 'EB60',
    kind: 'early_booking',
    effect: 'discount',
    value: { percent: '10' },
    leadDays: { min: 60, max: null },
  };
  const cityTax: HotelTax = {
    code: 'CITY',
    name: 'Tasa turística',
    kind: 'tax',
    stay: { from: null, to: null },
    roomTypes: [],
    rateIds: [],
    ages: { min: 16, max: null },
    value: { amount: '2.5' },
    per: 'person',
    period: 'night',
    included: false,
    collectedBy: 'hotel',
    maxNights: 7,
  };

  it("says each rate's terms and the hotel's taxes in the reviewer's language", async () => {
    const { unmount } = await renderWithProviders(
      <RatesSection
        rates={[rate]}
        rateTerms={[{ rateId: 3, terms: [earlyBooking] }]}
        taxes={[cityTax]}
        rooms={[]}
      />,
    );
    expect(
      screen.getByText(
        'Reserva anticipada (EB60): 10 % de descuento, reservando 60 días o más antes de la llegada, se combina con las demás',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tasa turística (CITY): 2,50 € por persona y noche, se añade al precio, lo cobra el hotel, como mucho 7 noches, huéspedes desde 16 años',
      ),
    ).toBeInTheDocument();
    unmount();
    await renderWithProviders(
      <RatesSection
        rates={[rate]}
        rateTerms={[{ rateId: 3, terms: [earlyBooking] }]}
        taxes={[]}
        rooms={[]}
      />,
      { language: 'en' },
    );
    expect(
      screen.getByText('Early booking (EB60): 10% off, booking 60+ days before arrival, combines with all'),
    ).toBeInTheDocument();
    expect(screen.getByText('The hotel has no taxes or fees.')).toBeInTheDocument();
  });
});
