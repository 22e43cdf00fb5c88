import type { AriChange, AriGrid } from '@hotel/domain';
import { Alert, List } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SaveFailure } from '../../model/ari-errors.ts';

/** A staged change in words: its days, weekdays and rows ('1 jul 2027 – 31 jul 2027 (sáb, dom) · Doble: BB, HB'). */
export function describeChange(
  change: AriChange,
  grid: Pick<AriGrid, 'roomTypes'>,
  t: TFunction,
  language: string,
): string {
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const at = (key: string) => {
    const [year, month, day] = key.split('_').map(Number);
    return date.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
  };
  let text = change.start === change.end ? at(change.start) : `${at(change.start)} – ${at(change.end)}`;
  if (change.weekdays)
    text += ` (${change.weekdays.map((day) => weekday.format(new Date(Date.UTC(2024, 0, 1 + day)))).join(', ')})`;
  const rooms = (change.roomTypes ?? []).map(
    (id) => grid.roomTypes.find((room) => room.id === id)?.name ?? `#${id}`,
  );
  if (rooms.length > 0) text += ` · ${rooms.join(', ')}`;
  const boards = (change.boards ?? []).map((board) => t(`rates.board.${board}`));
  if (boards.length > 0) text += `: ${boards.join(', ')}`;
  return text;
}

/** The name of a change's field ('price.amounts.1' → 'Precio, 2 adultos'). */
function fieldName(field: string, t: TFunction): string {
  const [root, second, third] = field.split('.');
  if (!root) return '';
  const name = t(`rates.ari.fields.${root}`, { defaultValue: root });
  if (root === 'price' && second === 'amounts' && third !== undefined)
    return `${name}, ${t('rates.ari.fields.adults', { count: Number(third) + 1 })}`;
  if (root === 'price' && second)
    return `${name}, ${t(`rates.ari.fields.${second}`, { defaultValue: second })}`;
  return name;
}

/** Why the server refused a save, change by change and field by field; the staged changes are kept. */
export function SaveErrors({ failure, grid }: { failure: SaveFailure; grid: Pick<AriGrid, 'roomTypes'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('rates.ari.save_refused')} data-testid="ari-save-errors">
      <List size="sm">
        {failure.errors.map((error) => {
          const change = error.change === null ? undefined : failure.changes[error.change];
          const where = change ? describeChange(change, grid, t, i18n.language) : null;
          const field = fieldName(error.field, t);
          return (
            <List.Item key={`${error.change}-${error.field}-${error.message}`}>
              {where ? `${where} — ` : ''}
              {field ? `${field}: ` : ''}
              {error.message}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
