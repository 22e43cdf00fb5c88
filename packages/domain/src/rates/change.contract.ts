/** The bulk change of the ARI as the API takes it (zod). The rules: change.ts. */
import { z } from 'zod';
import { ARI_MSG } from './ari-messages.ts';
import { priceCellInputSchema } from './cells.contract.ts';
import { BOARDS, ROOM_TYPES_PER_RATE_MAX } from './cells.ts';
import { ALLOTMENT_MAX, ARI_CHANGES_MAX, STAY_MAX } from './change.ts';
import { dayKeySchema } from './contract.ts';
import { percentSchema, signedAmountSchema } from './money.contract.ts';

const id = z.number({ error: ARI_MSG.roomTypeUnknown }).int().positive().max(2_147_483_647);

const stay = z
  .number({ error: ARI_MSG.stayRange })
  .int({ error: ARI_MSG.stayRange })
  .min(1, { error: ARI_MSG.stayRange })
  .max(STAY_MAX, { error: ARI_MSG.stayRange });

export const ariChangeSchema = z.strictObject({
  start: dayKeySchema,
  end: dayKeySchema,
  /** Monday-first weekdays 0..6 the change applies on; every day when absent. */
  weekdays: z
    .array(
      z
        .number({ error: ARI_MSG.weekdayInvalid })
        .int({ error: ARI_MSG.weekdayInvalid })
        .min(0, { error: ARI_MSG.weekdayInvalid })
        .max(6, { error: ARI_MSG.weekdayInvalid }),
      { error: ARI_MSG.weekdayInvalid },
    )
    .min(1, { error: ARI_MSG.weekdayInvalid })
    .max(7, { error: ARI_MSG.weekdayInvalid })
    .optional(),
  roomTypes: z
    .array(id, { error: ARI_MSG.roomTypeUnknown })
    .max(ROOM_TYPES_PER_RATE_MAX, { error: ARI_MSG.roomTypeUnknown })
    .optional(),
  boards: z
    .array(z.enum(BOARDS, { error: ARI_MSG.boardInvalid }), { error: ARI_MSG.boardInvalid })
    .max(BOARDS.length, { error: ARI_MSG.boardInvalid })
    .optional(),
  /** Sets the price of every cell covered. */
  price: priceCellInputSchema.optional(),
  /** Raises or lowers the existing prices of every cell covered (cells without price stay so). */
  adjust: z
    .union([z.strictObject({ percent: percentSchema }), z.strictObject({ amount: signedAmountSchema })], {
      error: ARI_MSG.percentInvalid,
    })
    .optional(),
  allotment: z
    .number({ error: ARI_MSG.allotmentRange })
    .int({ error: ARI_MSG.allotmentRange })
    .min(0, { error: ARI_MSG.allotmentRange })
    .max(ALLOTMENT_MAX, { error: ARI_MSG.allotmentRange })
    .optional(),
  stopSale: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
  minStay: stay.nullable().optional(),
  maxStay: stay.nullable().optional(),
  closedArrival: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
  closedDeparture: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
});
export type AriChange = z.infer<typeof ariChangeSchema>;

export const ariWriteSchema = z.strictObject({
  changes: z
    .array(ariChangeSchema, { error: ARI_MSG.nothingToChange })
    .min(1, { error: ARI_MSG.nothingToChange })
    .max(ARI_CHANGES_MAX, { error: ARI_MSG.tooManyChanges }),
});
export type AriWrite = z.infer<typeof ariWriteSchema>;
