/**
 * What a rate sells as the API takes it (zod): the new rate (POST …/rates/, its terms and product)
 * and the PATCH of its room types and boards. The rules: product.ts.
 */
import { z } from 'zod';
import { ARI_MSG } from './ari-messages.ts';
import { priceCellInputSchema } from './cells.contract.ts';
import { BOARDS, ROOM_TYPES_PER_RATE_MAX } from './cells.ts';
import { dayKeySchema, rateFields } from './contract.ts';
import { productIssues } from './product.ts';
import { ageIssues, marketIssues, releaseIssues } from './rules.ts';

const id = z.number({ error: ARI_MSG.roomTypeUnknown }).int().positive().max(2_147_483_647);
const unique = <T>(list: T[]) => new Set(list).size === list.length;

export const rateRoomTypesSchema = z
  .array(id, { error: ARI_MSG.roomTypeUnknown })
  .max(ROOM_TYPES_PER_RATE_MAX, { error: ARI_MSG.roomTypeUnknown })
  .refine(unique, { error: ARI_MSG.roomTypeUnknown });
export const rateBoardsSchema = z
  .array(z.enum(BOARDS, { error: ARI_MSG.boardInvalid }), { error: ARI_MSG.boardInvalid })
  .max(BOARDS.length, { error: ARI_MSG.boardInvalid })
  .refine(unique, { error: ARI_MSG.boardInvalid });

export const derivationInputSchema = z.strictObject({
  baseRate: z.number({ error: ARI_MSG.baseRateInvalid }).int().positive().max(2_147_483_647),
  kind: z.enum(['percent', 'amount'], { error: ARI_MSG.baseRateInvalid }),
  value: z.string({ error: ARI_MSG.amountInvalid }),
});
export type DerivationInput = z.infer<typeof derivationInputSchema>;

export const basePriceSchema = z.strictObject({
  room: id,
  board: z.enum(BOARDS, { error: ARI_MSG.boardInvalid }),
  price: priceCellInputSchema,
});
export type BasePrice = z.infer<typeof basePriceSchema>;

/** The product fields of a new rate (the wizard's room types, boards, period and base prices). */
export const rateProductFields = {
  roomTypes: rateRoomTypesSchema.optional(),
  boards: rateBoardsSchema.optional(),
  period: z.strictObject({ start: dayKeySchema, end: dayKeySchema }).optional(),
  basePrices: z
    .array(basePriceSchema, { error: ARI_MSG.basePriceMissing })
    .max(ROOM_TYPES_PER_RATE_MAX * BOARDS.length, { error: ARI_MSG.basePriceMissing })
    .optional(),
  derived: derivationInputSchema.optional(),
};

/**
 * PATCH of a rate: the room types and boards it sells (prices of the ones removed go with them),
 * and whether its prices include tax (omitted: unchanged; its offers and promotions follow it).
 */
export const rateProductUpdateSchema = z.strictObject({
  roomTypes: rateRoomTypesSchema,
  boards: rateBoardsSchema,
  pricesIncludeTax: rateFields.pricesIncludeTax.unwrap().optional(),
});
export type RateProductUpdate = z.infer<typeof rateProductUpdateSchema>;

/**
 * POST …/{contractId}/rates/: the rate's terms (the new-rate draft) and what it sells, every rule
 * that needs no database applied (the service checks the room types are the hotel's and the
 * prices fit their occupancy).
 */
export const rateCreateSchema = z
  .strictObject({ ...rateFields, ...rateProductFields })
  .superRefine((values, ctx) => {
    const issues = [
      ...releaseIssues(values),
      ...marketIssues(values),
      ...ageIssues(values),
      ...productIssues(values),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type RateCreate = z.infer<typeof rateCreateSchema>;
