import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { translate } from '../../plugins/i18n.ts';
import { AccountNotices, NoticeRecipients } from './account-notices.ts';
import { MailRepository } from './mail.repository.ts';
import { MailService } from './mail.service.ts';
import { ReservationNotices } from './reservation-notices.ts';

/**
 * The mail module (decision 049): the outbox (`mail`) and the account notices (`notices`, issue
 * 18: password, second factor, e-mail and registration changes). Deliveries in flight finish when
 * the app closes, before the database does. `reservationNotices` tells hotels of the group's
 * reservations (issue 32, decision 058).
 */
export function createMailModule(
  context: ModuleContext,
): ServerModule<{ mail: MailService; notices: AccountNotices; reservationNotices: ReservationNotices }> {
  const { config, database, log } = context;
  const mail = new MailService(new MailRepository(database.db), {
    dataDir: config.dataDir,
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    translate,
    log,
  });
  const notices = new AccountNotices(mail, new NoticeRecipients(database.db), config, log);
  const reservationNotices = new ReservationNotices(mail, config, log);
  return {
    services: { mail, notices, reservationNotices },
    async register(app) {
      app.addHook('onClose', () => mail.close());
    },
  };
}
