import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Counter } from './Counter.tsx';

afterEach(cleanup);

function Host({ initial, onChange }: { initial: number | ''; onChange?(value: number | ''): void }) {
  const [value, setValue] = useState<number | ''>(initial);
  return (
    <MantineProvider>
      <Counter
        label="Cama doble"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        decrementLabel="Restar: Cama doble"
        incrementLabel="Sumar: Cama doble"
      />
    </MantineProvider>
  );
}

describe('Counter', () => {
  it('counts up and down with its buttons', () => {
    render(<Host initial={1} />);
    const input = screen.getByLabelText('Cama doble');
    fireEvent.click(screen.getByRole('button', { name: 'Sumar: Cama doble' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sumar: Cama doble' }));
    expect(input).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Restar: Cama doble' }));
    expect(input).toHaveValue('2');
  });

  it('stops at 0 and at 50', () => {
    const { unmount } = render(<Host initial={0} />);
    expect(screen.getByRole('button', { name: 'Restar: Cama doble' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sumar: Cama doble' })).toBeEnabled();
    unmount();
    render(<Host initial={49} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sumar: Cama doble' }));
    expect(screen.getByLabelText('Cama doble')).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Sumar: Cama doble' })).toBeDisabled();
  });

  it('keeps a typed value out of range as typed, for the form to refuse', () => {
    const onChange = vi.fn();
    render(<Host initial={2} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Cama doble'), { target: { value: '51' } });
    expect(screen.getByLabelText('Cama doble')).toHaveValue('51');
    expect(onChange).toHaveBeenLastCalledWith(51);
    fireEvent.change(screen.getByLabelText('Cama doble'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('counts from the minimum when empty', () => {
    const onChange = vi.fn();
    render(<Host initial="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sumar: Cama doble' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
