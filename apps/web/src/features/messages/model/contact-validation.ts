import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@hotel/domain';

/**
 * The contact form's validation: a chunk of its own, loaded after the form has painted
 * (lib/lazy-resolver.ts), so zod stays out of the contact page's first download.
 */
export const contactResolver = zodResolver(contactMessageSchema);
