import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CatalogueCsvItem, parseCatalogueCsv, readCatalogueCsv } from './catalogue-csv.ts';

const HEADER = 'raw_id,code,title,city,country_code,country,latitude,longitude';

describe('parseCatalogueCsv', () => {
  it('parses a simple file', () => {
    const csv = [
      HEADER,
      '1001,ES-MAD-00001,Hotel Gran Vía,Madrid,ES,Spain,40.4200,-3.7050',
      '1002,FR-PAR-00001,Hôtel du Parc,Paris,FR,France,48.8566,2.3522',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        rawId: '1001',
        code: 'ES-MAD-00001',
        title: 'Hotel Gran Vía',
        city: 'Madrid',
        countryCode: 'ES',
        country: 'Spain',
        latitude: 40.42,
        longitude: -3.705,
      },
      {
        rawId: '1002',
        code: 'FR-PAR-00001',
        title: 'Hôtel du Parc',
        city: 'Paris',
        countryCode: 'FR',
        country: 'France',
        latitude: 48.8566,
        longitude: 2.3522,
      },
    ]);
  });

  it('accepts header columns in any order and any case, with surrounding spaces', () => {
    const csv = [
      ' Title ,LATITUDE,Longitude,Raw_ID,CODE,City,Country,Country_Code',
      'Hostal La Plaza,37.3891,-5.9845,7,ES-SEV-00007,Sevilla,Spain,es',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        rawId: '7',
        code: 'ES-SEV-00007',
        title: 'Hostal La Plaza',
        city: 'Sevilla',
        countryCode: 'ES',
        country: 'Spain',
        latitude: 37.3891,
        longitude: -5.9845,
      },
    ]);
  });

  it('handles RFC 4180 quoting: commas, doubled quotes and newlines inside quotes', () => {
    const csv = [
      HEADER,
      '1,C-1,"Hotel Sol, Mar y Arena",Benidorm,ES,Spain,38.5411,-0.1225',
      '2,C-2,"The ""Royal"" Oak Hotel",London,GB,United Kingdom,51.5074,-0.1278',
      '3,C-3,"Albergo',
      'Bellavista",Rome,IT,Italy,"41.9028","12.4964"',
      '4,C-4,"",Rome,IT,Italy,41.9,12.49',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries.map((e) => e.title)).toEqual([
      'Hotel Sol, Mar y Arena',
      'The "Royal" Oak Hotel',
      'Albergo\nBellavista',
    ]);
    expect(entries[2]?.latitude).toBe(41.9028);
    // The multi-line record occupies lines 4–5, so the next row is on line 6.
    expect(errors).toEqual([{ line: 6, message: expect.stringMatching(/missing title/i) }]);
  });

  it('tolerates a UTF-8 BOM, CRLF line endings, blank lines and a trailing newline', () => {
    const csv = `\uFEFF${HEADER}\r\n1,C-1,Pousada do Castelo,Évora,PT,Portugal,38.5714,-7.9135\r\n\r\n2,C-2,"Hotel\r\nPeñíscola",Peñíscola,ES,Spain,40.359,0.406\r\n3,C-3,Bad,X,ES,Spain,abc,0\r\n`;
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries.map((e) => e.rawId)).toEqual(['1', '2']);
    expect(entries[0]?.city).toBe('Évora');
    expect(entries[1]?.title).toBe('Hotel\r\nPeñíscola');
    expect(errors).toEqual([{ line: 6, message: expect.stringMatching(/latitude "abc" is not a number/i) }]);
  });

  it('reports rows with missing title, code or raw_id with their line numbers', () => {
    const csv = [
      HEADER,
      ',C-1,Hotel A,Madrid,ES,Spain,40,-3',
      '2,,Hotel B,Madrid,ES,Spain,40,-3',
      '3,C-3,   ,Madrid,ES,Spain,40,-3',
      '4,C-4,Hotel D,Madrid,ES,Spain,40,-3',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries.map((e) => e.title)).toEqual(['Hotel D']);
    expect(errors).toEqual([
      { line: 2, message: 'Missing raw_id' },
      { line: 3, message: 'Missing code' },
      { line: 4, message: 'Missing title' },
    ]);
  });

  it('reports non-numeric, missing and out-of-range coordinates', () => {
    const csv = [
      HEADER,
      '1,C-1,Hotel A,Madrid,ES,Spain,north,-3',
      '2,C-2,Hotel B,Madrid,ES,Spain,40,',
      '3,C-3,Hotel C,Madrid,ES,Spain,90.5,0',
      '4,C-4,Hotel D,Madrid,ES,Spain,-45,-180.01',
      '5,C-5,Hotel E,Madrid,ES,Spain,40.1.2,1',
      '6,C-6,Hotel F,Madrid,ES,Spain,-90,180',
      '7,C-7,Hotel G,Madrid,ES,Spain,"40,5",1',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries.map((e) => [e.rawId, e.latitude, e.longitude])).toEqual([['6', -90, 180]]);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 8]);
    expect(errors[0]?.message).toMatch(/latitude "north" is not a number/i);
    expect(errors[1]?.message).toMatch(/missing longitude/i);
    expect(errors[2]?.message).toMatch(/latitude 90\.5 is out of range/i);
    expect(errors[3]?.message).toMatch(/longitude -180\.01 is out of range/i);
    expect(errors[4]?.message).toMatch(/latitude "40\.1\.2" is not a number/i);
    expect(errors[5]?.message).toMatch(/latitude "40,5" is not a number/i);
  });

  it('combines several problems of one row into a single error', () => {
    const { entries, errors } = parseCatalogueCsv(`${HEADER}\n,,,Madrid,ES,Spain,x,999`);
    expect(entries).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.line).toBe(2);
    expect(errors[0]?.message).toMatch(/raw_id.*code.*title.*latitude.*longitude/i);
  });

  it('reports a single error on line 1 when header columns are missing', () => {
    const csv = [
      'raw_id,code,name,city,country_code,country,lat,longitude',
      '1,C-1,Hotel,Madrid,ES,Spain,40,-3',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries).toEqual([]);
    expect(errors).toEqual([{ line: 1, message: 'Missing required columns: title, latitude' }]);
  });

  it('reports a single error on line 1 for empty input', () => {
    expect(parseCatalogueCsv('')).toEqual({
      entries: [],
      errors: [{ line: 1, message: expect.any(String) }],
    });
    expect(parseCatalogueCsv('\uFEFF')).toEqual({
      entries: [],
      errors: [{ line: 1, message: expect.any(String) }],
    });
  });

  it('reports duplicate raw_id and code values', () => {
    const csv = [
      HEADER,
      '1,C-1,Hotel A,Madrid,ES,Spain,40,-3',
      '1,C-2,Hotel B,Madrid,ES,Spain,40,-3',
      '3,C-1,Hotel C,Madrid,ES,Spain,40,-3',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries.map((e) => e.title)).toEqual(['Hotel A']);
    expect(errors).toEqual([
      { line: 3, message: 'Duplicate raw_id "1" (first seen on line 2)' },
      { line: 4, message: 'Duplicate code "C-1" (first seen on line 2)' },
    ]);
  });

  it('reports rows with too many fields and unterminated quotes', () => {
    const csv = [
      HEADER,
      '1,C-1,Hotel A,Madrid,ES,Spain,40,-3,extra',
      '2,C-2,"Hotel B,Madrid,ES,Spain,40,-3',
    ].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries).toEqual([]);
    expect(errors).toEqual([
      { line: 2, message: 'Row has 9 fields but the header has 8' },
      { line: 3, message: 'Unterminated quoted field starting on line 3' },
    ]);
  });

  it('keeps accented UTF-8 text intact', () => {
    const csv = `${HEADER}\n9,ES-ACO-00009,Hotel Coruña Plaza,A Coruña,ES,Spain,43.3623,-8.4115`;
    const { entries } = parseCatalogueCsv(csv);
    expect(entries[0]?.title).toBe('Hotel Coruña Plaza');
    expect(entries[0]?.city).toBe('A Coruña');
  });
});

