import { Group, Text } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ari-grid.module.css';

/** What the grid's marks mean, and which amount a per-person price cell shows. */
export const GridLegend = memo(function GridLegend({
  colour,
  perPerson,
  currency,
}: {
  colour: string;
  perPerson: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const items = [
    { className: '', style: { background: colour }, label: t('rates.ari.legend.selected') },
    { className: classes.pending, label: t('rates.ari.legend.pending') },
    { className: classes.off, label: t('rates.ari.legend.off') },
    { className: classes.closed, label: t('rates.ari.legend.closed') },
  ];
  return (
    <Group gap="lg" style={{ '--rate-colour': colour } as CSSProperties}>
      <Text size="sm" fw={600}>
        {t(perPerson ? 'rates.ari.legend.per_person' : 'rates.ari.legend.per_room', { currency })}
      </Text>
      {items.map((item) => (
        <Group gap={6} key={item.label}>
          <span className={`${classes.swatch} ${item.className}`} style={item.style} aria-hidden />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
});
