import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, passwordSchema, restoreRequestSchema } from '@hotel/domain';
import { z } from 'zod';

/**
 * The restore-password forms' validation: a chunk of its own, loaded after the page has painted
 * (lib/lazy-resolver.ts), so zod stays out of the page's first download.
 */
export const restoreRequestResolver = zodResolver(restoreRequestSchema);

/** The new password typed twice; the server checks it again (length and common passwords). */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: MSG.passwordsDiffer,
  });

export const newPasswordResolver = zodResolver(newPasswordFormSchema);
