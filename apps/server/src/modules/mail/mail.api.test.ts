import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rows, type TestApp } from '../../test/app.ts';
import { closedPort, type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.ts';
import { MAX_ATTEMPTS } from './mail.service.ts';

interface OutboxRecord {
  id: number;
  to: string;
  subject: string;
  template: string;
  language: string;
  status: string;
  attempts: number;
  last_error: string | null;
  eml_path: string | null;
  sent_at: Date | null;
  due_in_seconds: number;
}

async function outbox(t: TestApp, id: number): Promise<OutboxRecord> {
  const [row] = await rows<OutboxRecord>(
    t.app,
    sql`select id, "to", subject, template, language, status, attempts, last_error, eml_path, sent_at,
          extract(epoch from next_attempt_at - now())::float as due_in_seconds
        from mail_outbox where id = ${id}`,
  );
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

const restoreMail = (to: string, language = 'es') => ({
  to,
  template: 'restore' as const,
  language,
  params: { name: 'Ana', link: 'http://localhost:8080/auth/restore-password?token=abc' },
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the message as an .eml file under DATA_DIR/mail and records it as sent', async () => {
    const id = await t.app.services.mail.send(restoreMail('ana@example.com', 'fr'));
    const row = await outbox(t, id);
    expect(row).toMatchObject({
      to: 'ana@example.com',
      template: 'restore',
      language: 'fr',
      status: 'sent',
      attempts: 1,
      last_error: null,
      subject: 'Réinitialisez votre mot de passe',
    });
    expect(row.sent_at).not.toBeNull();
    expect(row.eml_path).toMatch(/\/hotel-extranet-test-[0-9a-f]+\/mail\/[^/]+\.eml$/);
    const eml = readFileSync(row.eml_path ?? '', 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^From: Hotel Extranet <no-reply@localhost>$/m);
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Content-Type: text/plain');
    // Nothing is left to retry.
    expect(await t.app.services.mail.processOutbox()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('mail through SMTP_URL', () => {
  let t: TestApp;
  let port: number;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Extranet <mailer@example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('keeps a message pending with its error while SMTP is down, then sends it once SMTP accepts it', async () => {
    const { mail } = t.app.services;
    const id = await mail.send(restoreMail('bea@example.com'));
    await mail.flush();
    const failed = await outbox(t, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    // Retried after the backoff (one minute), not before.
    expect(failed.due_in_seconds).toBeGreaterThan(50);
    expect(failed.due_in_seconds).toBeLessThanOrEqual(60);
    expect(existsSync(failed.eml_path ?? '')).toBe(true);
    expect(await mail.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox(t, id)).attempts).toBe(1);

    // Still down when due: a second failed attempt, and a longer wait.
    await t.app.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
    expect(await mail.processOutbox()).toEqual({ sent: 0, failed: 1 });
    const again = await outbox(t, id);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again.due_in_seconds).toBeGreaterThan(110);

    smtp = await startFakeSmtp(port);
    await t.app.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
    expect(await mail.processOutbox()).toEqual({ sent: 1, failed: 0 });
    const sent = await outbox(t, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.from).toBe('mailer@example.com');
    expect(smtp.messages[0]?.to).toEqual(['bea@example.com']);
    // What SMTP received is the written file, byte for byte (line endings aside).
    const eml = readFileSync(sent.eml_path ?? '', 'utf8').replace(/\r\n/g, '\n');
    expect(smtp.messages[0]?.data.replace(/\r\n/g, '\n').trimEnd()).toBe(eml.trimEnd());
  });

  it('sends a new message at once, outside the request, while SMTP is up', async () => {
    smtp ??= await startFakeSmtp(port);
    const before = smtp.messages.length;
    const id = await t.app.services.mail.send(restoreMail('carla@example.com', 'en'));
    await t.app.services.mail.flush();
    expect(await outbox(t, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.messages.slice(before).map((message) => message.to)).toEqual([['carla@example.com']]);
    expect(smtp.messages.at(-1)?.data).toContain('Subject: Reset your password');
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the message as failed`, async () => {
    await smtp?.close();
    smtp = undefined;
    const { mail } = t.app.services;
    const id = await mail.send(restoreMail('dora@example.com'));
    await mail.flush();
    expect(await outbox(t, id)).toMatchObject({ status: 'pending', attempts: 1 });
    await t.app.database.db.execute(
      sql`update mail_outbox set attempts = ${MAX_ATTEMPTS - 1}, next_attempt_at = now() where id = ${id}`,
    );
    expect(await mail.processOutbox()).toEqual({ sent: 0, failed: 1 });
    const gaveUp = await outbox(t, id);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(gaveUp.last_error).toMatch(/ECONNREFUSED/);
    await t.app.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
    expect(await mail.processOutbox()).toEqual({ sent: 0, failed: 0 });
  });
});
