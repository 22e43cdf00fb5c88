import {
  type AriGridWire,
  type AriRoomType,
  type Board,
  compactPlanControls,
  type Derivation,
  dayIndex,
  daysInYear,
  deriveCell,
  type PriceCell,
  roomOccupancy,
} from '@hotel/domain';
import type { AriRateRow, AriRepository, RoomTypeRow } from './ari.repository.ts';

export function toRoomType(row: RoomTypeRow): AriRoomType {
  return {
    id: row.id,
    name: row.name,
    isApartment: row.isApartment,
    occupancy: roomOccupancy({ total_occupancy: row.totalOccupancy, default_adults: row.defaultAdults }),
  };
}

export function derivationOf(rate: AriRateRow): Derivation | null {
  return rate.baseRateId !== null && rate.derivation
    ? { baseRate: rate.baseRateId, kind: rate.derivation.kind, value: rate.derivation.value }
    : null;
}

const dayKey = (iso: string) => iso.replaceAll('-', '_');

/** A year of a rate's ARI as the grid reads it (decision 020): constant statements whatever the number of cells. */
export async function gridOf(
  repository: AriRepository,
  rate: AriRateRow,
  year: number,
): Promise<AriGridWire> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const days = daysInYear(year);
  const derived = derivationOf(rate);
  const rooms = (await repository.roomTypesOfRate(rate.id)).map(toRoomType);
  const roomIds = rooms.map((room) => room.id);
  const [prices, inventory, restrictions, applied, plans] = await Promise.all([
    repository.priceRows(derived ? derived.baseRate : rate.id, first, last),
    repository.inventory(roomIds, first, last),
    repository.restrictions(rate.id, first, last),
    repository.appliedDays(rate.id, first, last),
    repository.planControls(rate.id, first, last),
  ]);
  const boards = rate.boards as Board[];
  const perPerson = rate.priceRoomType === 'person';
  const rows = new Map<string, AriGridWire['prices'][number]>();
  for (const room of rooms) {
    for (const board of boards) {
      const empty = () => Array<string | null>(days).fill(null);
      rows.set(`${room.id}:${board}`, {
        room: room.id,
        board,
        amounts: Array<string[] | null>(days).fill(null),
        ...(perPerson ? { guests: { child: empty(), infant: empty(), baby: empty() } } : {}),
      });
    }
  }
  for (const row of prices) {
    const target = rows.get(`${row.roomId}:${row.board}`);
    if (!target) continue;
    const amounts = row.amounts.split(',');
    const child = row.child.split(',');
    const infant = row.infant.split(',');
    const baby = row.baby.split(',');
    row.days.split(',').forEach((offset, at) => {
      const day = Number(offset);
      let cell: PriceCell = {
        amounts: (amounts[at] ?? '').split(' '),
        child: child[at] || null,
        infant: infant[at] || null,
        baby: baby[at] || null,
      };
      if (derived) cell = deriveCell(cell, derived);
      target.amounts[day] = cell.amounts;
      if (target.guests) {
        target.guests.child[day] = cell.child;
        target.guests.infant[day] = cell.infant;
        target.guests.baby[day] = cell.baby;
      }
    });
  }
  const allotments = new Map(
    rooms.map((room) => [
      room.id,
      {
        allotment: Array<number | null>(days).fill(null),
        stopSale: Array<string>(days).fill('0'),
        booked: Array<number>(days).fill(0),
        anyBooked: false,
      },
    ]),
  );
  for (const row of inventory) {
    const target = allotments.get(row.roomId);
    if (!target) continue;
    const index = dayIndex(year, dayKey(row.day));
    target.allotment[index] = row.allotment;
    target.stopSale[index] = row.stopSale ? '1' : '0';
    target.booked[index] = row.booked;
    if (row.booked > 0) target.anyBooked = true;
  }
  const minStay = Array<number | null>(days).fill(null);
  const maxStay = Array<number | null>(days).fill(null);
  const closedArrival = Array<string>(days).fill('0');
  const closedDeparture = Array<string>(days).fill('0');
  for (const row of restrictions) {
    const index = dayIndex(year, dayKey(row.day));
    minStay[index] = row.minStay;
    maxStay[index] = row.maxStay;
    closedArrival[index] = row.closedArrival ? '1' : '0';
    closedDeparture[index] = row.closedDeparture ? '1' : '0';
  }
  const applies = Array<string>(days).fill('0');
  for (const day of applied) applies[dayIndex(year, dayKey(day))] = '1';
  // Products' own rows, for the room types and boards the rate sells now (rows of a room type or
  // board it no longer sells stay in the table but sell nothing).
  const planControls = compactPlanControls(
    plans
      .filter((row) => roomIds.includes(row.roomId) && boards.includes(row.board as Board))
      .map(({ roomId, board, day, ...control }) => ({
        ...control,
        room: roomId,
        board: board as Board,
        day: dayIndex(year, dayKey(day)),
      })),
  );
  return {
    rate: rate.id,
    kind: rate.kind,
    year,
    days,
    priceRoomType: rate.priceRoomType as AriGridWire['priceRoomType'],
    currency: rate.currency,
    quotaType: rate.quotaType,
    releaseDays: rate.releaseDays,
    childsAge: rate.childsAge,
    infantAge: rate.infantAge,
    babyAge: rate.babyAge,
    derived,
    roomTypes: rooms,
    boards,
    applies: applies.join(''),
    prices: [...rows.values()],
    inventory: rooms.map((room) => {
      const target = allotments.get(room.id);
      return {
        room: room.id,
        allotment: target?.allotment ?? [],
        stopSale: (target?.stopSale ?? []).join(''),
        ...(target?.anyBooked ? { booked: target.booked } : {}),
      };
    }),
    restrictions: {
      minStay,
      maxStay,
      closedArrival: closedArrival.join(''),
      closedDeparture: closedDeparture.join(''),
    },
    ...(planControls.length > 0 ? { planControls } : {}),
  };
}
