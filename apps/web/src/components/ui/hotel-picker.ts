import type { HotelSuggestion } from '@hotel/domain';

/** What a hotel autocomplete offers to forms that are not in the catalogue feature. */
export interface HotelPickerProps {
  label: string;
  required?: boolean;
  description?: string;
  error?: string;
  onPick(suggestion: HotelSuggestion): void;
}
