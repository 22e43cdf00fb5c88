import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailRepository, OutboxRow } from './mail.repository.ts';
import { type MailTemplateName, type MailTemplates, renderMail, type Translate } from './mail.templates.ts';

export interface MailMessage<K extends MailTemplateName> {
  to: string;
  template: K;
  /** The recipient's language; the texts fall back to Spanish. */
  language: string;
  params: MailTemplates[K];
  replyTo?: string;
}

export interface MailServiceOptions {
  /** DATA_DIR: every message is written under `<dataDir>/mail`. */
  dataDir: string;
  /** MAIL_FROM. */
  from: string;
  /** SMTP_URL; unset, the written .eml file is the delivery. */
  smtpUrl?: string;
  translate: Translate;
  log: FastifyBaseLogger;
  /** Tests only: a nodemailer transport of their own instead of SMTP_URL's. */
  transport?: Transporter;
}

/** A delivery attempt owns its message this long; past it, another worker may retry. */
const LEASE_SECONDS = 120;
/** Backoff after a failed attempt: 1 min, 2, 4 … capped at 1 hour; given up after 20 attempts (~14 h). */
const RETRY_BASE_SECONDS = 60;
const RETRY_MAX_SECONDS = 3600;
export const MAX_ATTEMPTS = 20;
const OUTBOX_BATCH = 20;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends email from templates. Every message is rendered in the recipient's language, written as
 * an .eml file under DATA_DIR/mail and recorded in mail_outbox. With SMTP_URL the file is then
 * delivered through nodemailer, outside the request; a failed delivery stays pending and
 * `processOutbox()` retries it with backoff, so nothing is lost while SMTP is down. Without
 * SMTP_URL the written file is the delivery.
 */
export class MailService {
  private readonly transport: Transporter | undefined;
  private readonly envelopeFrom: string;
  private readonly mailDir: string;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly repository: MailRepository,
    private readonly options: MailServiceOptions,
  ) {
    this.mailDir = join(options.dataDir, 'mail');
    this.transport =
      options.transport ??
      (options.smtpUrl
        ? nodemailer.createTransport({
            url: options.smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : undefined);
    const envelope = new MailComposer({ from: options.from }).compile().getEnvelope();
    this.envelopeFrom = envelope.from || options.from;
  }

  /** Renders and composes a message without recording it (the same work as `send`'s first half). */
  async compose<K extends MailTemplateName>(message: MailMessage<K>) {
    const rendered = renderMail(this.options.translate, message.template, message.language, message.params);
    const raw = await new MailComposer({
      from: this.options.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      date: new Date(),
    })
      .compile()
      .build();
    return { rendered, raw };
  }

  /**
   * Writes and records the message; answers its outbox id. SMTP delivery happens in the background.
   * `withhold`: the same work (render, compose, write, record), but the message is never delivered:
   * it is written under mail/withheld and recorded as 'withheld'. A caller whose answer must not
   * tell whether it had anyone to write to (restore for an unknown address) takes the same time.
   */
  async send<K extends MailTemplateName>(
    message: MailMessage<K>,
    { withhold = false }: { withhold?: boolean } = {},
  ): Promise<number> {
    const { rendered, raw } = await this.compose(message);
    const emlPath = await this.writeEml(raw, withhold ? join(this.mailDir, 'withheld') : this.mailDir);
    const fileIsDelivery = !this.transport;
    const id = await this.repository.insert({
      to: message.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: message.template,
      language: message.language,
      emlPath,
      status: withhold ? 'withheld' : fileIsDelivery ? 'sent' : 'pending',
      attempts: fileIsDelivery && !withhold ? 1 : 0,
      sentAt: fileIsDelivery && !withhold ? new Date() : null,
    });
    if (!fileIsDelivery && !withhold) this.track(this.attempt(id));
    return id;
  }

  /**
   * Tries due pending messages once each, oldest first, up to a batch; answers how many were sent
   * and how many failed. Safe on many instances at once: each message is claimed before it is
   * sent (see `MailRepository.claimDue`), one at a time, so that a lease covers one delivery.
   */
  async processOutbox(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    for (let taken = 0; taken < OUTBOX_BATCH; taken++) {
      const outcome = await this.attempt();
      if (outcome === 'skipped') break;
      result[outcome]++;
    }
    return result;
  }

  /** Waits for the background deliveries started by `send` (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }

  private track(promise: Promise<unknown>) {
    const tracked = promise.then(
      () => undefined,
      (error: unknown) => this.options.log.error({ err: error }, 'mail delivery crashed'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /**
   * One delivery attempt of message `id`, or of the oldest due one; 'skipped' when there is none
   * due or another worker holds it.
   */
  private async attempt(id?: number): Promise<'sent' | 'failed' | 'skipped'> {
    const [row] = await this.repository.claimDue(LEASE_SECONDS, { limit: 1, id });
    if (!row) return 'skipped';
    // The claim counted this attempt; its number fences the outcome written below.
    const attempts = row.attempts;
    try {
      await this.deliver(row);
      await this.repository.markSent(row.id, attempts);
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retry = attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(attempts);
      await this.repository.markAttemptFailed(row.id, attempts, reason.slice(0, 1000), retry);
      this.options.log.warn({ mailId: row.id, attempts, err: reason }, 'mail delivery failed');
      return 'failed';
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const raw = await this.rawMessage(row);
    if (!this.transport) return;
    await this.transport.sendMail({ envelope: { from: this.envelopeFrom, to: [row.to] }, raw });
  }

  /**
   * The written .eml, or, when this instance cannot read it (another instance wrote it, or it
   * was removed), the message composed again from the outbox record.
   */
  private async rawMessage(row: OutboxRow): Promise<Buffer> {
    if (row.emlPath) {
      try {
        return await readFile(row.emlPath);
      } catch {
        // composed again below
      }
    }
    return new MailComposer({
      from: this.options.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
    })
      .compile()
      .build();
  }

  private async writeEml(raw: Buffer, dir: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const path = join(dir, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
    await writeFile(path, raw, { flag: 'wx' });
    return path;
  }
}
