import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './refusals.ts';

const user = (approbe_contract_perm: boolean, totp_enabled: boolean, has_facturation_data: boolean) => ({
  approbe_contract_perm,
  totp_enabled,
  has_facturation_data,
});

describe('landingAfterSignIn (issue 34 item 15)', () => {
  it('sends staff without the second factor to enrol it', () => {
    expect(landingAfterSignIn(user(true, false, false))).toBe('/auth/second-factor');
  });

  it('takes staff to the back office, never to the billing data of a company', () => {
    expect(landingAfterSignIn(user(true, true, false))).toBe('/staff');
    expect(landingAfterSignIn(user(true, true, true))).toBe('/staff');
  });

  it('asks a hotel user without billing data for it, then the hotel screen', () => {
    expect(landingAfterSignIn(user(false, false, false))).toBe('/auth/facturation');
    expect(landingAfterSignIn(user(false, false, true))).toBe('/dash/hotel');
  });
});
