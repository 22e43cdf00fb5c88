import type { AriGrid } from '@hotel/domain';
import { Checkbox, Group, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AriRow, isAllotment, RESTRICTION_FIELDS } from '../../model/ari-grid.ts';
import { weekdayCells } from '../../model/ari-selection.ts';
import { WeekdayTool } from '../WeekdayTool.tsx';

interface Props {
  grid: AriGrid;
  rows: readonly AriRow[];
  disabled: boolean;
  onSelect(ids: number[], select: boolean): void;
}

/** What a row is, as the tool's checkboxes name it: a board, the rooms, or a restriction. */
function rowLine(row: AriRow): string {
  return row.type === 'price' ? row.board : row.type === 'inventory' ? 'rooms' : row.field;
}

/**
 * Selecting by weekday across a range (the calendar's tool) for chosen room types and rows: "the
 * weekends of July, both boards of the double room" in one go.
 */
export const SelectTool = memo(function SelectTool({ grid, rows, disabled, onSelect }: Props) {
  const { t } = useTranslation();
  const [rooms, setRooms] = useState<string[]>(() => grid.roomTypes.map((room) => String(room.id)));
  const [lines, setLines] = useState<string[]>(() => [...grid.boards]);
  const lineChoices = [
    ...grid.boards.map((board) => ({ value: board, label: t(`rates.board.${board}`) })),
    ...(isAllotment(grid.quotaType) ? [{ value: 'rooms', label: t('rates.ari.rows.rooms') }] : []),
    ...RESTRICTION_FIELDS.map((field) => ({ value: field, label: t(`rates.ari.rows.${field}`) })),
  ];

  function apply(range: { from: string; to: string; weekdays: number[] }, select: boolean) {
    const chosen = rows.flatMap((row, index) => {
      if (!lines.includes(rowLine(row))) return [];
      if (row.type !== 'restriction' && !rooms.includes(String(row.room))) return [];
      return [index];
    });
    onSelect(weekdayCells(grid.year, chosen, range), select);
  }

  return (
    <WeekdayTool
      year={grid.year}
      disabled={disabled || lines.length === 0}
      onApply={apply}
      testId="ari-select-tool"
    >
      <Checkbox.Group label={t('rates.ari.select.room_types')} value={rooms} onChange={setRooms}>
        <Group gap="sm" mt={4}>
          {grid.roomTypes.map((room) => (
            <Checkbox key={room.id} value={String(room.id)} label={room.name} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label={t('rates.ari.select.rows')} value={lines} onChange={setLines}>
        <Group gap="sm" mt={4}>
          {lineChoices.map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Text size="xs">{t('rates.ari.select.hint')}</Text>
    </WeekdayTool>
  );
});
