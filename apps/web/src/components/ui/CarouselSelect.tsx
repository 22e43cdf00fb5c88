import { Image, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** One selectable card (spec §3 Carousel item): what the user sees of it. */
export interface CarouselOption {
  id: number;
  label: string;
  /** A picture URL; shown when there is no `icon`. */
  photo?: string;
  /** A decorative icon (hidden from assistive technology: the label names the card). */
  icon?: ReactNode;
}

interface Props {
  options: readonly CarouselOption[];
  selected: readonly number[];
  /** Called with the pressed card; the caller decides (selection rules live in the domain). */
  onToggle(id: number): void;
  /** The accessible name of the group of cards. */
  label: string;
}

const CHECK = (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/**
 * Selectable cards: each one a toggle button (`aria-pressed`), so it is reached with Tab and
 * pressed with Enter or Space, and its state is announced. The selected state shows by border,
 * background and a check mark, not by colour alone.
 */
/** The icon of a card not chosen: its colours, each pair above 4.5:1 (the test measures them). */
export const UNSELECTED_ICON = {
  backgroundColor: 'var(--mantine-color-blue-0)',
  color: 'var(--mantine-color-blue-9)',
  border: '1px solid var(--mantine-color-blue-3)',
} as const;

export function CarouselSelect({ options, selected, onToggle, label }: Props) {
  return (
    <SimpleGrid role="group" aria-label={label} cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="sm">
      {options.map((option) => {
        const isSelected = selected.includes(option.id);
        return (
          <UnstyledButton
            key={option.id}
            type="button"
            aria-pressed={isSelected}
            data-testid={`carousel-item-${option.id}`}
            onClick={() => onToggle(option.id)}
            mod={{ selected: isSelected }}
            style={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'flex-start',
              gap: 'var(--mantine-spacing-xs)',
              minHeight: 128,
              padding: 'var(--mantine-spacing-sm)',
              textAlign: 'center',
              borderRadius: 'var(--mantine-radius-md)',
              border: `2px solid ${isSelected ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-4)'}`,
              background: isSelected ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
            }}
          >
            {isSelected ? (
              <ThemeIcon
                size="sm"
                radius="xl"
                color="blue.8"
                style={{ position: 'absolute', top: 6, right: 6 }}
                aria-hidden
              >
                {CHECK}
              </ThemeIcon>
            ) : null}
            {option.icon ? (
              <ThemeIcon
                size={48}
                radius="xl"
                variant="filled"
                color="blue.8"
                // Unselected: a dark line on a pale disc (blue 9 on blue 0, 6.9:1); Mantine's light
                // variant drew it on a mid-blue disc at about 1.5:1 (issue 19 item 13, WCAG 1.4.11).
                style={isSelected ? undefined : UNSELECTED_ICON}
                data-testid="carousel-icon"
                aria-hidden
              >
                {option.icon}
              </ThemeIcon>
            ) : option.photo ? (
              <Image src={option.photo} alt="" h={48} w={48} radius="xl" fit="cover" />
            ) : null}
            <Text size="sm" fw={isSelected ? 700 : 500} c={isSelected ? 'blue.9' : undefined}>
              {option.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
