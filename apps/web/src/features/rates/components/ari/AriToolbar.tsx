import { ActionIcon, Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  year: number;
  month: number;
  onMonth(month: number): void;
  selected: number;
  pending: number;
  saving: boolean;
  editable: boolean;
  onEdit(): void;
  onClear(): void;
  onDiscard(): void;
  onSave(): void;
}

/** Month navigation, what is selected, and the panel, discard and save buttons of the grid. */
export function AriToolbar(props: Props) {
  const { year, month, onMonth, selected, pending, saving, editable } = props;
  const { t, i18n } = useTranslation();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => {
      const name = format.format(new Date(Date.UTC(year, index, 1)));
      return { value: String(index + 1), label: name.charAt(0).toUpperCase() + name.slice(1) };
    });
  }, [i18n.language, year]);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('rates.ari.month_previous')}
          disabled={month <= 1}
          onClick={() => onMonth(month - 1)}
        >
          <span aria-hidden>‹</span>
        </ActionIcon>
        <NativeSelect
          label={t('rates.ari.month')}
          data={months}
          value={String(month)}
          onChange={(event) => onMonth(Number(event.currentTarget.value))}
          data-testid="ari-month"
          w={150}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('rates.ari.month_next')}
          disabled={month >= 12}
          onClick={() => onMonth(month + 1)}
        >
          <span aria-hidden>›</span>
        </ActionIcon>
      </Group>
      <Group gap="sm" aria-live="polite">
        <Text size="sm" fw={600} data-testid="ari-selected-count">
          {t('rates.ari.selected_count', { count: selected })}
        </Text>
        {pending > 0 ? (
          <Badge color="#b03a00" variant="filled" data-testid="unsaved">
            {t('rates.ari.unsaved', { count: pending })}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs">
        <Button variant="subtle" disabled={selected === 0} onClick={props.onClear}>
          {t('rates.ari.clear_selection')}
        </Button>
        <Button disabled={selected === 0 || !editable} onClick={props.onEdit} data-testid="ari-edit">
          {t('rates.ari.edit_selection')}
        </Button>
        <Button variant="default" disabled={pending === 0 || saving} onClick={props.onDiscard}>
          {t('rates.calendar.discard')}
        </Button>
        <Button disabled={pending === 0} loading={saving} onClick={props.onSave} data-testid="ari-save">
          {t('rates.calendar.save')}
        </Button>
      </Group>
    </Group>
  );
}
