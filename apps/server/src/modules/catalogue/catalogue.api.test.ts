import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalogue.importEntries([
    entry('900001', 'ES-TST-1', 'Hôtel Zúrbaran Playa', 'Málaga', 'ES', 'Spain'),
    entry('900002', 'ES-TST-2', 'Gran Hotel Qüestra Sol y Mar', 'Benidorm', 'ES', 'Spain'),
    entry('900003', 'FR-TST-3', 'Hôtel du Parc Xylo', 'Paris', 'FR', 'France'),
  ]);
});
afterAll(() => t.close());

function entry(
  rawId: string,
  code: string,
  title: string,
  city: string,
  countryCode: string,
  country: string,
) {
  return { rawId, code, title, city, countryCode, country, latitude: 40, longitude: -3 };
}
const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/catalogue/hotels?${query}` });

describe('hotel autocomplete', () => {
  it('was seeded at first start', async () => {
    const response = await search('q=hotel&count=100');
    expect(json<unknown[]>(response).length).toBeGreaterThan(10);
  });

  it('matches word prefixes without regard to accents or case', async () => {
    const response = await search('q=ZURBARAN%20pla&language=ES&type=HOT&count=100&format=json');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([
      {
        title: 'Hôtel Zúrbaran Playa',
        description: { id: '900001', value: 'ES-TST-1' },
        city: 'Málaga',
        country: 'Spain',
        latitude: 40,
        longitude: -3,
      },
    ]);
    const byInnerWord = json<{ title: string }[]>(await search('q=questra%20sol%20y%20mar'));
    expect(byInnerWord.map((s) => s.title)).toContain('Gran Hotel Qüestra Sol y Mar');
  });

  it('answers nothing under three characters and honours count', async () => {
    expect(json(await search('q=ma'))).toEqual([]);
    expect(json<unknown[]>(await search('q=hotel&count=2'))).toHaveLength(2);
  });

  it('answers JSONP when a callback is given, and refuses a callback that is not a name', async () => {
    const response = await search('q=parc%20xylo&callback=jQuery_123');
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toMatch(/^\/\*\*\/jQuery_123\(\[.*"Hôtel du Parc Xylo".*\]\);$/);
    const hostile = await search(`q=parc%20xylo&callback=${encodeURIComponent('alert(document.cookie)//')}`);
    expect(hostile.statusCode).toBe(400);
  });

  it('updates an entry imported again with the same code', async () => {
    await t.app.services.catalogue.importEntries([
      entry('900003', 'FR-TST-3', 'Hôtel du Grand Parc Xylo', 'Paris', 'FR', 'France'),
    ]);
    const titles = json<{ title: string }[]>(await search('q=grand%20parc%20xylo')).map((s) => s.title);
    expect(titles).toEqual(['Hôtel du Grand Parc Xylo']);
    expect(json(await search('q=xylo%20paris'))).toHaveLength(1);
  });
});
