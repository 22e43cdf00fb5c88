import {
  SCHEDULE_FIELDS,
  SCHEDULE_KEY_TYPES,
  type Schedule,
  type ServiceSelection,
  serviceSelectionSchema,
} from '@hotel/domain';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { TimeField } from '../../../components/ui/TimeField.tsx';

export type ScheduleType = (typeof SCHEDULE_KEY_TYPES)[number];
export type ScheduleField = 'from' | 'to' | 'from2' | 'to2';

/** A schedule as it is being edited: every time kept (empty when not given), so switching type loses nothing. */
export interface ScheduleDraft {
  type: ScheduleType;
  from: string;
  to: string;
  from2: string;
  to2: string;
}

/** Messages per part of a schedule: catalogue keys (`errors.…`) or server texts. */
export type ScheduleErrors = Partial<Record<ScheduleField | 'type', string>>;

export const EMPTY_SCHEDULE: ScheduleDraft = { type: 'ANY_TIME', from: '', to: '', from2: '', to2: '' };

export function draftOf(schedule: Schedule): ScheduleDraft {
  return {
    type: schedule.type,
    from: schedule.from ?? '',
    to: schedule.to ?? '',
    from2: schedule.from2 ?? '',
    to2: schedule.to2 ?? '',
  };
}

/**
 * Checks one service's schedule with the domain schema. Only the times its type needs are sent
 * (the others may still be in the draft from an earlier type); answers the selection or the
 * message keys per field.
 */
export function checkSelection(
  service: number,
  draft: ScheduleDraft,
): { selection: ServiceSelection } | { errors: ScheduleErrors } {
  const schedule: Record<string, string> = { type: draft.type };
  for (const field of SCHEDULE_FIELDS[draft.type]) if (draft[field]) schedule[field] = draft[field];
  const result = serviceSelectionSchema.safeParse({ service, schedule });
  if (result.success) return { selection: result.data };
  const errors: ScheduleErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] === 'schedule' ? issue.path[1] : undefined) as
      | keyof ScheduleErrors
      | undefined;
    const key = field ?? 'type';
    errors[key] ??= issue.message;
  }
  return { errors };
}

interface Props {
  value: ScheduleDraft;
  onChange(next: ScheduleDraft): void;
  errors?: ScheduleErrors;
  /** Accessible name of the group (e.g. 'Opening hours of Spa'). */
  label: string;
}

/** A schedule (spec §3 schedule key types): its type, then the times that type needs. */
export function ScheduleInput({ value, onChange, errors = {}, label }: Props) {
  const { t } = useTranslation();
  const fieldLabel = (field: ScheduleField) =>
    t(`steps.schedule.fields.${value.type === 'AT_TIME' && field === 'from' ? 'at' : field}`);

  const fields = SCHEDULE_FIELDS[value.type];
  return (
    <Stack role="group" aria-label={label} gap="xs">
      <NativeSelect
        label={t('steps.schedule.type')}
        value={value.type}
        data={SCHEDULE_KEY_TYPES.map((type) => ({ value: type, label: t(`steps.schedule.types.${type}`) }))}
        onChange={(event) => onChange({ ...value, type: event.currentTarget.value as ScheduleType })}
        error={translateMessage(t, errors.type)}
      />
      {fields.length > 0 ? (
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {fields.map((field) => (
            <TimeField
              key={field}
              label={fieldLabel(field)}
              value={value[field]}
              onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })}
              error={translateMessage(t, errors[field])}
              required
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
