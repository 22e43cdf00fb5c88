import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalogue.importEntries([
    entry('900001', 'ES-TST-1', 'Hôtel Zúrbaran Playa', 'Málaga', 'ES', 'Spain'),
    entry('900002', 'ES-TST-2', 'Gran Hotel Qüestra Sol y Mar', 'Benidorm', 'ES', 'Spain'),
    entry('900003', 'FR-TST-3', 'Hôtel du Parc Xylo', 'Paris', 'FR', 'France'),
    // The ranking catalogue: made-up words the generated seed never holds.
    entry('910001', 'ZORVAN', 'Hostal Nadie Quimbe', 'Soria', 'ES', 'Spain'),
    entry('910002', 'ES-ZRV-2', 'Zorvan Palace', 'Toledo', 'ES', 'Spain'),
    entry('910003', 'ES-ZRV-3', 'Zorvan Apartamentos', 'Toledo', 'ES', 'Spain'),
    entry('910004', 'ES-ZRV-4', 'Hotel Zorvan', 'Cuenca', 'ES', 'Spain'),
    entry('910005', 'ES-ZRV-5', 'Gran Hotel Zorvanito', 'Cuenca', 'ES', 'Spain'),
    entry('910006', 'ES-ZRV-6', 'Hotel Lumbre', 'Zorvania', 'ES', 'Spain'),
    entry('910009', 'ES-ZRV-9', 'Hotel Albar', 'Zorvania', 'ES', 'Spain'),
    entry('910007', 'ES-QWT-7', 'Qwarto Mezquita', 'Córdoba', 'ES', 'Spain'),
    entry('910008', 'ES-XNT-8', 'Parador Xenturo', 'Ávila', 'ES', 'Spain'),
    // Two words most hotels hold ("gran", "hotel") beside a rare one.
    entry('940001', 'ES-VDX-1', 'Vendrix Gran Hotel', 'Lugo', 'ES', 'Spain'),
    entry('940002', 'ES-VDX-2', 'Hotel Vendrix Gran Vía', 'Madrid', 'ES', 'Spain'),
    entry('940003', 'ES-VDX-3', 'Gran Hotel Vendrix', 'Soria', 'ES', 'Spain'),
    entry('940004', 'ES-VDX-4', 'Hotel Vendrix', 'Granada', 'ES', 'Spain'),
    entry('940005', 'ES-VDX-5', 'Hostal Vendrix', 'Gandía', 'ES', 'Spain'),
    // A prefix starting many words ("qarmo"), checked on the rows a rarer word leaves.
    entry('950001', 'ES-QRM-1', 'Hotel Plintor Qarmona', 'Jaén', 'ES', 'Spain'),
    entry('950002', 'ES-QRM-2', 'Hostal Plintor', 'Qarmonet', 'ES', 'Spain'),
    entry('950003', 'ES-QRM-3', 'Hotel Plintor Aqarmo', 'Jaén', 'ES', 'Spain'),
    entry('950004', 'ES-QRM-4', 'Qarmoni', 'Jaén', 'ES', 'Spain'),
    entry('950005', 'ES-QRM-5', 'Qarmonix', 'Jaén', 'ES', 'Spain'),
    entry('950006', 'ES-QRM-6', 'Qarmonu', 'Jaén', 'ES', 'Spain'),
    entry('950007', 'ES-QRM-7', 'Qarmoska', 'Jaén', 'ES', 'Spain'),
    entry('950008', 'ES-QRM-8', 'Qarmovi', 'Jaén', 'ES', 'Spain'),
    entry('950009', 'ES-QRM-9', 'Qarmotel', 'Jaén', 'ES', 'Spain'),
    entry('950010', 'ES-QRM-10', 'Qarmola', 'Jaén', 'ES', 'Spain'),
    // A name that starts another: shorter first, whatever the cities (the index orders name, city).
    entry('960001', 'ES-QLM-1', 'Casa Quelmo Azul', 'Avila', 'ES', 'Spain'),
    entry('960002', 'ES-QLM-2', 'Casa Quelmo', 'Zamora', 'ES', 'Spain'),
    entry('960003', 'ES-QLM-3', 'Casa Quelmo', 'Burgos', 'ES', 'Spain'),
    // A word that is mostly a city: the names holding it (one also in that city) come first.
    entry('970001', 'ES-BRV-1', 'Albor Suites', 'Brelvia', 'ES', 'Spain'),
    entry('970002', 'ES-BRV-2', 'Casa Azul', 'Brelvia', 'ES', 'Spain'),
    entry('970005', 'ES-BRV-5', 'Dorna Inn', 'Brelvia', 'ES', 'Spain'),
    entry('970003', 'ES-BRV-3', 'Hostal Brelvia', 'Brelvia', 'ES', 'Spain'),
    entry('970004', 'ES-BRV-4', 'Zeta Brelvia Rooms', 'Lugo', 'ES', 'Spain'),
    // A rare word (trovak) whose first names hold the other word (selmi) in their city only.
    entry('980001', 'ES-TRV-1', 'Trovak Alfa', 'Selmi', 'ES', 'Spain'),
    entry('980002', 'ES-TRV-2', 'Trovak Delta', 'Selmi', 'ES', 'Spain'),
    entry('980003', 'ES-TRV-3', 'Trovak Selmi Beta', 'Lugo', 'ES', 'Spain'),
    entry('980004', 'ES-TRV-4', 'Albo Selmi', 'Trovak', 'ES', 'Spain'),
    entry('980005', 'ES-TRV-5', 'Selmi Uno', 'Lugo', 'ES', 'Spain'),
    entry('980006', 'ES-TRV-6', 'Selmi Dos', 'Lugo', 'ES', 'Spain'),
    entry('980007', 'ES-TRV-7', 'Selmi Tres', 'Lugo', 'ES', 'Spain'),
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
const search = (query: string, language = 'es') =>
  t.app.inject({
    method: 'GET',
    url: `/api/catalogue/hotels?${query}`,
    headers: { 'accept-language': language },
  });
const titles = async (q: string) =>
  json<{ title: string }[]>(await search(`q=${encodeURIComponent(q)}`)).map((s) => s.title);

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
        country: 'España',
        latitude: 40,
        longitude: -3,
      },
    ]);
    const byInnerWord = json<{ title: string }[]>(await search('q=questra%20sol%20y%20mar'));
    expect(byInnerWord.map((s) => s.title)).toContain('Gran Hotel Qüestra Sol y Mar');
  });

  it('ranks the exact code, then names starting with the text, names holding it, and the city', async () => {
    expect(await titles('zorvan')).toEqual([
      'Hostal Nadie Quimbe', // its code is ZORVAN
      'Zorvan Apartamentos',
      'Zorvan Palace',
      'Gran Hotel Zorvanito',
      'Hotel Zorvan',
      'Hotel Albar', // in Zorvania
      'Hotel Lumbre', // in Zorvania
    ]);
    expect(await titles('hotel zorv')).toEqual([
      'Hotel Zorvan',
      'Gran Hotel Zorvanito',
      'Hotel Albar',
      'Hotel Lumbre',
    ]);
    // Every word must match, in any order, as the start of a word.
    expect(await titles('zorv hot')).toEqual([
      'Gran Hotel Zorvanito',
      'Hotel Zorvan',
      'Hotel Albar',
      'Hotel Lumbre',
    ]);
    // With room for two, the city matches sorting before "Hotel Zorvan" by name still come after it.
    const two = json<{ title: string }[]>(await search('q=zorv%20hot&count=2')).map((s) => s.title);
    expect(two).toEqual(['Gran Hotel Zorvanito', 'Hotel Zorvan']);
    // With room for three, each tier goes on after the scan that mixed them: the name, then the city.
    const three = json<{ title: string }[]>(await search('q=zorv%20hot&count=3')).map((s) => s.title);
    expect(three).toEqual(['Gran Hotel Zorvanito', 'Hotel Zorvan', 'Hotel Albar']);
    expect(await titles('zorvan palace toledo')).toEqual(['Zorvan Palace']);
    // A word's inside is not its start.
    expect(await titles('orvan')).not.toContain('Hotel Zorvan');
  });

  it('ranks right when two very common words go with a rare one', async () => {
    // Name starting with the text, then every word in the name (by name), then the city.
    expect(await titles('gran hotel vendrix')).toEqual([
      'Gran Hotel Vendrix',
      'Hotel Vendrix Gran Vía',
      'Vendrix Gran Hotel',
      'Hotel Vendrix', // in Granada
    ]);
    expect(await titles('hotel gran vendr')).toEqual([
      'Gran Hotel Vendrix',
      'Hotel Vendrix Gran Vía',
      'Vendrix Gran Hotel',
      'Hotel Vendrix',
    ]);
  });

  it('matches a prefix of many words on the rows a rarer word leaves, in the name or the city', async () => {
    expect(await titles('plintor qarm')).toEqual(['Hotel Plintor Qarmona', 'Hostal Plintor']);
    expect(await titles('qarmon plintor')).toEqual(['Hotel Plintor Qarmona', 'Hostal Plintor']);
    expect(await titles('plintor qarmonu')).toEqual([]);
  });

  it('ranks a prefix of many words, each read on its own and sorted together (nine qarmo… words)', async () => {
    // "qarmo" drives alone: each of its words is read on its own and the rows sorted after.
    expect(await titles('qarmo')).toEqual([
      'Qarmola',
      'Qarmoni',
      'Qarmonix',
      'Qarmonu',
      'Qarmoska',
      'Qarmotel',
      'Qarmovi',
      'Hotel Plintor Qarmona', // a later word of the name
      'Hostal Plintor', // in Qarmonet
    ]);
    const eight = json<{ title: string }[]>(await search('q=qarmo&count=8')).map((s) => s.title);
    expect(eight.at(-1)).toBe('Hotel Plintor Qarmona');
  });

  it('ranks the few names holding a word that is mostly a city before its city matches', async () => {
    expect(await titles('brelvia')).toEqual([
      'Hostal Brelvia',
      'Zeta Brelvia Rooms',
      'Albor Suites',
      'Casa Azul',
      'Dorna Inn',
    ]);
    // With room for two, the first scan finds city matches only (Albor, Casa, Dorna): the names
    // are then read from the word's name entries, where Hostal Brelvia (name and city) must be.
    const two = json<{ title: string }[]>(await search('q=brelvia&count=2')).map((s) => s.title);
    expect(two).toEqual(['Hostal Brelvia', 'Zeta Brelvia Rooms']);
    const three = json<{ title: string }[]>(await search('q=brel%20rooms&count=3')).map((s) => s.title);
    expect(three).toEqual(['Zeta Brelvia Rooms']);
  });

  it('ranks the city matches of a rare word whose first names hold the other word in their city', async () => {
    expect(await titles('selmi trovak')).toEqual([
      'Trovak Selmi Beta',
      'Albo Selmi',
      'Trovak Alfa',
      'Trovak Delta',
    ]);
    // A prefix of two letters is checked on the bit of every word's first two letters.
    expect(await titles('trovak se')).toEqual([
      'Trovak Selmi Beta',
      'Albo Selmi',
      'Trovak Alfa',
      'Trovak Delta',
    ]);
    // With room for two, trovak's first names (Alfa, Delta, Beta) fill the first read with one
    // name match: the names go on after Beta (none), then the city matches are read from the
    // start, where Albo Selmi (trovak in its city) comes before the names read.
    const two = json<{ title: string }[]>(await search('q=selmi%20trovak&count=2')).map((s) => s.title);
    expect(two).toEqual(['Trovak Selmi Beta', 'Albo Selmi']);
  });

  it('orders a name before the longer names it starts, then by city', async () => {
    const found = json<{ title: string; city: string }[]>(await search('q=quelmo%20casa'));
    expect(found.map((s) => `${s.title} (${s.city})`)).toEqual([
      'Casa Quelmo (Burgos)',
      'Casa Quelmo (Zamora)',
      'Casa Quelmo Azul (Avila)',
    ]);
  });

  it('finds a word written after the others by the prefix they share', async () => {
    // The prefix is looked up in the vocabulary of the catalogue's words: every write must add
    // to it. A CSV import recounts it whole (the Vendrix words are in it now)...
    const imported = await importCsv([HEADER, '940007,ES-VDX-7,Vendrixol Rooms,Teruel,ES,Spain,40.3,-1.1']);
    expect(imported.imported).toBe(1);
    expect(await titles('vendrixo')).toEqual(['Vendrixol Rooms']);
    // ...and a later write adds its own words without a recount.
    await t.app.services.catalogue.importEntries([
      entry('940006', 'ES-VDX-6', 'Vendrixa Loft', 'Teruel', 'ES', 'Spain'),
    ]);
    expect(await titles('vendrix')).toContain('Vendrixa Loft');
    expect(await titles('loft vendr')).toEqual(['Vendrixa Loft']);
  });

  it('finds names and cities without regard to accents or case', async () => {
    expect(await titles('qwarto cordoba')).toEqual(['Qwarto Mezquita']);
    expect(await titles('QWARTO CÓRDOBA')).toEqual(['Qwarto Mezquita']);
    expect(await titles('xenturo ÁVILA')).toEqual(['Parador Xenturo']);
    expect(await titles('ÁVILA')).toContain('Parador Xenturo');
  });

  it('names the city, and the country in the language asked', async () => {
    const pick = async (query: string, language?: string) =>
      json<{ city: string; country: string }[]>(await search(query, language))[0];
    expect(await pick('q=hotel%20du%20parc%20xylo')).toMatchObject({ city: 'Paris', country: 'Francia' });
    expect(await pick('q=hotel%20du%20parc%20xylo', 'en')).toMatchObject({ country: 'France' });
    expect(await pick('q=zorvan%20palace', 'en-GB,en;q=0.8')).toMatchObject({
      city: 'Toledo',
      country: 'Spain',
    });
    // The spec's language parameter wins over the header.
    expect(await pick('q=zorvan%20palace&language=IT', 'en')).toMatchObject({ country: 'Spagna' });
    expect((await search('q=zorvan')).headers.vary).toContain('accept-language');
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
    // A word the new name no longer holds finds the hotel no more.
    await t.app.services.catalogue.importEntries([
      entry('900004', 'ES-OBS-1', 'Hotel Obsolo Prime', 'Lugo', 'ES', 'Spain'),
    ]);
    expect(json(await search('q=obsolo'))).toHaveLength(1);
    await t.app.services.catalogue.importEntries([
      entry('900004', 'ES-OBS-1', 'Hotel Prime Nuevo', 'Lugo', 'ES', 'Spain'),
    ]);
    expect(json(await search('q=obsolo'))).toEqual([]);
    expect(json<{ title: string }[]>(await search('q=prime%20lugo')).map((s) => s.title)).toEqual([
      'Hotel Prime Nuevo',
    ]);
  });

  const HEADER = 'raw_id,code,title,city,country_code,country,latitude,longitude';
  const importCsv = (lines: string[]) =>
    t.app.services.catalogue.importCsv(Readable.from([`${lines.join('\n')}\n`]));

  it('refuses a malformed CSV with its line errors and imports nothing of it', async () => {
    const result = await importCsv([
      HEADER,
      '920001,ES-YLK-1,Hotel Ylkama Uno,Huesca,ES,Spain,42.1,-0.4',
      '',
      '920002,ES-YLK-2,,Huesca,ES,Spain,42.1,-0.4',
      '920003,ES-YLK-3,Hotel Ylkama Tres,Huesca,ES,Spain,north,-0.4',
      '920004,ES-YLK-1,Hotel Ylkama Cuatro,Huesca,ES,Spain,42.1,-0.4',
    ]);
    expect(result).toMatchObject({
      imported: 0,
      errorCount: 2,
      errors: [
        { line: 4, message: 'Missing title' },
        { line: 5, message: 'Latitude "north" is not a number' },
      ],
    });
    expect(await titles('ylkama')).toEqual([]);
    // A file whose only fault is a repeated code is refused too (found in the staging table).
    const duplicated = await importCsv([
      HEADER,
      '920001,ES-YLK-1,Hotel Ylkama Uno,Huesca,ES,Spain,42.1,-0.4',
      '920004,ES-YLK-1,Hotel Ylkama Cuatro,Huesca,ES,Spain,42.1,-0.4',
    ]);
    expect(duplicated).toMatchObject({
      imported: 0,
      errors: [{ line: 3, message: 'Duplicate code "ES-YLK-1" (first seen on line 2)' }],
    });
    expect(await titles('ylkama')).toEqual([]);
    const unreadable = await importCsv([
      HEADER,
      '920001,ES-YLK-1,"Hotel Ylkama Uno,Huesca,ES,Spain,42.1,-0.4',
    ]);
    expect(unreadable.imported).toBe(0);
    expect(unreadable.errors[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('imports a CSV, and a second import updates by code without duplicating', async () => {
    const progress: number[] = [];
    const first = await t.app.services.catalogue.importCsv(
      Readable.from([
        `${[HEADER, '930001,ES-WMB-1,Hotel Wombel,Teruel,ES,Spain,40.3,-1.1', '930002,ES-WMB-2,Hostal Wombel,Teruel,ES,Spain,40.3,-1.1'].join('\n')}\n`,
      ]),
      (lines) => progress.push(lines),
    );
    expect(first).toMatchObject({ imported: 2, errorCount: 0, errors: [] });
    expect(progress.at(-1)).toBe(3);
    const again = await importCsv([
      HEADER,
      '930001,ES-WMB-1,Hotel Wombel Renovado,Teruel,ES,Spain,40.3,-1.1',
      '930003,ES-WMB-3,Apartamentos Wombel,Albarracín,ES,Spain,40.4,-1.4',
    ]);
    expect(again).toMatchObject({ imported: 2, errorCount: 0 });
    expect(await titles('wombel')).toEqual(['Apartamentos Wombel', 'Hostal Wombel', 'Hotel Wombel Renovado']);
    expect(await titles('wombel albarracin')).toEqual(['Apartamentos Wombel']);
  });
});
