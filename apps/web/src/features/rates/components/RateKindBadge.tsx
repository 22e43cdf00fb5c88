import { RATE_GROUP_HEX, type RateKind } from '@hotel/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The kind of a rate in its group colour (rate brown, offer emerald, promotion dark cyan), white text. */
export function RateKindBadge({ kind }: { kind: RateKind }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={RATE_GROUP_HEX[kind]}
      styles={{
        root: { color: 'var(--mantine-color-white)', flexShrink: 0, overflow: 'visible' },
        label: { overflow: 'visible' },
      }}
      data-kind={kind}
      data-testid="rate-kind"
    >
      {t(`rates.kind.${kind}`)}
    </Badge>
  );
}
