import { type AriGrid, type Board, daysInYear, type PriceCell } from '@hotel/domain';

/** Test data for the ARI grid: a rate with two room types and two boards. */

export const ROOMS = [
  { id: 7, name: 'Doble', isApartment: false, occupancy: 3 },
  { id: 8, name: 'Individual', isApartment: false, occupancy: 1 },
];

export function cell(...amounts: string[]): PriceCell {
  return { amounts, child: null, infant: null, baby: null };
}

export function makeGrid(
  overrides: Partial<AriGrid> = {},
  fill?: (room: number, board: Board, day: number) => PriceCell | null,
): AriGrid {
  const year = overrides.year ?? 2027;
  const days = daysInYear(year);
  const roomTypes = overrides.roomTypes ?? ROOMS;
  const boards = overrides.boards ?? (['BB', 'HB'] as Board[]);
  return {
    rate: 10,
    kind: 'rate',
    year,
    days,
    priceRoomType: 'person',
    currency: 'EUR',
    quotaType: 'allotment_release',
    releaseDays: 7,
    childsAge: 12,
    infantAge: 2,
    babyAge: 0,
    derived: null,
    roomTypes,
    boards,
    applies: '1'.repeat(days),
    prices: roomTypes.flatMap((room) =>
      boards.map((board) => ({
        room: room.id,
        board,
        cells: Array.from({ length: days }, (_, day) => (fill ? fill(room.id, board, day) : null)),
      })),
    ),
    inventory: roomTypes.map((room) => ({
      room: room.id,
      allotment: Array.from({ length: days }, () => null),
      stopSale: '0'.repeat(days),
    })),
    restrictions: {
      minStay: Array.from({ length: days }, () => null),
      maxStay: Array.from({ length: days }, () => null),
      closedArrival: '0'.repeat(days),
      closedDeparture: '0'.repeat(days),
    },
    ...overrides,
  };
}
