import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselSelect } from './CarouselSelect.tsx';

afterEach(cleanup);

const options = [
  { id: 1, label: 'Rampa', icon: <svg /> },
  { id: 2, label: 'Ascensor', photo: '/lift.png' },
  { id: 3, label: 'Braille' },
];

describe('CarouselSelect', () => {
  it('renders each item as a toggle button in a named group, pressed when selected', () => {
    const onToggle = vi.fn();
    render(
      <MantineProvider>
        <CarouselSelect label="Accesibilidad" options={options} selected={[2]} onToggle={onToggle} />
      </MantineProvider>,
    );
    const group = screen.getByRole('group', { name: 'Accesibilidad' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Rampa', 'Ascensor', 'Braille']);
    // A native button: focusable with Tab, pressed with Enter or Space, never submits a form.
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
    }
    expect(screen.getByRole('button', { name: 'Ascensor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rampa' })).toHaveAttribute('aria-pressed', 'false');
    // The photo is decorative: the label names the card.
    expect(group.querySelector('img')).toHaveAttribute('alt', '');

    fireEvent.click(screen.getByRole('button', { name: 'Braille' }));
    expect(onToggle).toHaveBeenCalledWith(3);
  });
});

/** A Mantine palette colour of an inline style ("var(--mantine-color-blue-9)") as its hex value. */
function paletteHex(css: string): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(css);
  if (!match) throw new Error(`not a palette colour: "${css}"`);
  const colour = DEFAULT_THEME.colors[match[1] as 'blue'][Number(match[2])];
  if (!colour) throw new Error(`no ${css}`);
  return colour;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('CarouselSelect icons (issue 19 item 13: low contrast)', () => {
  it("draws an unselected card's icon at 4.5:1 or more against its disc", () => {
    render(
      <MantineProvider>
        <CarouselSelect label="Accesibilidad" options={options} selected={[]} onToggle={vi.fn()} />
      </MantineProvider>,
    );
    const icon = within(screen.getByRole('button', { name: 'Rampa' })).getByTestId('carousel-icon');
    expect(
      contrast(paletteHex(icon.style.color), paletteHex(icon.style.backgroundColor)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
