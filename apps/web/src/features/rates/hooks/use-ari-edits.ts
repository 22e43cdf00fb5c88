import type { AriChange } from '@hotel/domain';
import { useCallback, useMemo, useState } from 'react';

/**
 * The prices view's unsaved work: the bulk changes staged per rate, in order. They carry their own
 * dates, so they outlive a change of year or view; saving sends them, discarding drops them.
 */
export type AriEdits = ReadonlyMap<number, readonly AriChange[]>;
const NONE: readonly AriChange[] = [];

export function useAriEdits() {
  const [edits, setEdits] = useState<AriEdits>(new Map());
  const stage = useCallback((rateId: number, changes: readonly AriChange[]) => {
    if (changes.length === 0) return;
    setEdits((current) => new Map(current).set(rateId, [...(current.get(rateId) ?? NONE), ...changes]));
  }, []);
  /** Drops the first `count` staged changes of a rate (what a save wrote), or all of them. */
  const drop = useCallback((rateId: number, count?: number) => {
    setEdits((current) => {
      const left = count === undefined ? NONE : (current.get(rateId) ?? NONE).slice(count);
      const next = new Map(current);
      if (left.length === 0) next.delete(rateId);
      else next.set(rateId, left);
      return next;
    });
  }, []);
  const discardAll = useCallback(() => setEdits(new Map()), []);
  const count = useMemo(() => [...edits.values()].reduce((sum, changes) => sum + changes.length, 0), [edits]);
  return { edits, stage, drop, discardAll, dirty: count > 0, count };
}

export type AriEditsState = ReturnType<typeof useAriEdits>;
export const changesOf = (edits: AriEdits, rateId: number): readonly AriChange[] => edits.get(rateId) ?? NONE;
