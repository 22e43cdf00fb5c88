/** The CSV import and export of a season as the API takes them (zod). The rules: csv.ts. */
import { z } from 'zod';
import { ARI_MSG } from './ari-messages.ts';
import { dayKeySchema } from './contract.ts';
import { CSV_BYTES_MAX } from './csv.ts';

export const ariCsvImportSchema = z.strictObject({
  csv: z.string({ error: ARI_MSG.csvInvalid }).min(1, { error: ARI_MSG.csvInvalid }).max(CSV_BYTES_MAX, {
    error: ARI_MSG.csvTooManyLines,
  }),
});
export const ariCsvQuerySchema = z.object({
  from: dayKeySchema.optional(),
  to: dayKeySchema.optional(),
});