describe('parseCatalogueCsv on csv-parse', () => {
  it('refuses a character after a closing quote with its line (the hand-written reader kept it)', () => {
    const csv = [HEADER, '1,C-1,"Hotel A"x,Madrid,ES,Spain,40,-3'].join('\n');
    const { entries, errors } = parseCatalogueCsv(csv);
    expect(entries).toEqual([]);
    expect(errors).toEqual([{ line: 2, message: expect.stringMatching(/invalid closing quote/i) }]);
  });
});

describe('readCatalogueCsv (streaming)', () => {
  async function read(text: string): Promise<CatalogueCsvItem[]> {
    const items: CatalogueCsvItem[] = [];
    for await (const item of readCatalogueCsv(Readable.from([text]))) items.push(item);
    return items;
  }

  it('numbers lines as the file shows them: BOM, CRLF inside and between quotes, blank lines', async () => {
    const csv = `\uFEFF${HEADER}\r\n1,C-1,Pousada,Évora,PT,Portugal,38.5,-7.9\r\n\r\n2,C-2,"Hotel\r\nPeñíscola",Peñíscola,ES,Spain,40.3,0.4\r\n3,C-3,Bad,X,ES,Spain,abc,0\r\n4,C-4,"A\r\nB\r\nC",X,ES,Spain,1,1\r\n5,C-5,,X,ES,Spain,1,1\r\n`;
    const items = await read(csv);
    expect(items.map((item) => item.line)).toEqual([2, 4, 6, 7, 10]);
    expect(items[1]).toMatchObject({ line: 4, entry: { title: 'Hotel\r\nPeñíscola' } });
    expect(items[2]).toEqual({ line: 6, message: 'Latitude "abc" is not a number' });
    expect(items[4]).toEqual({ line: 10, message: 'Missing title' });
  });

  it('ends with an unterminated quote on the line where its record starts', async () => {
    const csv = [
      HEADER,
      '1,C-1,Hotel A,Madrid,ES,Spain,40,-3',
      '2,C-2,"Hotel B,Madrid,ES,Spain,40,-3',
      '3',
    ].join('\n');
    const items = await read(csv);
    expect(items).toEqual([
      expect.objectContaining({ line: 2 }),
      { line: 3, message: 'Unterminated quoted field starting on line 3' },
    ]);
  });

  it('ends at a character after a closing quote, after the rows before it', async () => {
    const csv = [
      HEADER,
      '1,C-1,Hotel A,Madrid,ES,Spain,40,-3',
      '2,C-2,"Hotel B"x,Madrid,ES,Spain,40,-3',
      '3,C-3,Hotel C,Madrid,ES,Spain,40,-3',
    ].join('\n');
    expect(await read(csv)).toEqual([
      expect.objectContaining({ line: 2 }),
      { line: 3, message: expect.stringMatching(/invalid closing quote/i) },
    ]);
  });

  it('refuses a file without the required columns on its header line', async () => {
    expect(await read(`\n\nraw_id,code\n1,C-1`)).toEqual([
      { line: 3, message: expect.stringMatching(/^Missing required columns: title/) },
    ]);
    expect(await read('')).toEqual([{ line: 1, message: expect.stringMatching(/^Missing header row/) }]);
  });
});
