import { choiceFromSuggestion, type RegisterInput, type registerSchema } from '@hotel/domain';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useRegister } from '../api/register.ts';

/** The schema (and zod) load once the page has painted (decision 040). */
const validation = lazyResolver(() =>
  import('../model/register-validation.ts').then((module) => module.registerResolver),
);

const FIELDS = ['name', 'email', 'phone', 'password', 'hotels'] as const;

interface Props {
  /** The autocomplete, given by the route (it belongs to the catalogue feature). */
  HotelPicker: ComponentType<HotelPickerProps>;
  onSuccess(): void;
}

export function RegisterForm({ HotelPicker, onSuccess }: Props) {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', password: '', hotels: [] },
  });
  const { errors } = form.formState;
  useEffect(() => validation.preload(), []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await registerMutation.mutateAsync(values);
      onSuccess();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack>
        <Title order={1} size="h2" id="register-title">
          {t('auth.register.title')}
        </Title>
        {formError ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.fields.name')}
          autoComplete="name"
          required
          error={translateMessage(t, errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={translateMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <TextInput
          label={t('auth.fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={translateMessage(t, errors.phone?.message)}
          {...form.register('phone')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggle_password') }}
          label={t('auth.fields.password')}
          description={t('auth.register.password_hint')}
          autoComplete="new-password"
          required
          error={translateMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="hotels"
          render={({ field, fieldState }) => {
            const chosen = field.value ?? [];
            return (
              <Stack gap="xs">
                <HotelPicker
                  required
                  label={t('auth.register.hotels')}
                  description={t('auth.register.hotels_hint')}
                  error={translateMessage(t, fieldState.error?.message ?? fieldState.error?.root?.message)}
                  onPick={(suggestion) => {
                    const choice = choiceFromSuggestion(suggestion);
                    if (!chosen.some((hotel) => hotel.code === choice.code))
                      field.onChange([...chosen, choice]);
                  }}
                />
                {chosen.length > 0 ? (
                  <Paper withBorder p="xs" component="ul" aria-label={t('auth.register.chosen_hotels')} m={0}>
                    {chosen.map((hotel) => (
                      <Group key={hotel.code} justify="space-between" component="li" wrap="nowrap">
                        <Text size="sm">{hotel.name}</Text>
                        <CloseButton
                          aria-label={t('auth.register.remove_hotel', { name: hotel.name })}
                          onClick={() => field.onChange(chosen.filter((other) => other.code !== hotel.code))}
                        />
                      </Group>
                    ))}
                  </Paper>
                ) : null}
              </Stack>
            );
          }}
        />
        <Button type="submit" loading={registerMutation.isPending}>
          {t('auth.register.submit')}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('auth.register.to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
