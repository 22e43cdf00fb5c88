import type { Language, User } from '@hotel/domain';
import { patchUserLanguage } from '../../../api/account.ts';
import { currentUserKeys } from '../../../api/current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * What a switch of the interface language adds for a signed-in user: the language is stored on the
 * user, so that the e-mails follow the language chosen last, not the registration one. Fire and
 * forget: the switch has already happened and never waits for it; a failure is ignored. Signed
 * out (no token, or no user loaded for it) nothing is sent. The app's one cache, not a hook: the
 * auth pages' layout calls it without the query provider (app/QueryHost.tsx).
 */
export function rememberLanguage(language: Language): void {
  const token = session.token();
  if (!token) return;
  const key = currentUserKeys.user(token);
  const user = queryClient.getQueryData<User | null>(key);
  if (!user || user.language === language) return;
  patchUserLanguage(user.id, language).then(
    (saved) => queryClient.setQueryData(key, saved),
    () => {},
  );
}
