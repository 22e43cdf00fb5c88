import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/render.tsx';
import { bedPhrase, layoutSummary, type SummaryContext } from './layout-summary.ts';

const bedNames = new Map([
  [13, 'Cama doble'],
  [14, 'Cama individual'],
  [15, 'Sofá cama'],
  [99, 'Hamaca'],
]);

async function context(): Promise<SummaryContext> {
  const i18n = await testI18n();
  return { t: i18n.t, has: (key) => i18n.exists(key), bedNames };
}

const beds = (...pairs: [number, number][]) => pairs.map(([rbed, quantity]) => ({ rbed, quantity }));

describe('layoutSummary', () => {
  it('reads two bedrooms and a lounge as the spec example does', async () => {
    const summary = layoutSummary(await context(), {
      bedrooms: [{ hoteltypebeds: beds([13, 1], [14, 2], [15, 0]) }, { hoteltypebeds: beds([14, 1]) }],
      lounges: [{ hoteltypebeds: beds([15, 1]) }],
    });
    expect(summary).toEqual([
      'Dormitorio 1: 1 cama doble, 2 camas individuales',
      'Dormitorio 2: 1 cama individual',
      'Salón: 1 sofá cama',
    ]);
  });

  it('numbers lounges when there are several, says when a room has no bed, and adds lounge areas', async () => {
    const summary = layoutSummary(await context(), {
      bedrooms: [
        {
          hoteltypebeds: beds([13, 1]),
          hotelroomdist_lounges: [
            { hotelbeddist_lounges: beds([15, 2]) },
            { hotelbeddist_lounges: beds([15, 0]) },
          ],
        },
      ],
      lounges: [{ hoteltypebeds: beds([15, 0]) }, { hoteltypebeds: beds([15, 1]) }],
    });
    expect(summary).toEqual([
      'Dormitorio 1: 1 cama doble; zona de salón: 2 sofás cama',
      'Salón 1: sin camas',
      'Salón 2: 1 sofá cama',
    ]);
  });

  it("uses an apartment's own room names", async () => {
    const summary = layoutSummary(await context(), {
      bedrooms: [{ name: 'Dormitorio principal', hoteltypebeds: beds([13, 1]) }],
      lounges: [{ name: '  ', hoteltypebeds: beds([15, 1]) }],
    });
    expect(summary).toEqual(['Dormitorio principal: 1 cama doble', 'Salón: 1 sofá cama']);
  });
});

describe('bedPhrase', () => {
  it('uses the plural forms of the catalogue', async () => {
    const ctx = await context();
    expect(bedPhrase(ctx, 13, 1)).toBe('1 cama doble');
    expect(bedPhrase(ctx, 13, 3)).toBe('3 camas dobles');
    expect(bedPhrase(ctx, 15, 2)).toBe('2 sofás cama');
  });

  it('falls back to the reference name, or the id, for a bed type the catalogue does not know', async () => {
    const ctx = await context();
    expect(bedPhrase(ctx, 99, 2)).toBe('2 × Hamaca');
    expect(bedPhrase(ctx, 98, 1)).toBe('1 × 98');
  });
});
