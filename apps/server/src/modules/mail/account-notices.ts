import { DEFAULT_LANGUAGE, isLanguage } from '@hotel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import { describeUserAgent } from '../auth/index.ts';
import type { MailService } from './mail.service.ts';
import type { MailTemplates, NoticeParams } from './mail.templates.ts';

/** Who a notice goes to: the account's address, name and language. */
export interface NoticeRecipient {
  email: string;
  name: string;
  language: string;
}

/** The notices that only say what happened (no extra parameter). */
export type SimpleNotice =
  | 'password_changed'
  | 'password_restored'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'recovery_codes_regenerated';

type NoticeTemplate = {
  [K in keyof MailTemplates]: MailTemplates[K] extends NoticeParams ? K : never;
}[keyof MailTemplates];

/** Reads the recipient of a notice. */
export class NoticeRecipients {
  constructor(private readonly db: Db) {}

  async byId(userId: number): Promise<NoticeRecipient | undefined> {
    const [row] = await this.db
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }
}

/**
 * The e-mails that announce account changes (issue 18, decision 022), in the account's language:
 * what happened, when, from which address and browser, and what to do if it was not the owner
 * (a restore-password link, which ends every session, and the contact page).
 */
export class AccountNotices {
  constructor(
    private readonly mail: MailService,
    private readonly recipients: NoticeRecipients,
    private readonly config: Pick<Config, 'PUBLIC_URL'>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A notice to the account of `userId` at its current address. A notice is told after the change
   * is made: when it cannot be written, the change stands and the failure is logged, not answered.
   */
  async notify(userId: number, template: SimpleNotice, origin: RequestOrigin): Promise<void> {
    await this.bestEffort(template, async () => {
      const recipient = await this.recipients.byId(userId);
      if (recipient) await this.send(template, recipient, origin, {});
    });
  }

  /** Sends a notice to `recipient` and answers its outbox id; failures are thrown (see `notify`). */
  async send<K extends NoticeTemplate>(
    template: K,
    recipient: NoticeRecipient,
    origin: RequestOrigin,
    extra: Omit<MailTemplates[K], keyof NoticeParams>,
  ): Promise<number> {
    const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
    const described = describeUserAgent(origin.userAgent ?? null);
    const browser = [described.browser, described.os ? `(${described.os})` : null].filter(Boolean).join(' ');
    const params = {
      name: recipient.name,
      when: formatWhen(this.now(), language),
      ip: origin.ip,
      browser,
      restore_link: this.link('/auth/restore-password', language),
      contact_link: this.link('/auth/contact', language),
      ...extra,
    } as MailTemplates[K];
    return this.mail.send({ to: recipient.email, template, language, params });
  }

  /** Runs a notice's work, logging instead of throwing: the change it announces is already made. */
  async bestEffort(template: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error, template }, 'account notice not sent');
    }
  }

  /** `${PUBLIC_URL}${path}?lang=…` (the page opens in the language of the e-mail). */
  link(path: string, language: string, query: Record<string, string> = {}): string {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const search = new URLSearchParams({ ...query, lang: language });
    return `${base}${path}?${search.toString()}`;
  }
}

/** '25 de noviembre de 2026, 10:04:05 UTC': the reader's language, in UTC (their zone is not known). */
export function formatWhen(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}
