import type { Language } from '@hotel/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, testI18n } from '../../test/render.tsx';
import { DateField, readDate, showDate } from './DateField.tsx';

// The last test switches the language under a rendered field: its catalogues are there already.
beforeAll(async () => {
  for (const language of ['en', 'ru'] as const) await testI18n(language);
});

/** A form's date as the forms keep it (ISO), with what the field passed on shown beside it. */
function Form({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Desde" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-12-31')}>
        reset
      </button>
    </>
  );
}

async function renderIn(language: Language, ui: ReactNode) {
  return (await renderWithProviders(ui, { language })).i18n;
}

const field = () => screen.getByRole('textbox', { name: 'Desde' });
const value = () => screen.getByTestId('value').textContent;

describe('dates in the interface language, not the browser locale (issue 19 item 13)', () => {
  it('are text in day/month/year order in Spanish, with the format as placeholder and description', async () => {
    await renderIn('es', <Form initial="2027-07-01" />);
    expect(field()).not.toHaveAttribute('type', 'date');
    expect(field()).toHaveValue('01/07/2027');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(field()).toHaveAccessibleDescription('dd/mm/aaaa');
  });

  it('are month/day/year in English, as Intl.DateTimeFormat("en") writes every other date of the app', async () => {
    await renderIn('en', <Form initial="2027-07-01" />);
    expect(field()).toHaveValue('07/01/2027');
    expect(field()).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    fireEvent.change(field(), { target: { value: '7/1/2027' } });
    expect(value()).toBe('2027-07-01');
    fireEvent.change(field(), { target: { value: '12/31/2027' } });
    expect(value()).toBe('2027-12-31');
  });

  it('pass on ISO for what a Spanish user types, and write it out in full on leaving the field', async () => {
    await renderIn('es', <Form />);
    fireEvent.change(field(), { target: { value: '1/7/2027' } });
    expect(value()).toBe('2027-07-01');
    expect(field()).toHaveValue('1/7/2027');
    fireEvent.blur(field());
    expect(field()).toHaveValue('01/07/2027');
    expect(value()).toBe('2027-07-01');
  });

  it('leave a date that is not one as typed, passed on for the form to say so', async () => {
    await renderIn('es', <Form error="Fecha no válida" />);
    fireEvent.change(field(), { target: { value: '31/02/2027' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('31/02/2027');
    expect(value()).toBe('31/02/2027');
    expect(field()).toHaveAccessibleDescription(/Fecha no válida/);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('show a value the form sets, and follow a change of language', async () => {
    const i18n = await renderIn('es', <Form initial="2027-07-01" />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(field()).toHaveValue('31/12/2027');
    await act(() => i18n.changeLanguage('en'));
    expect(field()).toHaveValue('12/31/2027');
    await act(() => i18n.changeLanguage('ru'));
    expect(field()).toHaveValue('31.12.2027');
    expect(field()).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it.each([
    ['es', '1/7/2027', '2027-07-01'],
    ['es', '01-07-2027', '2027-07-01'],
    ['es', '1.7.2027', '2027-07-01'],
    ['es', ' 1 7 2027 ', '2027-07-01'],
    ['es', '01072027', '2027-07-01'],
    ['es', '1/7/27', '2027-07-01'],
    ['es', '2027-07-01', '2027-07-01'],
    ['es', '29/02/2028', '2028-02-29'],
    ['en', '7/1/2027', '2027-07-01'],
    ['en', '07012027', '2027-07-01'],
    ['en', '2027-07-01', '2027-07-01'],
    ['ru', '1.7.2027', '2027-07-01'],
    ['fr', '01/07/2027', '2027-07-01'],
  ])('%s reads %j as %s', (language, typed, iso) => {
    expect(readDate(typed, language)).toBe(iso);
  });

  it.each([
    ['es', '31/02/2027'],
    ['es', '29/02/2027'],
    ['es', '1/13/2027'],
    ['en', '13/1/2027'],
    ['es', '0/7/2027'],
    ['es', '1/7'],
    ['es', '1/7/202'],
    ['es', 'mañana'],
    ['es', ''],
    ['es', '2027-02-30'],
  ])('%s does not read %j as a date', (language, typed) => {
    expect(readDate(typed, language)).toBeUndefined();
  });

  it.each([
    ['es', '01/07/2027'],
    ['fr', '01/07/2027'],
    ['it', '01/07/2027'],
    ['pt', '01/07/2027'],
    ['ru', '01.07.2027'],
    ['en', '07/01/2027'],
  ])('%s shows 2027-07-01 as %s', (language, shown) => {
    expect(showDate('2027-07-01', language)).toBe(shown);
    expect(readDate(shown, language)).toBe('2027-07-01');
  });
});
