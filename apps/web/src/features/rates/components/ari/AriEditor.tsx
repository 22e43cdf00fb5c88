import {
  type AriChange,
  type AriGrid,
  dayIndex,
  daysInMonth,
  formatDayKey,
  parseDayKey,
} from '@hotel/domain';
import { SimpleGrid } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AriScope } from '../../../../api/ari.ts';
import { type AriEditsState, changesOf } from '../../hooks/use-ari-edits.ts';
import { useAriSave } from '../../hooks/use-ari-save.ts';
import type { SetCalendarParams } from '../../hooks/use-calendar-params.ts';
import { useGridSelection } from '../../hooks/use-grid-selection.ts';
import { useRowWindow } from '../../hooks/use-row-window.ts';
import { applyChanges, dayKeyAt, gridRows } from '../../model/ari-grid.ts';
import { pendingCells } from '../../model/ari-selection.ts';
import { AriToolbar } from './AriToolbar.tsx';
import { BulkPanel } from './BulkPanel.tsx';
import { CopyTools } from './CopyTools.tsx';
import { CsvTools } from './CsvTools.tsx';
import { GridLegend } from './GridLegend.tsx';
import { GridTable, ROW_REM } from './GridTable.tsx';
import { SaveErrors } from './SaveErrors.tsx';
import { SelectTool } from './SelectTool.tsx';

interface Props {
  scope: AriScope;
  /** The year as the server has it; the staged changes are applied on top. */
  server: AriGrid;
  /** False while another year's grid is shown in its place. */
  ready: boolean;
  years: readonly number[];
  month: number;
  colour: string;
  rateName: string;
  edits: AriEditsState;
  setParam: SetCalendarParams;
}

/**
 * The grid of one rate and year with its tools: select cells (click, Shift+click, drag, weekdays),
 * set values on them in the side panel, copy prices, import and export CSV. Applied values are
 * staged (and shown) until "Save" sends them in one request.
 */
export function AriEditor({ scope, server, ready, years, month, colour, rateName, edits, setParam }: Props) {
  const { t, i18n } = useTranslation();
  const year = server.year;
  const changes = changesOf(edits.edits, scope.rateId);
  const grid = useMemo(() => applyChanges(server, changes), [server, changes]);
  const { roomTypes, boards, quotaType } = server;
  const rows = useMemo(() => gridRows({ roomTypes, boards, quotaType }), [roomTypes, boards, quotaType]);
  const first = dayIndex(year, formatDayKey(year, month, 1));
  const count = daysInMonth(year, month);
  const season = useMemo(
    () => ({ from: formatDayKey(year, month, 1), to: formatDayKey(year, month, count) }),
    [year, month, count],
  );
  const { saving, failure, stage, discard, submit } = useAriSave(scope, changes, edits);
  const editable = ready && !saving;
  const showDay = useCallback(
    (day: number) => setParam({ month: String(parseDayKey(dayKeyAt(year, day))?.month ?? month) }),
    [setParam, year, month],
  );
  const tableRef = useRef<HTMLTableElement>(null);
  const rowWindow = useRowWindow(tableRef, rows.length, ROW_REM);
  const { start: windowStart, end: windowEnd, reveal: revealRow } = rowWindow;
  const reveal = useCallback(
    (row: number) => {
      if (row < windowStart || row >= windowEnd) revealRow(row);
    },
    [windowStart, windowEnd, revealRow],
  );
  const selection = useGridSelection({
    rowCount: rows.length,
    first,
    count,
    daysInYear: server.days,
    editable,
    showDay,
    tableRef,
    reveal,
  });
  const pending = useMemo(() => pendingCells(year, rows, changes), [year, rows, changes]);
  const [panelOpen, setPanelOpen] = useState(false);
  function apply(staged: AriChange[]) {
    stage(staged);
    selection.clear();
  }

  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return (
    <>
      <AriToolbar
        year={year}
        month={month}
        onMonth={(next) => setParam({ month: String(next) })}
        selected={selection.selection.size}
        pending={changes.length}
        saving={saving}
        editable={editable}
        onEdit={() => setPanelOpen(true)}
        onClear={selection.clear}
        onDiscard={() => void discard()}
        onSave={submit}
      />
      {failure ? <SaveErrors failure={failure} grid={server} /> : null}
      <GridLegend
        colour={colour}
        perPerson={server.priceRoomType === 'person'}
        currency={server.currency}
        planControls={(server.planControls?.length ?? 0) > 0}
      />
      <GridTable
        grid={grid}
        rows={rows}
        caption={t('rates.ari.caption', { rate: rateName, month: monthName })}
        colour={colour}
        busy={!ready}
        first={first}
        count={count}
        selection={selection.selection}
        preview={selection.preview}
        pending={pending}
        focusRow={selection.focusRow}
        focusDay={selection.focusDay}
        tableRef={tableRef}
        rowWindow={rowWindow}
        handlers={selection.handlers}
      />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <SelectTool grid={grid} rows={rows} disabled={!editable} onSelect={selection.select} />
        {grid.derived ? null : (
          <CopyTools
            grid={grid}
            season={season}
            lastYear={Math.max(...years)}
            disabled={!editable}
            onStage={stage}
          />
        )}
        <CsvTools scope={scope} year={year} season={season} />
      </SimpleGrid>
      {/* Mounted while open only: a click in the grid does not render the panel's form. */}
      {panelOpen ? (
        <BulkPanel
          opened
          onClose={() => setPanelOpen(false)}
          grid={grid}
          rows={rows}
          years={years}
          selection={selection.selection}
          onApply={apply}
        />
      ) : null}
    </>
  );
}
