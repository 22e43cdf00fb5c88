import type { AdminUser } from './admin.service.ts';
import { HOTEL_LINK_DEFAULT_DAYS } from './hotel-links.service.ts';

export type AdminCommand =
  | { kind: 'usage' }
  | { kind: 'grant' | 'revoke'; email: string }
  | { kind: 'attach'; email: string; code: string }
  | { kind: 'link'; code: string; days: number }
  | { kind: 'users' }
  | { kind: 'create-staff'; email: string; name: string };

/** Reads the command line of `npm run admin -- …`; anything it does not know is `usage`. */
export function parseAdminArgs(args: string[]): AdminCommand {
  const [name, ...rest] = args;
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  switch (name) {
    case 'grant':
    case 'revoke':
      return positional.length === 1 && rest.length === 1
        ? { kind: name, email: positional[0] ?? '' }
        : usage;
    case 'attach':
      return rest.length === 2 && positional.length === 2
        ? { kind: 'attach', email: positional[0] ?? '', code: positional[1] ?? '' }
        : usage;
    case 'link': {
      let days = HOTEL_LINK_DEFAULT_DAYS;
      const codes: string[] = [];
      for (let index = 0; index < rest.length; index++) {
        const arg = rest[index] ?? '';
        if (arg === '--days') days = Number(rest[++index]);
        else if (arg.startsWith('--days=')) days = Number(arg.slice('--days='.length));
        else if (arg.startsWith('--')) return usage;
        else codes.push(arg);
      }
      return codes.length === 1 && Number.isFinite(days)
        ? { kind: 'link', code: codes[0] ?? '', days }
        : usage;
    }
    case 'users':
      return rest.length === 0 ? { kind: 'users' } : usage;
    case 'create-staff': {
      // The name may come unquoted ('Ana García' as two words); the password never on the line.
      const [email, ...name] = rest;
      return email && name.length > 0 && positional.length === rest.length
        ? { kind: 'create-staff', email, name: name.join(' ') }
        : usage;
    }
    default:
      return usage;
  }
}

const usage: AdminCommand = { kind: 'usage' };

/** The user list as an aligned text table, headings in the operator's language. */
export function renderUsers(users: AdminUser[], t: (key: string) => string): string {
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const header = ['id', 'email', 'name', 'staff', 'totp', 'hotels', 'pending'].map((column) =>
    t(`admin.columns.${column}`),
  );
  const rows = users.map((user) => [
    String(user.id),
    user.email,
    user.name,
    yesNo(user.staff),
    yesNo(user.totp),
    user.hotels.join(', ') || '-',
    user.pendingHotels.join(', ') || '-',
  ]);
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  const lines = table.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  if (rows.length === 0) lines.push(t('admin.no_users'));
  return lines.join('\n');
}
