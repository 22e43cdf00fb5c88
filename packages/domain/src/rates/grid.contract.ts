/** The ARI grid and the cells a write changed, as the API sends them (zod). The rules: grid.ts. */
import { z } from 'zod';
import { ariRoomTypeSchema } from './cells.contract.ts';
import { BOARDS } from './cells.ts';
import { RATE_KINDS } from './rules.ts';

export const priceCellSchema = z.object({
  amounts: z.array(z.string()),
  child: z.string().nullable(),
  infant: z.string().nullable(),
  baby: z.string().nullable(),
});

export const derivationSchema = z.object({
  baseRate: z.number(),
  kind: z.enum(['percent', 'amount']),
  value: z.string(),
});

/**
 * The days of a year on which one product has its own row, compact as the rest of the grid: `days`
 * the indexes (0 = 1 January, ascending) and one entry per listed day in the other lists; flags
 * are strings of '0' and '1' as long as `days`. Only products that have rows are listed.
 */
export const ariPlanControlsSchema = z.object({
  room: z.number(),
  board: z.enum(BOARDS),
  days: z.array(z.number()),
  minStay: z.array(z.number().nullable()),
  maxStay: z.array(z.number().nullable()),
  closedArrival: z.string(),
  closedDeparture: z.string(),
  stopSale: z.string(),
});
export type AriPlanControls = z.infer<typeof ariPlanControlsSchema>;

/**
 * A rate's year of ARI as the API sends it, compact (a year of 10 room types × 5 boards is
 * 18 250 cells): every per-day list has one entry a day from 1 January (index 0); flags are
 * strings of '0' and '1'. Per room type × board, `amounts[day]` is the day's amounts (one for a
 * per-room rate; per adult by occupancy for a per-person rate) or null without price, and
 * per-person rates add `guests`, what a child, an infant and a baby pay each day.
 */
export const ariGridSchema = z.object({
  rate: z.number(),
  kind: z.enum(RATE_KINDS),
  year: z.number(),
  days: z.number(),
  priceRoomType: z.enum(['person', 'room']),
  currency: z.string(),
  quotaType: z.string(),
  releaseDays: z.number().nullable(),
  childsAge: z.number(),
  infantAge: z.number(),
  babyAge: z.number(),
  /** Offers and promotions priced off a base rate: their prices are the base's, resolved. */
  derived: derivationSchema.nullable(),
  roomTypes: z.array(ariRoomTypeSchema),
  boards: z.array(z.enum(BOARDS)),
  /** The days the rate applies (the yearly calendar's selection). */
  applies: z.string(),
  prices: z.array(
    z.object({
      room: z.number(),
      board: z.enum(BOARDS),
      amounts: z.array(z.array(z.string()).nullable()),
      guests: z
        .object({
          child: z.array(z.string().nullable()),
          infant: z.array(z.string().nullable()),
          baby: z.array(z.string().nullable()),
        })
        .optional(),
    }),
  ),
  inventory: z.array(
    z.object({
      room: z.number(),
      allotment: z.array(z.number().nullable()),
      stopSale: z.string(),
      /**
       * Rooms reservations hold each day (issue 32): rooms left = allotment − booked. Absent when
       * the room type has none booked in the year.
       */
      booked: z.array(z.number()).optional(),
    }),
  ),
  restrictions: z.object({
    minStay: z.array(z.number().nullable()),
    maxStay: z.array(z.number().nullable()),
    closedArrival: z.string(),
    closedDeparture: z.string(),
  }),
  /**
   * The products with rows of their own (absent when none: the cached answer stays as it was).
   * A product's row overrides the rate's restrictions of that day; its stop sale closes it alone.
   */
  planControls: z.array(ariPlanControlsSchema).optional(),
});
export type AriGridWire = z.infer<typeof ariGridSchema>;

/**
 * The cells a write changed, as they are now (the web merges them into its grid). Prices are
 * grouped by value: a price set on a season of 10 room types × 5 boards is one entry, not 9 000.
 */
export const ariChangedSchema = z.object({
  prices: z.array(
    z.object({
      cell: priceCellSchema,
      at: z.array(z.object({ room: z.number(), board: z.enum(BOARDS), days: z.array(z.string()) })),
    }),
  ),
  inventory: z.array(
    z.object({ room: z.number(), day: z.string(), allotment: z.number().nullable(), stopSale: z.boolean() }),
  ),
  restrictions: z.array(
    z.object({
      day: z.string(),
      minStay: z.number().nullable(),
      maxStay: z.number().nullable(),
      closedArrival: z.boolean(),
      closedDeparture: z.boolean(),
    }),
  ),
  /**
   * Products' own rows the write changed, as they are now, grouped by value like the prices (a
   * restriction set on the rate reaches every product row of its days). Absent when none.
   */
  planControls: z
    .array(
      z.object({
        control: z.object({
          minStay: z.number().nullable(),
          maxStay: z.number().nullable(),
          closedArrival: z.boolean(),
          closedDeparture: z.boolean(),
          stopSale: z.boolean(),
        }),
        at: z.array(z.object({ room: z.number(), board: z.enum(BOARDS), days: z.array(z.string()) })),
      }),
    )
    .optional(),
});
export type AriChanged = z.infer<typeof ariChangedSchema>;
