import { MantineProvider } from '@mantine/core';
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
