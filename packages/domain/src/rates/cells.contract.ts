/** Price cells and room types of the ARI as the API takes and sends them (zod). The rules: cells.ts. */
import { z } from 'zod';
import { ARI_MSG } from './ari-messages.ts';
import { OCCUPANCY_PRICES_MAX } from './cells.ts';
import { amountSchema } from './money.contract.ts';

export const priceCellInputSchema = z.strictObject({
  amounts: z
    .array(amountSchema, { error: ARI_MSG.adultsCount })
    .min(1, { error: ARI_MSG.adultsCount })
    .max(OCCUPANCY_PRICES_MAX, { error: ARI_MSG.adultsCount }),
  child: amountSchema.nullable().optional(),
  infant: amountSchema.nullable().optional(),
  baby: amountSchema.nullable().optional(),
});
export type PriceCellInput = z.infer<typeof priceCellInputSchema>;

/** A room type of a rate, as the grid and the new-rate wizard list it. */
export const ariRoomTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  isApartment: z.boolean(),
  /** The most adults its per-person prices list. */
  occupancy: z.number(),
});
export type AriRoomType = z.infer<typeof ariRoomTypeSchema>;
