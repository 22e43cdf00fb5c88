import { changedPriceCount, dayKeyToIso, isoToDayKey, parseDayKey } from '@hotel/domain';
import { Alert, Button, Fieldset, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AriScope, ariCsvFileName } from '../../../../api/ari.ts';
import { DateField } from '../../../../components/ui/DateField.tsx';
import { notifySaved } from '../../../../components/ui/notify.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { fetchAriCsv, useImportAriCsv } from '../../api/ari.ts';
import { type LineError, lineErrors } from '../../model/ari-errors.ts';

interface Props {
  scope: AriScope;
  year: number;
  /** The season shown (the month), as the default range. */
  season: { from: string; to: string };
}

/** How many of a bad file's errors are listed (the rest are counted). */
const ERRORS_SHOWN = 50;

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A season (or the year) as CSV, one line per room type, board and day, to edit in a spreadsheet;
 * and the file imported back: every line checked by the server, the errors listed by line, nothing
 * written when one is wrong.
 */
export const CsvTools = memo(function CsvTools({ scope, year, season }: Props) {
  const { t } = useTranslation();
  const [start, setStart] = useState(dayKeyToIso(season.from));
  const [end, setEnd] = useState(dayKeyToIso(season.to));
  const [shown, setShown] = useState(season);
  if (shown.from !== season.from || shown.to !== season.to) {
    setShown(season);
    setStart(dayKeyToIso(season.from));
    setEnd(dayKeyToIso(season.to));
  }
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<LineError[]>([]);
  /** What the last import wrote (issue 34: rooms and restrictions too, not only prices). */
  const [result, setResult] = useState<{ prices: number; rooms: number; restrictions: number } | null>(null);
  const importCsv = useImportAriCsv();

  async function exportCsv(whole: boolean) {
    setProblem(null);
    const from = whole ? `${year}_01_01` : isoToDayKey(start);
    const to = whole ? `${year}_12_31` : isoToDayKey(end);
    if (!from || !to || parseDayKey(from)?.year !== year || parseDayKey(to)?.year !== year || from > to) {
      setProblem(t('rates.calendar.range_invalid', { year }));
      return;
    }
    setExporting(true);
    try {
      const csv = await fetchAriCsv(scope, year, { from, to });
      download(csv, ariCsvFileName(t('rates.ari.csv.file_prefix'), scope.rateId, { from, to }));
    } catch (error) {
      const messages = error instanceof ApiError ? lineErrors(error.body).map((e) => e.message) : [];
      setProblem(messages[0] ?? t('errors.service_unavailable'));
    } finally {
      setExporting(false);
    }
  }

  async function submit() {
    if (!file) return;
    setProblem(null);
    setErrors([]);
    setResult(null);
    const csv = await file.text();
    importCsv.mutate(
      { scope, year, csv },
      {
        onSuccess(changed) {
          setFile(null);
          const prices = changedPriceCount(changed);
          setResult({ prices, rooms: changed.inventory.length, restrictions: changed.restrictions.length });
          notifySaved(t('rates.ari.csv.imported', { count: prices }));
        },
        onError(error) {
          if (error instanceof ApiError && error.status === 400) setErrors(lineErrors(error.body));
          else setProblem(t('errors.service_unavailable'));
        },
      },
    );
  }

  return (
    <Fieldset legend={t('rates.ari.csv.title')} data-testid="ari-csv">
      <Stack gap="sm">
        <Text size="xs">{t('rates.ari.csv.hint')}</Text>
        <Group grow align="flex-start">
          <DateField label={t('rates.calendar.from')} value={start} onChange={setStart} />
          <DateField label={t('rates.calendar.to')} value={end} onChange={setEnd} />
        </Group>
        <Group>
          <Button variant="default" loading={exporting} onClick={() => void exportCsv(false)}>
            {t('rates.ari.csv.export_season')}
          </Button>
          <Button variant="default" disabled={exporting} onClick={() => void exportCsv(true)}>
            {t('rates.ari.csv.export_year', { year })}
          </Button>
        </Group>
        <Group align="flex-end">
          <FileInput
            label={t('rates.ari.csv.file')}
            placeholder={t('rates.ari.csv.choose')}
            accept=".csv,text/csv"
            value={file}
            onChange={(next) => {
              setFile(next);
              setErrors([]);
              setResult(null);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('rates.ari.csv.clear') }}
            style={{ flex: 1 }}
          />
          <Button disabled={!file} loading={importCsv.isPending} onClick={() => void submit()}>
            {t('rates.ari.csv.import')}
          </Button>
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {result ? (
          // No Alert title: the light theme's colored title is below AA contrast on its background.
          <Alert color="teal" role="status" data-testid="csv-result">
            <Text size="sm" fw={700}>
              {t('rates.ari.csv.result_title')}
            </Text>
            <List size="sm">
              <List.Item>{t('rates.ari.csv.result_prices', { count: result.prices })}</List.Item>
              <List.Item>{t('rates.ari.csv.result_rooms', { count: result.rooms })}</List.Item>
              <List.Item>{t('rates.ari.csv.result_restrictions', { count: result.restrictions })}</List.Item>
            </List>
          </Alert>
        ) : null}
        {errors.length > 0 ? (
          <Alert color="red" role="alert" title={t('rates.ari.csv.refused')} data-testid="csv-errors">
            <List size="sm">
              {errors.slice(0, ERRORS_SHOWN).map((error) => (
                <List.Item key={`${error.line}-${error.column}-${error.message}`}>
                  {error.line === null
                    ? error.message
                    : t(error.column ? 'rates.ari.csv.line_column' : 'rates.ari.csv.line', { ...error })}
                </List.Item>
              ))}
            </List>
            {errors.length > ERRORS_SHOWN ? (
              <Text size="sm">{t('rates.ari.csv.more', { count: errors.length - ERRORS_SHOWN })}</Text>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
});
