import { zodResolver } from '@hookform/resolvers/zod';
import {
  OPINION_AREAS,
  OPINION_MSG,
  type Opinion,
  type OpinionArea,
  type OpinionDraft,
  TEXT_AREA_MAX,
} from '@hotel/domain';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOpinions, useSaveOpinions } from '../api/opinions.ts';

const schema = z.object(
  Object.fromEntries(
    // The catalogue's generic 'too long' needs its bound, which a form error key cannot carry.
    OPINION_AREAS.map((area) => [area, z.string().max(TEXT_AREA_MAX, { error: OPINION_MSG.textTooLong })]),
  ) as Record<OpinionArea, z.ZodString>,
);
type Values = z.infer<typeof schema>;

interface Props {
  hotelId: number;
  /** Called after the step was saved. */
  onSaved(): Promise<void> | void;
  /** Label of the save button (the last step finishes the wizard). */
  submitLabel: string;
  /** Extra actions beside the save button, given the texts on screen (the staff's approval). */
  actions?(drafts: () => OpinionDraft[]): ReactNode;
}

/**
 * Step 9: the director's opinion of each area; at most 2000 characters, counted on screen and
 * refused (not cut) beyond; empty ones are not saved.
 */
export function OpinionsForm({ hotelId, onSaved, submitLabel, actions }: Props) {
  const opinions = useOpinions(hotelId);
  if (!opinions.data) return <PageLoader />;
  return (
    <Form
      hotelId={hotelId}
      saved={opinions.data}
      onSaved={onSaved}
      submitLabel={submitLabel}
      actions={actions}
    />
  );
}

function Form({ hotelId, saved, onSaved, submitLabel, actions }: Props & { saved: Opinion[] }) {
  const { t } = useTranslation();
  const save = useSaveOpinions(hotelId);
  const [error, setError] = useState<string>();
  const [finishing, setFinishing] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    // A text over the limit says so as soon as it is typed or pasted, not only on save.
    mode: 'onChange',
    defaultValues: Object.fromEntries(
      OPINION_AREAS.map((area) => [area, saved.find((opinion) => opinion.area === area)?.text ?? '']),
    ) as Values,
  });
  const values = form.watch();
  const drafts = () => OPINION_AREAS.map((area) => ({ area, text: form.getValues(area) ?? '' }));

  const submit = form.handleSubmit(async () => {
    setError(undefined);
    try {
      await save.mutateAsync({ saved, drafts: drafts() });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors[0]?.[1] ?? failure.messages('non_field_errors')[0])
          : t('errors.service_unavailable'),
      );
      return;
    }
    setFinishing(true);
    try {
      await onSaved();
    } finally {
      setFinishing(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t('opinions.intro')}</Text>
        {error ? (
          <Alert color="red" role="alert" data-testid="opinions-error">
            {error}
          </Alert>
        ) : null}
        {OPINION_AREAS.map((area) => {
          const length = values[area]?.length ?? 0;
          const over = length > TEXT_AREA_MAX;
          return (
            <Textarea
              key={area}
              label={t(`opinions.areas.${area}.label`)}
              description={t(`opinions.areas.${area}.hint`)}
              autosize
              minRows={3}
              maxRows={12}
              // No maxLength: the browser would cut a long paste to 2000 characters without a
              // word (issue 19, item 9). The whole text stays, the counter and the message under
              // the field say it is too long, and saving is refused until the owner shortens it,
              // choosing what to keep rather than losing the end unseen.
              {...form.register(area)}
              error={translateMessage(t, form.formState.errors[area]?.message)}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              rightSectionPointerEvents="none"
              data-testid={`opinion-${area}`}
              styles={{ input: { paddingBottom: 24 } }}
              inputContainer={(children) => (
                <div style={{ position: 'relative' }}>
                  {children}
                  <Text
                    id={`opinion-${area}-count`}
                    size="xs"
                    c={over ? 'red.8' : 'dimmed'}
                    fw={over ? 700 : undefined}
                    data-testid={`opinion-${area}-count`}
                    style={{ position: 'absolute', right: 10, bottom: 4 }}
                  >
                    {t('opinions.count', { length, max: TEXT_AREA_MAX })}
                  </Text>
                </div>
              )}
            />
          );
        })}
        <Group justify="flex-end">
          {actions?.(drafts)}
          <Button type="submit" loading={save.isPending || finishing}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
