import type { AriGrid } from '@hotel/domain';
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AriRow, RestrictionField } from '../../model/ari-grid.ts';
import { type CellSelection, rowMonthMask } from '../../model/ari-selection.ts';
import { planMarks } from '../../model/plan-controls.ts';
import classes from './ari-grid.module.css';
import { GridRow, type RowHeading } from './GridRow.tsx';
import { type CellFormat, cachedT, productValuesNote, type RowData } from './grid-cell.ts';

interface Props {
  grid: AriGrid;
  rows: readonly AriRow[];
  caption: string;
  colour: string;
  busy: boolean;
  first: number;
  count: number;
  selection: CellSelection;
  preview: { from: { row: number; day: number }; to: { row: number; day: number }; select: boolean } | null;
  pending: CellSelection;
  focusRow: number;
  focusDay: number;
  tableRef: RefObject<HTMLTableElement | null>;
  /** The rows rendered (those the window shows), and the height of one. */
  rowWindow: { start: number; end: number; rowPx: number };
  handlers: {
    onClick(event: MouseEvent<HTMLElement>): void;
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerOver(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

/** Widths of the row headers' column and of a day's column; the height of a row (every row is as high). */
const ROW_HEADER_REM = 11;
const DAY_REM = 2.75;
export const ROW_REM = 2.5;

/** The data a row shows, taken from the grid so that an untouched row keeps its identity. */
function rowData(grid: AriGrid, row: AriRow): RowData {
  if (row.type === 'price')
    return grid.prices.find((p) => p.room === row.room && p.board === row.board)?.cells ?? [];
  if (row.type === 'inventory')
    return grid.inventory.find((i) => i.room === row.room) ?? { room: row.room, allotment: [], stopSale: '' };
  return grid.restrictions[row.field];
}

function useHeadings(grid: AriGrid, rows: readonly AriRow[]): RowHeading[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const names = new Map(grid.roomTypes.map((room) => [room.id, room.name]));
    let lastGroup: string | null = null;
    return rows.map((row) => {
      const group =
        row.type === 'restriction' ? t('rates.ari.rows.restrictions') : (names.get(row.room) ?? '');
      const label =
        row.type === 'price'
          ? t(`rates.board.${row.board}`)
          : row.type === 'inventory'
            ? t('rates.ari.rows.rooms')
            : t(`rates.ari.rows.${row.field}`);
      const first = group !== lastGroup;
      lastGroup = group;
      return { group: first ? group : null, label, name: `${group} · ${label}` };
    });
  }, [grid.roomTypes, rows, t]);
}

/**
 * The shown month of the grid as a table: a header per day, a row per room type and board (and
 * rooms, and restrictions), the row names as row headers. One set of delegated listeners and one
 * Tab stop for the whole table.
 */
/** The height of rows not rendered (out of the window): the table keeps its size and scroll. */
function Spacer({ rows, rowPx, columns }: { rows: number; rowPx: number; columns: number }) {
  if (rows <= 0) return null;
  return (
    // A spacer, not a row of the grid (aria-rowcount gives the real count): hidden from assistive
    // technology. A table row is not focusable; the rule takes it for one.
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <tr> without tabindex cannot take focus
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height: rows * rowPx, padding: 0, border: 0 }} />
    </tr>
  );
}

