import type { AriChange, AriGrid } from '@hotel/domain';
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AriRow, isAllotment, rateContext } from '../../model/ari-grid.ts';
import { type CellSelection, cellRow, changesFor, selectionCounts } from '../../model/ari-selection.ts';
import {
  type BulkForm,
  bulkValues,
  changesErrors,
  EMPTY_FORM,
  type FormErrors,
} from '../../model/bulk-form.ts';
import { InventoryFields, RestrictionFields } from './CellFields.tsx';
import { PriceFields } from './PriceFields.tsx';

interface Props {
  opened: boolean;
  onClose(): void;
  grid: AriGrid;
  rows: readonly AriRow[];
  years: readonly number[];
  selection: CellSelection;
  /** Stages the changes (the grid shows them applied); nothing is sent until "Save". */
  onApply(changes: AriChange[]): void;
}

/** The most adults the selected price rows' room types take. */
function selectedAdults(grid: AriGrid, rows: readonly AriRow[], selection: CellSelection): number {
  const rooms = new Set<number>();
  for (const id of selection) {
    const row = rows[cellRow(id)];
    if (row?.type === 'price') rooms.add(row.room);
  }
  const occupancy = grid.roomTypes.filter((room) => rooms.has(room.id)).map((room) => room.occupancy);
  return Math.max(1, ...occupancy);
}

/**
 * The side panel that sets values on the selection in bulk: prices (set or adjusted), rooms and
 * stop sale, stays and closed days. Applying checks them with the domain's rules and stages the
 * bulk changes they make; the grid shows them at once.
 */
export function BulkPanel({ opened, onClose, grid, rows, years, selection, onApply }: Props) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const counts = selectionCounts(selection, rows);
  const derived = grid.derived !== null;
  const patch = (next: Partial<BulkForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
  };

  function apply() {
    const read = bulkValues(form, grid, i18n.language);
    if (Object.keys(read.errors).length > 0) {
      setErrors(read.errors);
      return;
    }
    const changes = changesFor(grid, rows, selection, read.values);
    if (changes.length === 0) {
      setErrors({ general: 'rates.errors.nothing_to_change' });
      return;
    }
    const issues = changesErrors(changes, grid, rateContext(grid, years));
    if (Object.keys(issues).length > 0) {
      setErrors(issues);
      return;
    }
    onApply(changes);
    setForm(EMPTY_FORM);
    onClose();
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('rates.ari.panel.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="bulk-panel"
    >
      <Stack gap="md">
        <Text size="sm">{t('rates.ari.panel.intro')}</Text>
        {counts.price > 0 && derived ? (
          <Alert color="blue">{t('rates.ari.panel.derived')}</Alert>
        ) : counts.price > 0 ? (
          <PriceFields
            grid={grid}
            form={form}
            adults={selectedAdults(grid, rows, selection)}
            cells={counts.price}
            errors={errors}
            onChange={patch}
          />
        ) : null}
        {counts.inventory > 0 && isAllotment(grid.quotaType) ? (
          <InventoryFields
            form={form}
            errors={errors}
            onChange={patch}
            cells={counts.inventory}
            releaseDays={grid.releaseDays}
          />
        ) : null}
        {counts.restrictionDays > 0 ? (
          <RestrictionFields
            form={form}
            errors={errors}
            onChange={patch}
            days={counts.restrictionDays}
            fields={counts.restrictionFields}
          />
        ) : null}
        {errors.general ? (
          <Alert color="red" role="alert" data-testid="panel-error">
            {t(errors.general)}
          </Alert>
        ) : Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert" data-testid="panel-error">
            {t('rates.ari.panel.check_errors')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rates.ari.panel.cancel')}
          </Button>
          <Button onClick={apply} data-testid="panel-apply">
            {t('rates.ari.panel.apply')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
