/**
 * The mail outbox on several instances (issue 21, decision 025): every message is delivered
 * exactly once however many workers and instances poll the outbox together, and a message whose
 * sender died is taken again when its lease ends. On PostgreSQL two app instances share one
 * database; on PGlite (one process) the workers of one instance compete.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rows, type TestApp } from '../../test/app.ts';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.ts';
import { MailRepository } from './mail.repository.ts';

/** Pending messages written straight into the outbox (as an instance that died before sending leaves them). */
async function enqueue(app: FastifyInstance, tag: string, count: number): Promise<void> {
  await app.database.db.execute(sql`
    insert into mail_outbox ("to", subject, html, text, template, language, status)
    select ${tag} || '-' || n || '@example.com', 'Prueba ' || n, '<p>Hola</p>', 'Hola', 'restore', 'es', 'pending'
    from generate_series(1, ${count}) as n`);
}

/** Polls the outbox until a call finds nothing due; answers how many messages this worker sent. */
async function worker(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await app.services.mail.processOutbox();
    sent += round.sent;
    if (round.sent + round.failed === 0) return sent;
  }
}

function deliveriesPerRecipient(smtp: FakeSmtp, tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp.messages) {
    for (const to of message.to) if (to.startsWith(`${tag}-`)) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe('mail outbox on several instances', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const second = await t.openSecondInstance?.();
    instances = second ? [t.app, second] : [t.app];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers every message exactly once while all instances poll the outbox and send at the same time', async () => {
    const queued = 60;
    const fresh = 20;
    await enqueue(t.app, 'queued', queued);
    // Four workers per instance poll together, while new messages are sent through every instance
    // (each send tries its message at once, racing the workers for it).
    const workers = instances.flatMap((app) => [worker(app), worker(app), worker(app), worker(app)]);
    const sends = Array.from({ length: fresh }, (_, n) =>
      (instances[n % instances.length] as FastifyInstance).services.mail.send({
        to: `fresh-${n}@example.com`,
        template: 'restore',
        language: 'es',
        params: { name: 'Ana', link: 'http://localhost:8080/auth/restore-password?token=abc' },
      }),
    );
    const sentByWorkers = await Promise.all(workers);
    await Promise.all(sends);
    for (const app of instances) await app.services.mail.flush();
    // Whatever a send's own attempt did not take, one more pass picks up.
    for (const app of instances) await worker(app);

    const queuedCounts = deliveriesPerRecipient(smtp, 'queued');
    const freshCounts = deliveriesPerRecipient(smtp, 'fresh');
    expect(queuedCounts.size).toBe(queued);
    expect(freshCounts.size).toBe(fresh);
    expect([...queuedCounts.values(), ...freshCounts.values()].every((count) => count === 1)).toBe(true);
    expect(smtp.messages).toHaveLength(queued + fresh);
    expect(sentByWorkers.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(queued);
    const states = await rows<{ status: string; attempts: number; count: number }>(
      t.app,
      sql`select status, attempts, count(*)::int as count from mail_outbox group by status, attempts`,
    );
    expect(states).toEqual([{ status: 'sent', attempts: 1, count: queued + fresh }]);
  });

  it('takes a message again when the lease of a sender that died ends, and ignores that sender afterwards', async () => {
    const repository = new MailRepository(t.app.database.db);
    await enqueue(t.app, 'orphan', 1);
    const before = smtp.messages.length;
    // A sender claims the message and dies without a word.
    const [claimed] = await repository.claimDue(120, { limit: 1 });
    expect(claimed).toMatchObject({ to: 'orphan-1@example.com', attempts: 1, status: 'pending' });
    const id = claimed?.id ?? 0;
    const lease = await rows<{ due_in_seconds: number }>(
      t.app,
      sql`select extract(epoch from next_attempt_at - now())::float as due_in_seconds from mail_outbox where id = ${id}`,
    );
    expect(lease[0]?.due_in_seconds).toBeGreaterThan(110);
    // While the lease holds, no instance touches it.
    for (const app of instances)
      expect(await app.services.mail.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages.length).toBe(before);

    // The lease ends (its time moved back rather than waited for): the other instance sends it.
    await t.app.database.db.execute(
      sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`,
    );
    const last = instances.at(-1) as FastifyInstance;
    expect(await last.services.mail.processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.slice(before).map((message) => message.to)).toEqual([['orphan-1@example.com']]);

    // The first sender's late word (its claim was attempt 1) changes nothing.
    await repository.markAttemptFailed(id, 1, 'late failure', 60);
    const [row] = await rows<{ status: string; attempts: number; last_error: string | null }>(
      t.app,
      sql`select status, attempts, last_error from mail_outbox where id = ${id}`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 2, last_error: null });
  });
});
