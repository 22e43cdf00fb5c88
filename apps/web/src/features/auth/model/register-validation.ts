import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@hotel/domain';

/**
 * The register form's validation with the domain schema: a chunk of its own, loaded after the page
 * has painted (lib/lazy-resolver.ts), so zod stays out of the register page's first download.
 */
export const registerResolver = zodResolver(registerSchema);
