/**
 * Where the session is kept in localStorage (lib/session.ts). Apart from it so that main.tsx can
 * read the session before React has loaded (app/screens.ts).
 */
export const TOKEN_KEY = 'auth_id';
export const HOTEL_KEY = 'selected_hotel';

/** The stored token and selected hotel, read without React (null when storage is unavailable). */
export function storedSession(): { token: string | null; hotelId: number | null } {
  try {
    const hotelId = Number(localStorage.getItem(HOTEL_KEY) ?? Number.NaN);
    return {
      token: localStorage.getItem(TOKEN_KEY),
      hotelId: Number.isInteger(hotelId) && hotelId > 0 ? hotelId : null,
    };
  } catch {
    return { token: null, hotelId: null };
  }
}
