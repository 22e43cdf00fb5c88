import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type FieldErrors, fieldErrorsOf, listMessages } from '../model/terms-form.ts';

/**
 * A list edited and saved whole (a rate's terms, the hotel's taxes; decision 065): the rows, the
 * messages by field and the form's own, and a submit that checks in the browser first, then saves.
 * A refusal keeps what was typed and puts the server's messages next to their fields.
 */
export function useWholeListForm<Row, Input>({
  initial,
  list,
  toInput,
  save,
  savedMessage,
}: {
  initial: Row[];
  /** The list's name in the body and in the field paths (`terms.0.code`). */
  list: 'terms' | 'taxes';
  /** The rows as the route takes them, or the whole-number fields that hold something else. */
  toInput(rows: Row[], language: string): { input: Input; issues: FieldErrors };
  /** Saves and answers the rows as saved. */
  save(input: Input): Promise<Row[]>;
  savedMessage: string;
}) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState(initial);
  const [savedRows, setSavedRows] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, issues } = toInput(rows, i18n.language);
    if (Object.keys(issues).length > 0) {
      setErrors(Object.fromEntries(Object.entries(issues).map(([path, key]) => [path, t(key)])));
      setFormError([t('rates.terms.editor.fix_fields')]);
      return;
    }
    setErrors({});
    setFormError([]);
    try {
      const next = await save(input);
      notifySaved(savedMessage);
      setRows(next);
      setSavedRows(next);
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setFormError([t('errors.service_unavailable')]);
      const fields = fieldErrorsOf(failure.body);
      setErrors(fields);
      const general = listMessages(fields, list);
      setFormError(general.length > 0 ? general : [t('rates.terms.editor.fix_fields')]);
    }
  }

  return {
    rows,
    setRows,
    errors,
    formError,
    submit,
    /** Whether the rows differ from those last saved. */
    dirty: JSON.stringify(rows) !== JSON.stringify(savedRows),
  };
}
