import {
  CONTACT_FORM_MSG,
  CONTACT_HONEYPOT_FIELD,
  type ContactMessageInput,
  type contactMessageSchema,
  isMessageKey,
  NAME_MAX,
  TEXT_AREA_MAX,
} from '@hotel/domain';
import { Alert, Box, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/ui/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** The schema (and zod) load once the form has painted (decision 040). */
const validation = lazyResolver(() =>
  import('../model/contact-validation.ts').then((module) => module.contactResolver),
);

const FIELDS = ['name', 'email', 'phone', 'comment'] as const;
type Field = (typeof FIELDS)[number];
type FormValues = z.input<typeof contactMessageSchema>;

/** The bound a field's length message speaks of. */
const MAX_OF: Partial<Record<Field, number>> = { name: NAME_MAX, comment: TEXT_AREA_MAX };

/** Keeps the honeypot out of sight and out of the tab order; assistive technology skips it too. */
const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

interface Props {
  /** Catalogue key of the heading. */
  titleKey: string;
  /** What is known of the sender (the signed-in user on the dashboard). */
  defaults?: { name?: string; email?: string; phone?: string };
  /** Shown under the form and under the confirmation (e.g. a link back to login). */
  footer?: ReactNode;
}

/** The contact form (public /auth/contact and /dash/contact): name, email, optional phone, comment. */
export function ContactForm({ titleKey, defaults, footer }: Props) {
  const { t, i18n } = useTranslation();
  const mutation = useSendContactMessage();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const titleId = useId();
  const honeypotId = useId();
  const initial: FormValues = {
    name: defaults?.name ?? '',
    email: defaults?.email ?? '',
    phone: defaults?.phone ?? '',
    comment: '',
    [CONTACT_HONEYPOT_FIELD]: '',
  };
  const form = useForm<FormValues, unknown, ContactMessageInput>({
    resolver: validation.resolver,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  useEffect(() => validation.preload(), []);
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const tooLong = comment.length > TEXT_AREA_MAX;

  const message = (field: Field): string | undefined => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    if (!isMessageKey(text) || !i18n.exists(text)) return text;
    return t(text, { max: MAX_OF[field] });
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await mutation.mutateAsync(values);
      setSent(answer.detail || t(CONTACT_FORM_MSG.sent));
      form.reset(initial);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  return (
    <Stack>
      <Title order={1} size="h2" id={titleId}>
        {t(titleKey)}
      </Title>
      {sent ? (
        <Stack align="flex-start">
          <Alert color="teal" role="status" data-testid="contact-sent" w="100%">
            {sent}
          </Alert>
          <Button variant="light" onClick={() => setSent(undefined)}>
            {t('contactform.send_another')}
          </Button>
          {footer}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Stack>
            <Text size="sm">{t('contactform.intro')}</Text>
            {formError ? (
              <Alert color="red" role="alert" data-testid="form-error">
                {formError}
              </Alert>
            ) : null}
            <TextInput
              label={t('contactform.name')}
              autoComplete="name"
              required
              error={message('name')}
              {...form.register('name')}
            />
            <TextInput
              label={t('contactform.email')}
              type="email"
              autoComplete="email"
              required
              error={message('email')}
              {...form.register('email')}
            />
            <TextInput
              label={t('contactform.phone')}
              description={t('contactform.phone_hint')}
              type="tel"
              autoComplete="tel"
              error={message('phone')}
              {...form.register('phone')}
            />
            <Textarea
              label={t('contactform.comment')}
              required
              autosize
              minRows={5}
              maxRows={14}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                <Text span size="xs" c={tooLong ? 'red.8' : 'dimmed'} data-testid="comment-counter">
                  {t('contactform.counter', { count: comment.length, max: TEXT_AREA_MAX })}
                </Text>
              }
              error={message('comment')}
              {...form.register('comment')}
            />
            <Box aria-hidden="true" style={OFF_SCREEN}>
              <label htmlFor={honeypotId}>{t('contactform.honeypot')}</label>
              <input
                id={honeypotId}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...form.register(CONTACT_HONEYPOT_FIELD)}
              />
            </Box>
            <Button type="submit" loading={mutation.isPending}>
              {t('contactform.submit')}
            </Button>
            {footer}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
