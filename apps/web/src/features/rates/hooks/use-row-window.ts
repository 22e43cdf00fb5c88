import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Rows rendered beyond what the window shows, above and below (so a scroll rarely shows a gap). */
const OVERSCAN = 10;
/** Up to this many rows (a thousand cells a month) are all rendered: windowing pays off beyond. */
export const WINDOW_MIN_ROWS = 32;

export interface RowWindow {
  /** First row rendered and one past the last. */
  start: number;
  end: number;
}

function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * Which rows of a tall table to render: those the browser window shows (the page scrolls, not the
 * table), plus some either side. Every row is `rowRem` high, so the rows left out are replaced by
 * two spacers of known height. A grid of fifty room types and boards renders about thirty rows;
 * one of up to WINDOW_MIN_ROWS rows renders them all.
 */
export function useRowWindow(
  tableRef: RefObject<HTMLElement | null>,
  rowCount: number,
  rowRem: number,
): RowWindow & { rowPx: number; reveal(row: number): void } {
  const all = rowCount <= WINDOW_MIN_ROWS;
  const [range, setRange] = useState<RowWindow>({ start: 0, end: all ? rowCount : OVERSCAN * 3 });
  const [rowPx, setRowPx] = useState(() => rowRem * 16);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const table = tableRef.current;
      const px = rowRem * rootFontSize();
      setRowPx(px);
      if (!table || all) return;
      const top = table.getBoundingClientRect().top;
      const first = Math.floor(Math.max(0, -top) / px);
      const last = Math.ceil(Math.max(0, window.innerHeight - top) / px);
      const next = { start: Math.max(0, first - OVERSCAN), end: Math.min(rowCount, last + OVERSCAN) };
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    if (all) {
      setRange({ start: 0, end: rowCount });
      return;
    }
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [tableRef, rowCount, rowRem, all]);

  /** Scrolls the window so that a row is shown (the keyboard moved to a row not rendered). */
  const reveal = useCallback(
    (row: number) => {
      const table = tableRef.current;
      if (!table || all) return;
      const top = table.getBoundingClientRect().top + window.scrollY + row * rowPx;
      window.scrollTo({ top: Math.max(0, top - window.innerHeight / 2) });
      setRange({ start: Math.max(0, row - OVERSCAN), end: Math.min(rowCount, row + OVERSCAN) });
    },
    [tableRef, rowPx, rowCount, all],
  );

  return { ...range, end: Math.min(range.end, rowCount), rowPx, reveal };
}
