import { zodResolver } from '@hookform/resolvers/zod';
import { totpEnableSchema } from '@hotel/domain';

/**
 * The enrolment code's validation with the domain schema: a chunk of its own, loaded after the form
 * has painted (lib/lazy-resolver.ts), so zod stays out of /auth/second-factor's first download.
 */
export const totpEnableResolver = zodResolver(totpEnableSchema);
