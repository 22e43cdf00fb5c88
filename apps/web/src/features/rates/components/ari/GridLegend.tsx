import { Group, Text } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ari-grid.module.css';

/** What the grid's marks mean, and which amount a per-person price cell shows. */
export const GridLegend = memo(function GridLegend({
  colour,
  perPerson,
  currency,
  planControls = false,
}: {
  colour: string;
  perPerson: boolean;
  currency: string;
  /** The rate has products with restrictions or stop sales of their own: their marks are explained too. */
  planControls?: boolean;
}) {
  const { t } = useTranslation();
  const items = [
    { className: '', style: { background: colour }, label: t('rates.ari.legend.selected') },
    { className: classes.pending, label: t('rates.ari.legend.pending') },
    { className: classes.off, label: t('rates.ari.legend.off') },
    { className: classes.closed, label: t('rates.ari.legend.closed') },
    ...(planControls
      ? [
          { className: classes.planDiffers, label: t('rates.ari.legend.plan_differs') },
          { className: classes.planStop, label: t('rates.ari.legend.plan_stop_sale') },
        ]
      : []),
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
