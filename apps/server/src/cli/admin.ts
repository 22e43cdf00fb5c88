/**
 * Staff tools on the command line (the database of DATABASE_URL, or the PGlite of DATA_DIR;
 * PGlite admits one process at a time: while a server holds it, the command refuses and says so):
 *   npm run admin -- grant <email>               contract-approval permission on
 *   npm run admin -- revoke <email>              … off
 *   npm run admin -- attach <email> <hotelCode>  attach a hotel (or add it as pending from the catalogue)
 *   npm run admin -- link <hotelCode> [--days N] print a sign-in link for that hotel
 *   npm run admin -- users                       list users, staff flag, 2FA and hotels
 *   ADMIN_PASSWORD=… npm run admin -- create-staff <email> <name>
 *                                                a staff user with the contract permission (the
 *                                                password from the environment, never the line)
 * Messages follow ADMIN_LANG (or LANG): es, en, fr, it, pt, ru; Spanish by default.
 */
import { userInfo } from 'node:os';
import { loadConfig } from '../config/env.ts';
import { DatabaseLockedError, openDatabase } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { createAdminCommands, parseAdminArgs, renderUsers } from '../modules/admin/index.ts';
import { PasswordHasher } from '../modules/auth/index.ts';
import { createDistributionChanges } from '../modules/distribution/index.ts';
import { negotiateLanguage, translate } from '../plugins/i18n.ts';

const language = negotiateLanguage(
  (process.env.ADMIN_LANG ?? process.env.LANG ?? '').split(/[._]/)[0]?.replace('_', '-'),
);
const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);

const command = parseAdminArgs(process.argv.slice(2));
if (command.kind === 'usage') {
  console.error(t('admin.usage'));
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.DATABASE_POOL_SIZE,
}).catch((error: unknown) => {
  // A server holds the embedded database: opening it too would corrupt it (db/client.ts).
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(t('admin.database_locked', { pid: error.pid, dir: config.dataDir }));
  process.exit(1);
});
const admin = createAdminCommands(database, {
  publicUrl: config.PUBLIC_URL,
  origin: { ip: 'local', userAgent: `admin-cli (${userInfo().username})` },
  passwords: new PasswordHasher(config.ARGON2_MEMORY_KIB),
  // A verification is a `rates` change for distribution's feed and webhooks (decision 044).
  changes: createDistributionChanges(),
  // The command's own output says what it did; auth_events keep the record.
  log: { info: () => {}, error: (details) => console.error(details) },
});

let status = 0;
try {
  switch (command.kind) {
    case 'grant':
    case 'revoke': {
      const user = await admin[command.kind](command.email);
      console.log(t(command.kind === 'grant' ? 'admin.granted' : 'admin.revoked', { email: user.email }));
      break;
    }
    case 'attach': {
      const { outcome, name } = await admin.attach(command.email, command.code);
      const key = outcome === 'attached' ? 'admin.attached' : 'admin.attached_pending';
      console.log(t(key, { name, code: command.code, email: command.email }));
      break;
    }
    case 'link': {
      const link = await admin.link(command.code, command.days);
      console.log(link.url);
      console.error(
        t('admin.link_created', { name: link.name, code: link.code, date: link.expiresAt.toISOString() }),
      );
      break;
    }
    case 'users':
      console.log(renderUsers(await admin.users(), t));
      break;
    case 'create-staff': {
      const user = await admin.createStaff({
        email: command.email,
        name: command.name,
        password: process.env.ADMIN_PASSWORD,
      });
      console.log(t('admin.staff_created', { email: user.email }));
      break;
    }
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(t(error.detail.key, error.detail.params));
    status = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
process.exit(status);
