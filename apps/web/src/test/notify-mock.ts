import { vi } from 'vitest';

/**
 * components/ui/notify.ts for the tests that check what was announced rather than look for the
 * notification: `vi.mock('…/components/ui/notify.ts', () => import('…/test/notify-mock.ts'))`.
 */
export const notifySaved = vi.fn();
export const notifyError = vi.fn();
