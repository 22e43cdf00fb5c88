import { type Hotel, isRefused, toggleCarouselItem } from '@hotel/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { CarouselSelect } from '../../../components/ui/CarouselSelect.tsx';
import { inform } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateHotel } from '../api/hotels.ts';

/** Line drawings (24×24, stroked) for the icon names the accessibility list sends as `photo`. */
const ICON_PATHS: Record<string, string[]> = {
  'door-open': ['M3 21h18', 'M6 21V4h12v17', 'M6 4l7 2v15', 'M10.5 13v.01'],
  ramp: ['M3 19h18V9z', 'M7 19v-1.5', 'M11 19v-3.5', 'M15 19v-5.5'],
  elevator: ['M5 3h14v18H5z', 'M9.5 10l2.5-2.5 2.5 2.5', 'M9.5 14l2.5 2.5 2.5-2.5'],
  stairs: ['M3 20h5v-4h4v-4h4V8h5'],
  bed: ['M3 6v13', 'M3 15h18v4', 'M21 15v-3a3 3 0 0 0-3-3h-7v6', 'M7 11.5m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0'],
  shower: [
    'M6 21V7a3 3 0 0 1 6 0',
    'M9 9h6',
    'M10 12.5v.01',
    'M12 13.5v.01',
    'M14 12.5v.01',
    'M11 16v.01',
    'M13 17v.01',
  ],
  'grab-bar': ['M4 11h16', 'M6 8v6', 'M18 8v6', 'M3 20h18'],
  braille: [
    'M7 5m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
    'M7 12m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
    'M12 5m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
    'M17 12m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
    'M17 19m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
    'M7 19v.01',
  ],
  ear: [
    'M6 10a6 6 0 1 1 12 0c0 3-2 4-3 5.5s-1 3.5-3.5 3.5A2.5 2.5 0 0 1 9 16.5',
    'M9 10a3 3 0 0 1 6 0c0 1.5-1.5 2-1.5 3',
  ],
  'guide-dog': ['M5 20v-6l-2-2 2-3h3l2 2h7v4l-2 2v3', 'M10 11l3-6h4', 'M13 15v5', 'M6.5 10.5v.01'],
  parking: ['M4 4h16v16H4z', 'M9 16V8h4a2 2 0 0 1 0 4H9'],
  wheelchair: [
    'M8 16m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
    'M19 19m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M19 17a3 3 0 0 0-3-3h-3.4',
    'M3 3h1a2 2 0 0 1 2 2v6',
    'M6 8h11',
    'M15 8v6',
  ],
  'alarm-light': [
    'M6 18v-6a6 6 0 0 1 12 0v6',
    'M4 18h16v3H4z',
    'M12 2v2',
    'M4.2 5.2l1.4 1.4',
    'M19.8 5.2l-1.4 1.4',
  ],
  staff: ['M12 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M5 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2'],
};
const FALLBACK_ICON = ['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M8 12l3 3 5-6'];

function accessibilityIcon(name: string): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        {(ICON_PATHS[name] ?? FALLBACK_ICON).map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}

/** Step 2: accessibility features as selectable cards; incompatible pairs are refused (spec §4). */
export function AccessibilityForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const items = useReference('accessibility');
  const update = useUpdateHotel(hotel.id);
  const [selected, setSelected] = useState<number[]>(() => [...hotel.accessibility]);
  const [formError, setFormError] = useState<string>();

  if (!items.data) return <PageLoader />;
  const list = items.data;

  function toggle(id: number) {
    const item = list.find((candidate) => candidate.id === id);
    if (!item) return;
    const result = toggleCarouselItem(selected, item, list);
    if (isRefused(result)) {
      const other = list.find((candidate) => candidate.id === result.refused.id);
      inform(
        t,
        t('steps.incompatible_title'),
        t('steps.incompatible_text', { item: item.label, other: other?.label ?? result.refused.label ?? '' }),
      );
      return;
    }
    setSelected(result.selected);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    try {
      await update.mutateAsync({ accessibility: selected });
      notifySaved(t('common.saved'));
      onSaved();
    } catch (error) {
      setFormError(
        error instanceof ApiError
          ? (error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0] ?? t('steps.save_failed'))
          : t('errors.service_unavailable'),
      );
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('nav.accesibility')}>
      <Stack>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text>{t('steps.accessibility.intro')}</Text>
          <Text
            size="sm"
            c="dimmed"
            aria-live="polite"
            data-testid="accessibility-count"
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('steps.accessibility.selected', { count: selected.length })}
          </Text>
        </Group>
        <CarouselSelect
          label={t('steps.accessibility.items')}
          options={list.map((item) => ({
            id: item.id,
            label: item.label,
            icon: accessibilityIcon(item.photo),
          }))}
          selected={selected}
          onToggle={toggle}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('wizard.save_next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
