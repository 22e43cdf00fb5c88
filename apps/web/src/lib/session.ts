import { useSyncExternalStore } from 'react';
import { HOTEL_KEY, TOKEN_KEY } from './session-keys.ts';

// The session token and the selected hotel, kept in localStorage so they survive a reload.

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for the page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const session = {
  token: () => read(TOKEN_KEY),
  setToken: (token: string) => write(TOKEN_KEY, token),
  /** Signing out deletes the token; with no token the selected hotel is cleared too (spec §4). */
  clear() {
    write(TOKEN_KEY, null);
    write(HOTEL_KEY, null);
  },
  selectedHotel: () => read(HOTEL_KEY),
  selectHotel: (hotelId: number | null) => write(HOTEL_KEY, hotelId === null ? null : String(hotelId)),
};

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, session.token, () => null);
}

/** The selected hotel's id, or null; survives a reload, cleared on sign-out. */
export function useSelectedHotelId(): number | null {
  const value = useSyncExternalStore(subscribe, session.selectedHotel, () => null);
  const id = value === null ? Number.NaN : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
