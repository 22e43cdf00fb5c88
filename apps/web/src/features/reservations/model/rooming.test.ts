import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeReservation, makeStay } from '../../../test/reservation-fixtures.ts';
import { addDays, daysFrom, hotelToday, movementsByDay } from './days.ts';
import { roomingRows } from './rooming.ts';
import { roomingCsv } from './rooming-csv.ts';
import { roomingSheet, roomingXlsx } from './rooming-xlsx.ts';

describe('the rooming list', () => {
  const reservations = [
    makeReservation({ id: 1, reference: 'B-2', leadGuest: { name: 'Zoe', email: 'z@x.es', phone: null } }),
    makeReservation({
      id: 2,
      reference: 'B-1',
      leadGuest: { name: 'Álvaro, "el de la 3"', email: 'a@x.es', phone: '+34600000000' },
      confirmationNumber: 'H-9',
      specialRequests: 'Cuna\nplanta alta',
      stays: [makeStay(), makeStay({ arrival: '2027-07-02', departure: '2027-07-04' })],
    }),
    makeReservation({ id: 3, reference: 'B-3', status: 'cancelled' }),
  ];

  it('lists the rooms arriving that day of the standing reservations, by lead guest', () => {
    const rows = roomingRows(reservations, '2027-07-01');
    expect(rows.map((row) => [row.reservationId, row.reference, row.nights])).toEqual([
      [2, 'B-1', 2],
      [1, 'B-2', 2],
    ]);
    expect(roomingRows(reservations, '2027-07-02').map((row) => row.reference)).toEqual(['B-1']);
  });

  it('writes CSV with a BOM, CRLF and quoted fields, exactly', () => {
    const csv = roomingCsv(roomingRows(reservations, '2027-07-01'), [
      { header: 'Huésped', cell: (row) => row.leadGuest },
      { header: 'Noches', cell: (row) => row.nights },
      { header: 'Peticiones', cell: (row) => row.specialRequests },
    ]);
    expect(csv).toBe(
      '\ufeffHuésped,Noches,Peticiones\r\n"Álvaro, ""el de la 3""",2,"Cuna\nplanta alta"\r\nZoe,2,\r\n',
    );
  });
});

describe('the rooming list as a spreadsheet', () => {
  const reservations = [
    makeReservation({ id: 1, reference: 'B-2', leadGuest: { name: 'Zoë', email: 'z@x.es', phone: null } }),
    makeReservation({ id: 2, reference: 'B-1', specialRequests: 'Cuna\nplanta alta' }),
  ];
  const columns = [
    { header: 'Huésped', cell: (row: { leadGuest: string }) => row.leadGuest },
    { header: 'Noches', cell: (row: { nights: number }) => row.nights },
    { header: 'Peticiones', cell: (row: { specialRequests: string }) => row.specialRequests },
  ];

  it('has a bold header, numbers as numbers and wrapped multi-line requests', () => {
    const sheet = roomingSheet(roomingRows(reservations, '2027-07-01'), columns);
    expect(sheet[0]).toEqual([
      { value: 'Huésped', fontWeight: 'bold' },
      { value: 'Noches', fontWeight: 'bold' },
      { value: 'Peticiones', fontWeight: 'bold' },
    ]);
    expect(sheet).toHaveLength(3);
    const requests = sheet.map((row) => row[2]);
    expect(requests).toContainEqual({ value: 'Cuna\nplanta alta', type: String, wrap: true });
    expect(sheet[1]?.[1]).toEqual({ value: 2, type: Number });
  });

  it('writes an .xlsx workbook whose sheet, named after the day, holds the rooms', async () => {
    const blob = await roomingXlsx(roomingRows(reservations, '2027-07-01'), columns, '2027-07-01');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="2027-07-01"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const strings = strFromU8((files['xl/sharedStrings.xml'] ?? new Uint8Array()) as Uint8Array);
    expect(`${sheet}${strings}`).toContain('Zoë');
    expect(`${sheet}${strings}`).toContain('Huésped');
    // Two rooms and the header, the number of nights a numeric cell.
    expect(sheet.match(/<row /g)).toHaveLength(3);
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>2<\/v><\/c>/);
  });
});

describe('days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysFrom('2027-07-30', 3)).toEqual(['2027-07-30', '2027-07-31', '2027-08-01']);
  });

  it("answers the hotel's today in its time zone", () => {
    expect(hotelToday(new Date('2027-07-01T22:30:00Z'))).toBe('2027-07-02');
    expect(hotelToday(new Date('2027-07-01T21:30:00Z'))).toBe('2027-07-01');
  });

  it('groups arrivals and departures by day, cancelled left out', () => {
    const list = [
      makeReservation({ id: 1, arrival: '2027-07-01', departure: '2027-07-03' }),
      makeReservation({ id: 2, arrival: '2027-07-03', departure: '2027-07-05' }),
      makeReservation({ id: 3, arrival: '2027-07-01', departure: '2027-07-02', status: 'cancelled' }),
    ];
    const days = movementsByDay(list, daysFrom('2027-07-01', 3));
    expect(
      days.map((day) => [day.day, day.arrivals.map((r) => r.id), day.departures.map((r) => r.id)]),
    ).toEqual([
      ['2027-07-01', [1], []],
      ['2027-07-02', [], []],
      ['2027-07-03', [2], [1]],
    ]);
  });
});
