import { type LoginInput, loginSchema } from '@hotel/domain';

export type LoginField = 'email' | 'password' | 'token';
export type LoginValues = Partial<Record<LoginField, string>>;

/**
 * The login form's validation with the domain schema. A chunk of its own, loaded after the page has
 * painted: zod stays out of the login page's first download (docs/decisions/018-web-performance.md).
 * Answers the parsed input, or the first message key per field.
 */
export function validateLogin(
  values: LoginValues,
): { data: LoginInput } | { errors: Partial<Record<LoginField, string>> } {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