export function GridTable(props: Props) {
  const { grid, rows, first, count, selection, preview, pending, focusRow, focusDay } = props;
  const { start, end, rowPx } = props.rowWindow;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headings = useHeadings(grid, rows);
  const days = useMemo(() => {
    const full = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: count }, (_, offset) => {
      const date = new Date(Date.UTC(grid.year, 0, 1 + first + offset));
      const day = date.getUTCDay();
      return {
        label: full.format(date),
        weekday: weekday.format(date),
        day: date.getUTCDate(),
        weekend: day === 0 || day === 6,
      };
    });
  }, [grid.year, first, count, language]);
  const dayLabels = useMemo(() => days.map((day) => day.label), [days]);
  const format: CellFormat = useMemo(
    () => ({
      t: cachedT(t),
      perPerson: grid.priceRoomType === 'person',
      currency: grid.currency,
      derived: grid.derived !== null,
      language,
    }),
    [t, grid.priceRoomType, grid.currency, grid.derived, language],
  );
  const applies = grid.applies.slice(first, first + count);
  // Products (room type × board) with restrictions or a stop sale of their own (issue 30): the
  // notes of the restriction cells where one differs from the rate, the price cells stopped.
  const plans = useMemo(() => {
    const marks = planMarks(grid, first, count);
    const names = new Map(grid.roomTypes.map((room) => [room.id, room.name]));
    const notes = Object.fromEntries(
      Object.entries(marks.differs).map(([field, days]) => [
        field,
        days.some((products) => products.length > 0)
          ? days.map((products) => productValuesNote(field as RestrictionField, products, names, format))
          : null,
      ]),
    ) as Record<RestrictionField, string[] | null>;
    return { notes, stopped: marks.stopped };
  }, [grid, first, count, format]);
  const masks = useMemo(
    () => rows.map((_, index) => rowMonthMask(selection, index, first, count)),
    [rows, selection, first, count],
  );
  const pendingMasks = useMemo(
    () => rows.map((_, index) => rowMonthMask(pending, index, first, count)),
    [rows, pending, first, count],
  );
  const previewMasks = useMemo(() => {
    if (!preview) return null;
    const top = Math.min(preview.from.row, preview.to.row);
    const bottom = Math.max(preview.from.row, preview.to.row);
    const left = Math.min(preview.from.day, preview.to.day);
    const right = Math.max(preview.from.day, preview.to.day);
    return rows.map((_, index) => {
      if (index < top || index > bottom) return '';
      let mask = '';
      for (let day = first; day < first + count; day++) mask += day >= left && day <= right ? '1' : '0';
      return mask;
    });
  }, [rows, preview, first, count]);

  return (
    <div className={classes.scroll} style={{ '--rate-colour': props.colour } as CSSProperties}>
      <table
        ref={props.tableRef}
        className={classes.table}
        aria-busy={props.busy}
        aria-rowcount={rows.length + 1}
        data-testid="ari-grid"
        style={{
          opacity: props.busy ? 0.6 : 1,
          width: `calc(${ROW_HEADER_REM}rem + ${count} * ${DAY_REM}rem)`,
        }}
        {...props.handlers}
      >
        <caption className={classes.caption}>{props.caption}</caption>
        <colgroup>
          <col style={{ width: `${ROW_HEADER_REM}rem` }} />
          <col span={count} style={{ width: `${DAY_REM}rem` }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={classes.corner}>
              {t('rates.ari.rows.header')}
            </th>
            {days.map((day, offset) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the column is the identity (see GridRow)
                key={offset}
                scope="col"
                abbr={day.label}
                className={`${classes.dayHeader} ${day.weekend ? classes.weekend : ''}`}
                data-testid={`ari-day-${first + offset}`}
              >
                {day.weekday}
                <br />
                {day.day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Spacer rows={start} rowPx={rowPx} columns={count + 1} />
          {rows.slice(start, end).map((row, at) => {
            const index = start + at;
            return (
              <GridRow
                key={index}
                index={index}
                row={row}
                heading={headings[index] as RowHeading}
                data={rowData(grid, row)}
                first={first}
                count={count}
                selected={masks[index] ?? ''}
                preview={previewMasks?.[index] ?? ''}
                previewSelect={preview?.select ?? true}
                pending={pendingMasks[index] ?? ''}
                applies={applies}
                focusDay={focusRow === index ? focusDay : null}
                readOnly={row.type === 'price' && grid.derived !== null}
                planStop={row.type === 'price' ? (plans.stopped.get(`${row.room}:${row.board}`) ?? '') : ''}
                planNotes={row.type === 'restriction' ? plans.notes[row.field] : null}
                dayLabels={dayLabels}
                format={format}
              />
            );
          })}
          <Spacer rows={rows.length - end} rowPx={rowPx} columns={count + 1} />
        </tbody>
      </table>
    </div>
  );
}
