import { type AriOut, type AriOutQuery, BOARD_OTA_MEAL_PLAN } from '@hotel/domain';
import { foldDays, ratePlanCode } from '../ota/index.ts';
import {
  type ApprovedRoomTypes,
  type AriOutRooms,
  cellKey,
  loadHotelAri,
  restrictionKey,
} from './ari-out.load.ts';
import { availStatusNotif, rateAmountNotif, ratePlanNotif } from './ari-out.ota.ts';
import type { AriOutRepository } from './ari-out.repository.ts';

/**
 * ARI out (issue 17 item 3): a hotel's prices, allotments and restrictions over a date range, as
 * JSON and as OTA_HotelRateAmountNotifRQ / OTA_HotelAvailNotifRQ. A constant number of statements whatever the
 * range, the rates or the room types; derived offers and promotions resolved from their base
 * rate's cells with the domain's `deriveCell`, as the grid does.
 */
export class AriOutService {
  constructor(
    private readonly repository: AriOutRepository,
    private readonly ari: AriOutRooms,
    private readonly approved?: ApprovedRoomTypes,
  ) {}

  private load(hotelId: number, query: AriOutQuery) {
    return loadHotelAri(this.repository, this.ari, hotelId, query, this.approved);
  }

  /** The JSON answer: every list folded into ranges of equal consecutive days. */
  async read(hotelId: number, query: AriOutQuery): Promise<AriOut> {
    const ari = await this.load(hotelId, query);
    return {
      hotel: ari.hotel,
      from: ari.from,
      to: ari.to,
      roomTypes: ari.roomTypes,
      rates: ari.rates.map(
        ({ rate, derived, rooms, boards, prices, restrictions, planControls, cancellation, terms }) => ({
          id: rate.id,
          name: rate.name,
          kind: rate.kind,
          currency: rate.currency,
          pricesIncludeTax: rate.pricesIncludeTax,
          priceRoomType: rate.priceRoomType === 'person' ? 'person' : 'room',
          quotaType: rate.quotaType,
          releaseDays: rate.releaseDays,
          childsAge: rate.childsAge,
          infantAge: rate.infantAge,
          babyAge: rate.babyAge,
          derived,
          roomTypes: rooms,
          ratePlans: boards.map((board) => ({
            code: ratePlanCode(rate.id, board),
            board,
            mealPlanCode: BOARD_OTA_MEAL_PLAN[board],
          })),
          prices: [...prices.values()].flatMap(({ room, board, days }) =>
            foldDays(days, cellKey).map(({ start, end, value }) => ({ room, board, start, end, ...value })),
          ),
          restrictions: foldDays(restrictions, restrictionKey).map(({ start, end, value }) => ({
            start,
            end,
            ...value,
          })),
          planControls: [...planControls.values()].flatMap(({ room, board, days }) =>
            foldDays(days, (value) => `${restrictionKey(value)}|${value.stopSale}`).map(
              ({ start, end, value }) => ({
                room,
                board,
                start,
                end,
                ...value,
              }),
            ),
          ),
          cancellation: cancellation.map(({ start, end, value }) => ({ start, end, policy: value })),
          terms,
        }),
      ),
      taxes: ari.taxes,
      inventory: [...ari.inventory.entries()].flatMap(([room, days]) =>
        foldDays(days, (value) => `${value.allotment}|${value.roomsLeft}|${value.stopSale}`).map(
          ({ start, end, value }) => ({
            room,
            start,
            end,
            ...value,
          }),
        ),
      ),
    };
  }

  /** OTA_HotelRateAmountNotifRQ of the range (ari-out.ota.ts). */
  async ratesXml(hotelId: number, query: AriOutQuery, echoToken?: string): Promise<string> {
    return rateAmountNotif(await this.load(hotelId, query), echoToken);
  }

  /**
   * OTA_HotelRatePlanNotifRQ of the range with each rate plan's cancellation policies (decision
   * 056); null when the hotel has no rate plan (the message needs one).
   */
  async ratePlansXml(hotelId: number, query: AriOutQuery, echoToken?: string): Promise<string | null> {
    return ratePlanNotif(await this.load(hotelId, query), echoToken);
  }

  /** OTA_HotelAvailNotifRQ of the range (ari-out.ota.ts). */
  async availXml(hotelId: number, query: AriOutQuery, echoToken?: string): Promise<string> {
    return availStatusNotif(await this.load(hotelId, query), echoToken);
  }
}
