import { formatDayKey, parseDayKey, shiftDayKey } from '@hotel/domain';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDragEnd } from './use-drag-end.ts';

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function dayOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest<HTMLElement>('[data-day]')?.dataset.day ?? null) : null;
}

interface Options {
  year: number;
  editable: boolean;
  selectedDays: ReadonlySet<string>;
  /** Marks (select) or unmarks every day from one to the other. */
  applyRange(range: { from: string; to: string }, select: boolean): void;
  toggle(day: string): void;
}

/**
 * The yearly calendar's gestures, on one set of delegated listeners for the whole year: click,
 * Shift+click (a range from the last day clicked), drag (a range, previewed while dragging) and
 * the arrow keys moving the single Tab stop.
 */
export function useDayGestures({ year, editable, selectedDays, applyRange, toggle }: Options) {
  const anchor = useRef<{ day: string; select: boolean } | null>(null);
  const drag = useRef<{ start: string; end: string; select: boolean; moved: boolean } | null>(null);
  const [preview, setPreview] = useState<{ from: string; to: string; select: boolean } | null>(null);
  // Another year: a Shift+click starts no range from a day of the year left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the year is the trigger, not a value read
  useEffect(() => {
    anchor.current = null;
  }, [year]);

  // --- roving focus: one Tab stop in the year, arrows move it ---------------------------------
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const firstSelected = useMemo(() => [...selectedDays].sort()[0], [selectedDays]);
  const focusedKey =
    focusKey && parseDayKey(focusKey)?.year === year ? focusKey : (firstSelected ?? formatDayKey(year, 1, 1));
  const gridRef = useRef<HTMLElement>(null);
  const moveFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (!moveFocusTo.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${moveFocusTo.current}"]`)?.focus();
    moveFocusTo.current = null;
  });

  function onClick(event: MouseEvent<HTMLElement>) {
    const day = dayOf(event.target);
    if (!day || !editable || suppressClick.current) return;
    setFocusKey(day);
    const from = anchor.current;
    if (event.shiftKey && from) {
      applyRange({ from: from.day, to: day }, from.select);
      return;
    }
    anchor.current = { day, select: !selectedDays.has(day) };
    toggle(day);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    const day = dayOf(event.target);
    if (!day || !editable || event.button !== 0 || event.shiftKey || event.pointerType !== 'mouse') return;
    drag.current = { start: day, end: day, select: !selectedDays.has(day), moved: false };
  }

  function onPointerOver(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    const day = dayOf(event.target);
    if (!current || !day || day === current.end) return;
    current.end = day;
    current.moved = true;
    setPreview({ from: current.start, to: day, select: current.select });
  }

  const suppressClick = useDragEnd(drag, (current) => {
    setPreview(null);
    anchor.current = { day: current.start, select: current.select };
    applyRange({ from: current.start, to: current.end }, current.select);
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const day = dayOf(event.target);
    const step = ARROWS[event.key];
    if (!day || step === undefined) return;
    const next = shiftDayKey(day, step);
    if (!next || parseDayKey(next)?.year !== year) return;
    event.preventDefault();
    moveFocusTo.current = next;
    setFocusKey(next);
  }

  const resetAnchor = useCallback(() => {
    anchor.current = null;
  }, []);

  return {
    gridRef,
    preview,
    focusPart: parseDayKey(focusedKey),
    handlers: { onClick, onPointerDown, onPointerOver, onKeyDown },
    resetAnchor,
  };
}
