import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeTime } from '../../../components/ui/TimeField.tsx';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { EMPTY_SCHEDULE, type ScheduleDraft, ScheduleInput } from './ScheduleInput.tsx';

beforeAll(() => testI18n());

function Schedule() {
  const [value, setValue] = useState<ScheduleDraft>({ ...EMPTY_SCHEDULE, type: 'FROM_TIME', from: '14:00' });
  return <ScheduleInput value={value} onChange={setValue} label="Horario del spa" />;
}

describe('times of day in the interface language (issue 19 item 13)', () => {
  it('are text in 24 hours, not a native time input that follows the browser (02:00 PM)', async () => {
    await renderWithProviders(<Schedule />);
    const from = screen.getByRole('textbox', { name: /Desde/ });
    expect(from).not.toHaveAttribute('type', 'time');
    expect(from).toHaveValue('14:00');
  });

  it('write out what was typed on leaving the field', async () => {
    await renderWithProviders(<Schedule />);
    const from = screen.getByRole('textbox', { name: /Desde/ });
    fireEvent.change(from, { target: { value: '9h30' } });
    expect(from).toHaveValue('930');
    fireEvent.blur(from);
    expect(from).toHaveValue('09:30');
  });

  it.each([
    ['930', '09:30'],
    ['1400', '14:00'],
    ['14', '14:00'],
    ['7', '07:00'],
    ['7:05', '07:05'],
    ['23:59', '23:59'],
    ['24:00', '24:00'],
    ['12:60', '12:60'],
    ['9:5', '9:5'],
    ['', ''],
  ])('%j → %j', (typed, written) => {
    expect(writeTime(typed)).toBe(written);
  });
});
