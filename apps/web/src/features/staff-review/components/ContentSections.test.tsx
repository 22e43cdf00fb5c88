import type { Rate } from '@hotel/domain';
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
    const { unmount } = await renderWithProviders(<RatesSection rates={[rate]} />);
    expect(screen.getByRole('cell', { name: '74,95\u00a0€ – 1234,50\u00a0€' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<RatesSection rates={[rate]} />, { language: 'en' });
    expect(screen.getByRole('cell', { name: '€74.95 – €1,234.50' })).toBeInTheDocument();
  });

  it('shows a phone in its international format', async () => {
    await renderWithProviders(<UsersSection users={[person({ phone: '+34952123456' })]} />);
    expect(screen.getByRole('cell', { name: '+34 952 12 34 56' })).toBeInTheDocument();
  });
});
