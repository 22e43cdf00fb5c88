import { memo } from 'react';
import type { AriRow } from '../../model/ari-grid.ts';
import classes from './ari-grid.module.css';
import { type CellFormat, cellView, type RowData } from './grid-cell.ts';

export interface RowHeading {
  /** Shown above the first row of a group (the room type, or "Restrictions"). */
  group: string | null;
  label: string;
  /** The row's full name, for the cells' accessible names ('Doble · Media pensión'). */
  name: string;
}

interface Props {
  index: number;
  row: AriRow;
  heading: RowHeading;
  data: RowData;
  /** The shown month: index of its first day in the year, its number of days. */
  first: number;
  count: number;
  /** One character per day of the month: '1' selected / in the dragged range / staged / rate applies. */
  selected: string;
  preview: string;
  previewSelect: boolean;
  pending: string;
  applies: string;
  focusDay: number | null;
  readOnly: boolean;
  /** A price row's product stopped for sale on its own: '1' per day of the month ('' when never). */
  planStop: string;
  /** A restriction row: per day of the month, the products whose own value differs ('' none); null when none do. */
  planNotes: readonly string[] | null;
  dayLabels: readonly string[];
  format: CellFormat;
}

/**
 * One row of the grid for the shown month: plain buttons without handlers of their own (the table
 * delegates), rendered again only when its data or one of its masks changes.
 */
export const GridRow = memo(function GridRow({
  index,
  row,
  heading,
  data,
  first,
  count,
  selected,
  preview,
  previewSelect,
  pending,
  applies,
  focusDay,
  readOnly,
  planStop,
  planNotes,
  dayLabels,
  format,
}: Props) {
  const { t } = format;
  const cells = [];
  for (let offset = 0; offset < count; offset++) {
    const day = first + offset;
    const view = cellView(row, data, day, format);
    const off = applies[offset] !== '1';
    const isPending = pending[offset] === '1';
    const inPreview = preview[offset] === '1';
    const planStopped = planStop[offset] === '1';
    const planNote = planNotes?.[offset] ?? '';
    const className = [
      classes.button,
      off ? classes.off : '',
      view.closed ? classes.closed : '',
      isPending ? classes.pending : '',
      inPreview ? classes.preview : '',
      readOnly ? classes.readOnly : '',
      planStopped ? classes.planStop : '',
      planNote ? classes.planDiffers : '',
    ]
      .filter(Boolean)
      .join(' ');
    const planStopNote = planStopped ? t('rates.ari.plan.stop_sale') : '';
    const notes = [
      planStopNote,
      planNote,
      readOnly ? t('rates.ari.cell.derived') : '',
      off ? t('rates.ari.cell.off') : '',
      isPending ? t('rates.ari.cell.pending') : '',
    ].filter(Boolean);
    cells.push(
      // Keyed by the place in the month: another month reuses the same elements (no DOM churn).
      <td key={offset} className={classes.cell}>
        <button
          type="button"
          className={className}
          data-row={index}
          data-day={day}
          data-preview={inPreview ? (previewSelect ? 'select' : 'deselect') : undefined}
          data-plan={planStopped ? 'stop-sale' : planNote ? 'differs' : undefined}
          aria-pressed={selected[offset] === '1'}
          aria-label={`${heading.name}, ${dayLabels[offset]}: ${view.description}${notes.length ? `. ${notes.join('. ')}` : ''}`}
          title={
            [row.type === 'price' && format.perPerson ? view.description : '', planStopNote, planNote]
              .filter(Boolean)
              .join('\n') || undefined
          }
          tabIndex={focusDay === day ? 0 : -1}
        >
          {view.text}
        </button>
      </td>,
    );
  }
  return (
    <tr
      className={heading.group ? `${classes.row} ${classes.groupStart}` : classes.row}
      aria-rowindex={index + 2}
      data-testid={`ari-row-${rowKey(row)}`}
    >
      <th scope="row" className={classes.rowHeader} title={heading.name}>
        {heading.group ? <span className={classes.group}>{heading.group}</span> : null}
        <span className={classes.label}>{heading.label}</span>
      </th>
      {cells}
    </tr>
  );
});

/** A row's stable name for tests and styles ('price-7-BB', 'inventory-7', 'closedArrival'). */
export function rowKey(row: AriRow): string {
  if (row.type === 'price') return `price-${row.room}-${row.board}`;
  if (row.type === 'inventory') return `inventory-${row.room}`;
  return row.field;
}
