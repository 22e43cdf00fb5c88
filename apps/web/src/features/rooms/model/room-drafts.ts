import { useSyncExternalStore } from 'react';
import type { FormIssue, RoomFormValues } from './room-form.ts';

/** What a failed save of a room type leaves behind: what was typed and what was wrong with it. */
export interface RoomDraft {
  values: RoomFormValues;
  issues: FormIssue[];
}

/**
 * Spec §8: a room save failure keeps its field errors per room type. The values typed are kept
 * with them, so leaving a room with errors and coming back loses nothing. Held for the page's
 * life (not stored): a reload starts again from what the server has.
 */
const drafts = new Map<string, RoomDraft>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (hotelId: number, roomId: number) => `${hotelId}:${roomId}`;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export const roomDrafts = {
  get: (hotelId: number, roomId: number): RoomDraft | undefined => drafts.get(keyOf(hotelId, roomId)),
  keep(hotelId: number, roomId: number, draft: RoomDraft) {
    drafts.set(keyOf(hotelId, roomId), draft);
    changed();
  },
  clear(hotelId: number, roomId: number) {
    if (drafts.delete(keyOf(hotelId, roomId))) changed();
  },
  /** The room types of a hotel whose last save failed. */
  withIssues(hotelId: number): Set<number> {
    const prefix = `${hotelId}:`;
    return new Set(
      [...drafts.keys()]
        .filter((key) => key.startsWith(prefix))
        .map((key) => Number(key.slice(prefix.length))),
    );
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when a draft is kept or cleared; answers a number that changes each time. */
export function useRoomDraftsVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
