import { daysInMonth, formatDayKey, monthGrid } from '@hotel/domain';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rates-calendar.module.css';

export interface CalendarMonthProps {
  year: number;
  /** 1..12 */
  month: number;
  /** One character per day: '1' selected. */
  selected: string;
  /** One digit per day: how many other rates of the kind apply (9: nine or more). */
  others: string;
  /** One character per day: '1' inside the range being dragged. */
  preview: string;
  previewSelect: boolean;
  /** The day of this month that takes the Tab stop (roving tabindex), or null. */
  focusDay: number | null;
}

/** The weekday names of a language, Monday first (1 January 2024 was a Monday). */
export function weekdayNames(language: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(date), long: long.format(date) };
  });
}

/**
 * One month of the yearly calendar, Monday first: plain buttons, no handlers of their own (the
 * year grid delegates), re-rendered only when its masks change.
 */
export const CalendarMonth = memo(function CalendarMonth({
  year,
  month,
  selected,
  others,
  preview,
  previewSelect,
  focusDay,
}: CalendarMonthProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { title, weekdays, labels, weeks } = useMemo(() => {
    const full = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
    const grid = monthGrid(year, month).map((week, row) =>
      week.map((day, column) => ({ day, key: day === null ? `empty-${row * 7 + column}` : String(day) })),
    );
    return {
      title: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      ),
      weekdays: weekdayNames(language),
      weeks: grid,
      /** The full date of each day, by day number (index 0 unused). */
      labels: Array.from({ length: daysInMonth(year, month) + 1 }, (_, day) =>
        day === 0 ? '' : full.format(new Date(Date.UTC(year, month - 1, day))),
      ),
    };
  }, [year, month, language]);

  return (
    <div className={classes.month}>
      <table className={classes.table}>
        <caption className={classes.caption}>{title}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={classes.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((cell) => cell.day !== null)?.key}>
              {week.map(({ day, key }) => {
                if (day === null) return <td key={key} className={classes.cell} />;
                const isSelected = selected[day - 1] === '1';
                const count = Number(others[day - 1] ?? '0');
                const inPreview = preview[day - 1] === '1';
                const className = [
                  classes.day,
                  count > 0 ? classes.others : '',
                  inPreview ? classes.preview : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} className={classes.cell}>
                    <button
                      type="button"
                      className={className}
                      data-day={formatDayKey(year, month, day)}
                      data-preview={inPreview ? (previewSelect ? 'select' : 'deselect') : undefined}
                      aria-pressed={isSelected}
                      aria-label={labels[day]}
                      title={count > 0 ? t('rates.calendar.others', { count }) : undefined}
                      tabIndex={focusDay === day ? 0 : -1}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
