import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type CellSelection, cellId, NO_CELLS, rectangle, withCells } from '../model/ari-selection.ts';
import { useDragEnd } from './use-drag-end.ts';

interface Cell {
  row: number;
  day: number;
}

function cellOf(target: EventTarget | null): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-row][data-day]') : null;
  if (!element) return null;
  return { row: Number(element.dataset.row), day: Number(element.dataset.day) };
}

interface Options {
  rowCount: number;
  /** The shown month: index of its first day in the year's lists, and its number of days. */
  first: number;
  count: number;
  daysInYear: number;
  editable: boolean;
  /** Shows the month of a day of the year (the arrows cross months). */
  showDay(day: number): void;
  tableRef: RefObject<HTMLTableElement | null>;
  /** Brings a row the table does not render (out of the window) into view. */
  reveal(row: number): void;
}

/**
 * The grid's selection with the calendar's gestures, on one set of delegated listeners for the
 * whole table: click toggles a cell, Shift+click selects the rectangle from the last cell clicked,
 * a drag selects a rectangle (previewed while dragging); the arrows move the single Tab stop
 * (across months) and Shift+Arrow extends the block from the anchor, as in a spreadsheet; Home and
 * End go to the month's ends, Escape clears the selection.
 */
export function useGridSelection(options: Options) {
  const { rowCount, first, count, daysInYear, editable, showDay, tableRef, reveal } = options;
  const [selection, setSelection] = useState<CellSelection>(NO_CELLS);
  const [preview, setPreview] = useState<{ from: Cell; to: Cell; select: boolean } | null>(null);
  const [focus, setFocus] = useState<Cell>({ row: 0, day: first });
  const anchor = useRef<(Cell & { select: boolean }) | null>(null);
  /** Where Shift+Arrow has extended the block from the anchor to, as in a spreadsheet. */
  const extent = useRef<Cell | null>(null);
  const drag = useRef<{ start: Cell; end: Cell; select: boolean; moved: boolean } | null>(null);
  const moveFocusTo = useRef<Cell | null>(null);
  const selectionNow = useRef(selection);
  selectionNow.current = selection;

  // The Tab stop stays in the shown month and the existing rows.
  const focusDay = focus.day >= first && focus.day < first + count ? focus.day : first;
  const focusRow = Math.min(focus.row, Math.max(0, rowCount - 1));

  useEffect(() => {
    const target = moveFocusTo.current;
    if (!target) return;
    const button = tableRef.current?.querySelector<HTMLButtonElement>(
      `[data-row="${target.row}"][data-day="${target.day}"]`,
    );
    // The month or the row of the target may not be on screen yet: try again after the next render.
    if (!button) {
      reveal(target.row);
      return;
    }
    button.focus();
    moveFocusTo.current = null;
  });

  const select = useCallback((ids: Iterable<number>, on: boolean) => {
    setSelection((current) => withCells(current, ids, on));
  }, []);
  const clear = useCallback(() => {
    anchor.current = null;
    extent.current = null;
    setSelection(NO_CELLS);
  }, []);

  function onClick(event: MouseEvent<HTMLElement>) {
    const cell = cellOf(event.target);
    if (!cell || !editable || suppressClick.current) return;
    setFocus(cell);
    const from = anchor.current;
    if (event.shiftKey && from) {
      extent.current = cell;
      select(rectangle(from, cell), from.select);
      return;
    }
    const on = !selectionNow.current.has(cellId(cell.row, cell.day));
    anchor.current = { ...cell, select: on };
    extent.current = null;
    select([cellId(cell.row, cell.day)], on);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    const cell = cellOf(event.target);
    if (!cell || !editable || event.button !== 0 || event.shiftKey || event.pointerType !== 'mouse') return;
    const on = !selectionNow.current.has(cellId(cell.row, cell.day));
    drag.current = { start: cell, end: cell, select: on, moved: false };
  }

  function onPointerOver(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    const cell = cellOf(event.target);
    if (!current || !cell || (cell.row === current.end.row && cell.day === current.end.day)) return;
    current.end = cell;
    current.moved = true;
    setPreview({ from: current.start, to: cell, select: current.select });
  }

  const suppressClick = useDragEnd(drag, (current) => {
    setPreview(null);
    anchor.current = { ...current.start, select: current.select };
    extent.current = current.end;
    setSelection((selection) => withCells(selection, rectangle(current.start, current.end), current.select));
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const cell = cellOf(event.target);
    if (!cell) return;
    if (event.key === 'Escape') {
      clear();
      return;
    }
    const moves: Record<string, Cell> = {
      ArrowLeft: { row: cell.row, day: cell.day - 1 },
      ArrowRight: { row: cell.row, day: cell.day + 1 },
      ArrowUp: { row: cell.row - 1, day: cell.day },
      ArrowDown: { row: cell.row + 1, day: cell.day },
      Home: { row: cell.row, day: first },
      End: { row: cell.row, day: first + count - 1 },
    };
    const next = moves[event.key];
    if (!next || next.row < 0 || next.row >= rowCount || next.day < 0 || next.day >= daysInYear) return;
    event.preventDefault();
    if (next.day < first || next.day >= first + count) showDay(next.day);
    moveFocusTo.current = next;
    setFocus(next);
    if (event.shiftKey && editable && event.key.startsWith('Arrow')) extendTo(cell, next);
  }

  /**
   * Shift+Arrow, as in a spreadsheet: the block from the anchor (the last cell clicked or toggled
   * with Space, else the cell the keys started from) to the new cell is selected; the cells of the
   * previous block that it no longer covers go back, so moving back shrinks it.
   */
  function extendTo(from: Cell, to: Cell) {
    const start = anchor.current ?? { ...from, select: true };
    anchor.current = start;
    const before = rectangle(start, extent.current ?? start);
    const after = rectangle(start, to);
    const kept = new Set(after);
    extent.current = to;
    setSelection((current) =>
      withCells(
        withCells(
          current,
          before.filter((id) => !kept.has(id)),
          !start.select,
        ),
        after,
        start.select,
      ),
    );
  }

  return {
    selection,
    preview,
    focusRow,
    focusDay,
    select,
    clear,
    handlers: { onClick, onPointerDown, onPointerOver, onKeyDown },
  };
}
