import type { AriChange } from '@hotel/domain';

/**
 * The 400 answers of the ARI calls as lists to show: a bulk write names the change and its field
 * (`changes.3.price.amounts.0`), a CSV import the line and the column (`line.12.price`).
 */

export interface ChangeError {
  /** Index of the change in what was sent (the staged list, once a batch's offset is added). */
  change: number | null;
  /** The field within the change ('price.amounts.0'), empty for the change as a whole. */
  field: string;
  message: string;
}

/** A refused save: its errors, and the changes their indexes point into (those left to save). */
export interface SaveFailure {
  errors: ChangeError[];
  changes: readonly AriChange[];
}

export interface LineError {
  line: number | null;
  column: string;
  message: string;
}

type Body = Record<string, string[] | string | undefined>;

function entries(body: Body): [string, string][] {
  return Object.entries(body).flatMap(([field, value]) =>
    Array.isArray(value) ? value.map((message) => [field, message] as [string, string]) : [],
  );
}

/** A write's field errors, with the change index shifted by the batch's `offset`. */
export function changeErrors(body: Body, offset = 0): ChangeError[] {
  const errors = entries(body).map(([field, message]) => {
    const match = /^changes\.(\d+)(?:\.(.+))?$/.exec(field);
    if (!match) return { change: null, field: field === 'non_field_errors' ? '' : field, message };
    return { change: Number(match[1]) + offset, field: match[2] ?? '', message };
  });
  if (typeof body.detail === 'string') errors.push({ change: null, field: '', message: body.detail });
  return errors.sort((a, b) => (a.change ?? -1) - (b.change ?? -1));
}

/** An import's field errors by line (then the file's own, such as missing columns, first). */
export function lineErrors(body: Body): LineError[] {
  const errors = entries(body).map(([field, message]) => {
    const match = /^line\.(\d+)(?:\.(.+))?$/.exec(field);
    if (!match)
      return { line: null, column: field === 'non_field_errors' || field === 'csv' ? '' : field, message };
    return { line: Number(match[1]), column: match[2] ?? '', message };
  });
  if (typeof body.detail === 'string') errors.push({ line: null, column: '', message: body.detail });
  return errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The top-level part of a change's field ('price.amounts.0' → 'price'), to name it in the panel. */
export function fieldRoot(field: string): string {
  return field.split('.')[0] ?? '';
}
