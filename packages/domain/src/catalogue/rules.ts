import type { HotelSuggestion } from './contract.ts';

// Apart from the contract (whose schemas need zod): the web's hotel screen uses these on its first load.

/** Spec §3: a chosen hotel keeps the suggestion's title, description id and description value. */
export function choiceFromSuggestion(suggestion: HotelSuggestion): {
  name: string;
  raw_code: string;
  code: string;
} {
  return { name: suggestion.title, raw_code: suggestion.description.id, code: suggestion.description.value };
}

/** Words of a hotel's searchable text, lower-cased and without accents, for prefix matching. */
export function searchWords(text: string): string[] {
  const normalised = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return normalised ? [...new Set(normalised.split(' '))] : [];
}
