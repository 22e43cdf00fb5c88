import type { HotelSuggestion } from './catalogue.ts';

// Apart from catalogue.ts (whose schemas need zod): the web's hotel screen uses it on its first load.

/** Spec §3: a chosen hotel keeps the suggestion's title, description id and description value. */
export function choiceFromSuggestion(suggestion: HotelSuggestion): {
  name: string;
  raw_code: string;
  code: string;
} {
  return { name: suggestion.title, raw_code: suggestion.description.id, code: suggestion.description.value };
}
