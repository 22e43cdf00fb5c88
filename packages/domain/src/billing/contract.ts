import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/contract.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import {
  BILLING_MSG,
  ibanProblem,
  isCountryCode,
  isValidBic,
  isValidPostalCode,
  isValidTaxId,
  needsBankAccount,
  normalizeBic,
  normalizeIban,
  normalizeTaxId,
  PAYMENT_METHOD_KINDS,
} from './rules.ts';

/** Billing's API schemas; the checks they apply are billing/rules.ts's. */
const id = z.number({ error: MSG.required }).int().positive().max(2_147_483_647);

export const billingDataParamsSchema = z.object({ id: idParam });
export const paymentMethodParamsSchema = z.object({ methodId: idParam });
export const billingConfigurationParamsSchema = z.object({ configurationId: idParam });

const text = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max, { error: MSG.tooLong });

export const ibanSchema = z
  .string({ error: MSG.required })
  .overwrite(normalizeIban)
  .min(1, { error: MSG.required })
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (!problem) return;
    const message = {
      format: BILLING_MSG.ibanInvalid,
      country: BILLING_MSG.ibanCountry,
      length: BILLING_MSG.ibanLength,
      checksum: BILLING_MSG.ibanChecksum,
    }[problem];
    ctx.addIssue({ code: 'custom', message });
  });

export const bicSchema = z
  .string({ error: MSG.required })
  .overwrite(normalizeBic)
  .min(1, { error: MSG.required })
  .refine(isValidBic, { error: BILLING_MSG.bicInvalid });

export const countryCodeSchema = z
  .string({ error: MSG.required })
  .trim()
  .toUpperCase()
  .min(1, { error: MSG.required })
  .refine(isCountryCode, { error: BILLING_MSG.countryInvalid });

const billingFields = {
  legal_name: text(200),
  tax_id: text(30).overwrite(normalizeTaxId),
  address: text(250),
  postal_code: text(12).overwrite((value) => value.toUpperCase()),
  city: text(120),
  country: countryCodeSchema,
  email: emailSchema,
  phone: phoneSchema,
  iban: ibanSchema,
  bic: bicSchema,
};
export const BILLING_FIELDS = Object.keys(billingFields) as (keyof typeof billingFields)[];
export type BillingField = (typeof BILLING_FIELDS)[number];

/** A value left out, null or blank is stored as empty (null); anything else must be valid. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value,
    schema.nullable(),
  );

/** The tax id and the postal code are checked by the rules of the billing country. */
function checkByCountry(
  value: { tax_id?: string | null; postal_code?: string | null; country?: string | null },
  ctx: z.RefinementCtx,
) {
  const country = typeof value.country === 'string' && isCountryCode(value.country) ? value.country : null;
  if (typeof value.tax_id === 'string' && value.tax_id && !isValidTaxId(value.tax_id, country))
    ctx.addIssue({ code: 'custom', path: ['tax_id'], message: BILLING_MSG.taxIdInvalid });
  if (
    typeof value.postal_code === 'string' &&
    value.postal_code &&
    !isValidPostalCode(value.postal_code, country)
  )
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: BILLING_MSG.postalCodeInvalid });
}

/** Complete billing data: every field set and valid. The web form submits this; `has_facturation_data` means it. */
export const billingDataSchema = z.strictObject(billingFields).superRefine(checkByCountry);
export type BillingData = z.output<typeof billingDataSchema>;

/**
 * PUT /api/facturation/data/{id}/: the whole record; fields may be empty (null), so that what the
 * user has may be kept while it is incomplete, but a value given must be valid.
 */
export const billingDataInputSchema = z
  .strictObject({
    legal_name: blankToNull(billingFields.legal_name),
    tax_id: blankToNull(billingFields.tax_id),
    address: blankToNull(billingFields.address),
    postal_code: blankToNull(billingFields.postal_code),
    city: blankToNull(billingFields.city),
    country: blankToNull(billingFields.country),
    email: blankToNull(billingFields.email),
    phone: blankToNull(billingFields.phone),
    iban: blankToNull(billingFields.iban),
    bic: blankToNull(billingFields.bic),
  })
  .superRefine(checkByCountry);
export type BillingDataInput = z.output<typeof billingDataInputSchema>;

export const billingDataResponseSchema = z.object({
  id: z.number(),
  legal_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** Whether the record is complete (the user's flag of the same name). */
  has_facturation_data: z.boolean(),
});
export type BillingDataResponse = z.infer<typeof billingDataResponseSchema>;

/** Whether stored billing data is complete: every field present and valid. */
export function isBillingDataComplete(values: Partial<Record<BillingField, string | null>>): boolean {
  return billingDataSchema.safeParse(values).success;
}

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const paymentMethodInputSchema = z
  .strictObject({
    kind: z.enum(PAYMENT_METHOD_KINDS, { error: BILLING_MSG.kindInvalid }),
    label: text(80),
    holder: blankToNull(text(200)),
    iban: blankToNull(ibanSchema),
    bic: blankToNull(bicSchema),
  })
  .superRefine((method, ctx) => {
    if (!PAYMENT_METHOD_KINDS.includes(method.kind) || !needsBankAccount(method.kind)) return;
    for (const field of ['holder', 'iban', 'bic'] as const) {
      if (method[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
    }
  });
export type PaymentMethodInput = z.output<typeof paymentMethodInputSchema>;

export const paymentMethodSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  label: z.string(),
  holder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type BillingPaymentMethod = z.infer<typeof paymentMethodSchema>;

export const billingConfigurationInputSchema = z.strictObject({
  hotels: z
    .array(id, { error: BILLING_MSG.hotelsRequired })
    .min(1, { error: BILLING_MSG.hotelsRequired })
    .max(500, { error: MSG.tooBig }),
  method_to_hotel: id,
  method_to_logi: id,
});
export type BillingConfigurationInput = z.infer<typeof billingConfigurationInputSchema>;

export const billingConfigurationSchema = z.object({
  id: z.number(),
  hotels: z.array(z.number()),
  /** How the group pays the hotel. */
  method_to_hotel: z.number().nullable(),
  /** How the hotel pays the group (its commissions). */
  method_to_logi: z.number().nullable(),
});
export type BillingConfiguration = z.infer<typeof billingConfigurationSchema>;
