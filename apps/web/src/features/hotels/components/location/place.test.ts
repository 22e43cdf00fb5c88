import { describe, expect, it } from 'vitest';
import { formatPlace, geocodedMessage, roundCoordinate } from './place.ts';

describe('formatPlace', () => {
  it('joins address, postal code with city, and country', () => {
    expect(
      formatPlace({ address: 'Calle de Alcalá 42', postal_code: '28014', city: 'Madrid', country: 'España' }),
    ).toBe('Calle de Alcalá 42, 28014 Madrid, España');
  });

  it('leaves out the parts a geocoder did not know', () => {
    expect(formatPlace({ address: ' ', postal_code: '', city: 'Sevilla', country: 'España' })).toBe(
      'Sevilla, España',
    );
    expect(formatPlace({ address: '', postal_code: '', city: '', country: '' })).toBe('');
  });
});

describe('roundCoordinate', () => {
  it('keeps six decimals', () => {
    expect(roundCoordinate(40.123456789)).toBe(40.123457);
    expect(roundCoordinate(-3.5200004)).toBe(-3.52);
  });
});

describe('geocodedMessage', () => {
  it('asks to check the street and postal code when the map knew only the city and country', () => {
    expect(geocodedMessage({ address: '', postal_code: ' ' })).toBe('location.map.geocoded_partial');
    expect(geocodedMessage({ address: 'Calle de Alcalá 42', postal_code: '' })).toBe('location.map.geocoded');
    expect(geocodedMessage({ address: '', postal_code: '28014' })).toBe('location.map.geocoded');
  });
});
