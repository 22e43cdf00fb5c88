import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from './app.ts';

/** Undoes quoted-printable (soft line breaks, =XX bytes), as a mail client reading the .eml would. */
export function decodeQuotedPrintable(text: string): string {
  const latin1 = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

export interface SentMail {
  id: number;
  subject: string;
  text: string;
  language: string;
  template: string;
  /** The written .eml, decoded. */
  eml: string;
}

/**
 * The emails sent to an address (of one template when given), oldest first, each with its written
 * file. Withheld messages (restore for an unknown address) are never sent, so they are not here.
 */
export async function mailsTo(app: FastifyInstance, to: string, template?: string): Promise<SentMail[]> {
  await app.services.mail.flush();
  const found = await rows<Omit<SentMail, 'eml'> & { eml_path: string }>(
    app,
    sql`select id, subject, text, language, template, eml_path from mail_outbox
        where "to" = ${to} and status <> 'withheld' and (${template ?? null}::text is null or template = ${template ?? null})
        order by id`,
  );
  return found.map(({ eml_path, ...mail }) => ({
    ...mail,
    eml: decodeQuotedPrintable(readFileSync(eml_path, 'utf8')),
  }));
}

/** The restore link of the newest email to an address, read from its .eml file. */
export async function restoreLinkTo(app: FastifyInstance, to: string): Promise<URL> {
  const mail = (await mailsTo(app, to, 'restore')).at(-1);
  const href = mail?.eml.match(
    /https?:\/\/\S+\/auth\/restore-password\?token=[A-Za-z0-9_-]+&lang=[a-z]{2}/,
  )?.[0];
  if (!href) throw new Error(`no restore link sent to ${to}`);
  return new URL(href);
}

/** The token of the newest e-mail change link sent to an address (the new one), read from its .eml. */
export async function confirmEmailTokenTo(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await mailsTo(app, to, 'email_confirm')).at(-1);
  const token = mail?.eml.match(
    /https?:\/\/\S+\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)&lang=[a-z]{2}/,
  )?.[1];
  if (!token) throw new Error(`no e-mail change link sent to ${to}`);
  return token;
}
