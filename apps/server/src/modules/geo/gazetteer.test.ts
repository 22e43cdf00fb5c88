import { describe, expect, it } from 'vitest';
import { countryName, nearestPlace } from './gazetteer.ts';

describe('nearestPlace', () => {
  it.each([
    [41.3874, 2.1686, 'es', 'Barcelona', 'España'],
    [40.4168, -3.7038, 'en', 'Madrid', 'Spain'],
    [48.8566, 2.3522, 'fr', 'Paris', 'France'],
    [38.7223, -9.1393, 'pt', 'Lisbon', 'Portugal'],
  ])('names the town of %f,%f in %s', (lat, lng, language, city, country) => {
    expect(nearestPlace(lat, lng, language)).toMatchObject({ city, country });
  });

  it('knows no town in the middle of the ocean', () => {
    expect(nearestPlace(0, -30, 'es')).toBeUndefined();
  });

  it('translates country names', () => {
    expect(countryName('DE', 'ru')).toBe('Германия');
  });
});
