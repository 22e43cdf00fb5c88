import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A list's page controls: first, previous, "Página 2 de 5", next, last; nothing when the list fits
 * on one page. `label` names the list it pages, for the landmark. Plain buttons rather than
 * Mantine's Pagination, which is 4 kB gzipped more in a chunk that every screen loads.
 */
export function Pager({
  count,
  pageSize,
  page,
  onChange,
  label,
}: {
  count: number;
  pageSize: number;
  page: number;
  onChange(page: number): void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  const control = (key: 'first' | 'previous' | 'next' | 'last', target: number, text: string) => (
    <Button
      variant="default"
      size="xs"
      aria-label={t(`staff.pager.${key}`)}
      disabled={target === current}
      onClick={() => onChange(target)}
    >
      {text}
    </Button>
  );
  return (
    <nav aria-label={label}>
      <Group gap="xs" wrap="nowrap">
        {control('first', 1, '«')}
        {control('previous', Math.max(current - 1, 1), '‹')}
        <Text size="sm" aria-live="polite">
          {t('staff.pager.of', { page: current, pages })}
        </Text>
        {control('next', Math.min(current + 1, pages), '›')}
        {control('last', pages, '»')}
      </Group>
    </nav>
  );
}
