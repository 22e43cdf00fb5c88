/**
 * Issue 8 item 8, two instances on one database: servers A and B on the same fresh PostgreSQL
 * database and the same MEDIA_DIR (each with its own DATA_DIR). A session made on one works on
 * the other and a logout on one ends it on both, also when the other holds it in its read cache; a photo uploaded through one is served by the
 * other; while one is restarted, a client loop against the other sees no error; the login rate
 * limit counts failures made on both (the 11th failure is refused, whichever instance it reaches);
 * both deliver the mail outbox to one counting SMTP server, every message exactly once (decision 025).
 *
 *   node --import tsx scripts/faults/two-instances.ts
 */
import { rmSync } from 'node:fs';
import { LOGIN_FAILURE_LIMIT } from '@hotel/domain';
import pg from 'pg';
import sharp from 'sharp';
import { startFakeSmtp } from '../../apps/server/src/test/fake-smtp.ts';
import {
  Checks,
  createDatabase,
  createHotel,
  isMain,
  PASSWORD,
  request,
  Server,
  signUp,
  sleep,
  tempDir,
  type User,
} from './lib.ts';

export interface TwoInstancesFigures {
  sessionAcross: boolean;
  logoutAcross: boolean;
  /** Sessions warm in A's read cache, logged out on B, then used on A at once: how many A refused. */
  warmLogouts: { rounds: number; refusedAtOnce: number };
  photoBytes: number;
  photoServedByOther: boolean;
  restartLoops: { restarted: string; requests: number; errors: number }[];
  loginFailuresBefore429: number;
  /** Messages put in the outbox, deliveries counted by SMTP, recipients delivered twice, and by instance. */
  outbox: { messages: number; deliveries: number; duplicates: number; byA: number; byB: number };
  failures: string[];
}

const OUTBOX_MESSAGES = 200;

/** Keeps calling `server` until `stop` resolves; answers how many calls and how many failed. */
async function clientLoop(server: Server, user: User, stop: Promise<void>) {
  let done = false;
  void stop.then(() => {
    done = true;
  });
  let requests = 0;
  let errors = 0;
  const samples: string[] = [];
  while (!done) {
    requests++;
    try {
      const answer = await request(server.base, 'GET', '/api/hotel/', { headers: user.headers });
      if (answer.status !== 200) {
        errors++;
        if (samples.length < 3) samples.push(`HTTP ${answer.status}`);
      }
    } catch (error) {
      errors++;
      if (samples.length < 3) samples.push((error as Error).message);
    }
  }
  return { requests, errors, samples };
}

export async function twoInstances(): Promise<TwoInstancesFigures> {
  const checks = new Checks();
  const database = await createDatabase('two');
  const mediaDir = tempDir('two-media');
  const dirs = [tempDir('two-a'), tempDir('two-b')];
  const smtp = await startFakeSmtp();
  // Each instance names itself in EHLO (nodemailer's `name`), so SMTP tells who delivered what;
  // both pass over the outbox every second instead of every 30.
  const mailEnv = (name: string) => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?name=${name}`,
    MAIL_OUTBOX_INTERVAL_SECONDS: '1',
  });
  const a = new Server({
    port: 33021,
    dataDir: dirs[0] as string,
    databaseUrl: database.url,
    mediaDir,
    env: mailEnv('instance-a'),
  });
  const b = new Server({
    port: 33022,
    dataDir: dirs[1] as string,
    databaseUrl: database.url,
    mediaDir,
    env: mailEnv('instance-b'),
  });
  try {
    await Promise.all([a.start(), b.start()]);

    // A session made on A works on B; a logout on B ends it on A.
    const first = await signUp(a.base, 'two-first');
    const onB = await request(b.base, 'GET', '/api/hotel/', { headers: first.headers });
    checks.check(onB.status === 200, `session of A on B: ${onB.status}`);
    const logout = await request(b.base, 'DELETE', '/api/auth/logout/', { headers: first.headers });
    checks.check(logout.status < 300, `logout on B: ${logout.status}`);
    const afterLogout = await request(a.base, 'GET', '/api/hotel/', { headers: first.headers });
    checks.check(afterLogout.status === 401, `session on A after logout on B: ${afterLogout.status}`);

    // The same with the session and the hotel warm in A's read cache (decision 017): B's logout
    // reaches A as a notification, which must come before the next request does.
    const warm = await signUp(a.base, 'two-warm');
    const warmHotel = await createHotel(a.base, warm);
    const warmLogouts = { rounds: 50, refusedAtOnce: 0 };
    for (let round = 0; round < warmLogouts.rounds; round++) {
      const login = await request(a.base, 'POST', '/api/auth/login/', {
        body: { email: warm.email, password: PASSWORD },
      });
      const headers = { authorization: `Token ${(login.body as { auth_id: string }).auth_id}` };
      for (let read = 0; read < 3; read++)
        await request(a.base, 'GET', `/api/hotel/${warmHotel}`, { headers });
      await request(b.base, 'DELETE', '/api/auth/logout/', { headers });
      const after = await request(a.base, 'GET', `/api/hotel/${warmHotel}`, { headers });
      if (after.status === 401) warmLogouts.refusedAtOnce++;
    }
    checks.check(
      warmLogouts.refusedAtOnce === warmLogouts.rounds,
      `warm sessions refused on A at once after logout on B: ${warmLogouts.refusedAtOnce}/${warmLogouts.rounds}`,
    );

    // A photo uploaded through B is served by A, byte for byte as B serves it.
    const user = await signUp(b.base, 'two-photo');
    const hotel = await createHotel(b.base, user);
    const jpeg = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'fachada.jpg');
    const uploaded = await fetch(`${b.base}/api/hotel/${hotel}/photo`, {
      method: 'POST',
      headers: user.headers,
      body: form,
    });
    const photos = (await uploaded.json()) as { url: string }[];
    checks.check(uploaded.status === 201, `upload on B: ${uploaded.status} ${JSON.stringify(photos)}`);
    const url = photos[0]?.url ?? '';
    const [fromA, fromB] = await Promise.all([fetch(`${a.base}${url}`), fetch(`${b.base}${url}`)]);
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    const photoServedByOther = fromA.status === 200 && bytesA.length > 0 && bytesA.equals(bytesB);
    checks.check(
      photoServedByOther,
      `photo ${url} on A: ${fromA.status}, ${bytesA.length} bytes (B: ${bytesB.length})`,
    );
    const listedOnA = await request(a.base, 'GET', `/api/hotel/${hotel}/photo/`, { headers: user.headers });
    checks.check(JSON.stringify(listedOnA.body).includes(url), 'the photo is not listed by A');

    // The outbox: messages waiting in the database (as an instance that died before sending them
    // leaves them) are delivered by both instances' passes together, each exactly once.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(
      `insert into mail_outbox ("to", subject, html, text, template, language, status)
       select 'outbox-' || n || '@example.com', 'Prueba ' || n, '<p>Hola</p>', 'Hola', 'restore', 'es', 'pending'
       from generate_series(1, $1::int) as n`,
      [OUTBOX_MESSAGES],
    );
    const outboxDeadline = Date.now() + 90_000;
    let pending = OUTBOX_MESSAGES;
    while (pending > 0 && Date.now() < outboxDeadline) {
      await sleep(500);
      const left = await db.query(
        `select count(*)::int as n from mail_outbox where "to" like 'outbox-%' and status <> 'sent'`,
      );
      pending = (left.rows[0] as { n: number }).n;
    }
    await db.end();
    const outboxDeliveries = smtp.messages.filter((message) => message.to[0]?.startsWith('outbox-'));
    const perRecipient = new Map<string, number>();
    for (const message of outboxDeliveries)
      perRecipient.set(message.to[0] as string, (perRecipient.get(message.to[0] as string) ?? 0) + 1);
    const outbox = {
      messages: OUTBOX_MESSAGES,
      deliveries: outboxDeliveries.length,
      duplicates: [...perRecipient.values()].filter((count) => count > 1).length,
      byA: outboxDeliveries.filter((message) => message.client === 'instance-a').length,
      byB: outboxDeliveries.filter((message) => message.client === 'instance-b').length,
    };
    checks.check(pending === 0, `${pending} outbox messages still unsent after 90 s`);
    checks.check(
      outbox.deliveries === OUTBOX_MESSAGES &&
        perRecipient.size === OUTBOX_MESSAGES &&
        outbox.duplicates === 0,
      `outbox: ${outbox.deliveries} deliveries of ${OUTBOX_MESSAGES} messages, ${perRecipient.size} recipients, ${outbox.duplicates} delivered twice`,
    );

    // Each in turn is restarted (SIGTERM, then started again) while a client loop calls the other.
    const restartLoops: TwoInstancesFigures['restartLoops'] = [];
    for (const [restarted, other, name] of [
      [a, b, 'A'],
      [b, a, 'B'],
    ] as const) {
      const stopped: { release?: () => void } = {};
      const stop = new Promise<void>((done) => {
        stopped.release = done;
      });
      const loop = clientLoop(other, user, stop);
      await sleep(300);
      await restarted.stop('SIGTERM');
      await sleep(500);
      await restarted.start();
      const back = await request(restarted.base, 'GET', '/api/hotel/', { headers: user.headers });
      checks.check(back.status === 200, `${name} after its restart: ${back.status}`);
      await sleep(300);
      stopped.release?.();
      const figures = await loop;
      restartLoops.push({ restarted: name, requests: figures.requests, errors: figures.errors });
      checks.check(
        figures.errors === 0,
        `while ${name} restarted, ${figures.errors} of ${figures.requests} calls to the other failed: ${figures.samples.join('; ')}`,
      );
    }

    // The login rate limit is shared: failures alternate between A and B, the limit holds in total.
    let loginFailuresBefore429 = 0;
    for (let attempt = 0; attempt <= LOGIN_FAILURE_LIMIT + 1; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const answer = await request(server.base, 'POST', '/api/auth/login/', {
        body: { email: user.email, password: `${PASSWORD}-wrong` },
      });
      if (answer.status === 429) break;
      checks.check(answer.status === 400, `wrong password ${attempt + 1}: ${answer.status}`);
      loginFailuresBefore429++;
    }
    checks.check(
      loginFailuresBefore429 === LOGIN_FAILURE_LIMIT,
      `${loginFailuresBefore429} failures before 429 across both instances (limit ${LOGIN_FAILURE_LIMIT})`,
    );
    for (const server of [a, b]) {
      const blocked = await request(server.base, 'POST', '/api/auth/login/', {
        body: { email: user.email, password: PASSWORD },
      });
      checks.check(blocked.status === 429, `${server.base} after the shared limit: ${blocked.status}`);
    }

    return {
      sessionAcross: onB.status === 200,
      logoutAcross: afterLogout.status === 401,
      warmLogouts,
      photoBytes: bytesA.length,
      photoServedByOther,
      restartLoops,
      loginFailuresBefore429,
      outbox,
      failures: checks.failures,
    };
  } catch (error) {
    throw new Error(`two instances: ${(error as Error).message}\nA:\n${a.tail()}\nB:\n${b.tail()}`);
  } finally {
    await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL')]);
    await smtp.close();
    await database.drop();
    for (const dir of [...dirs, mediaDir]) rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.filename)) {
  const figures = await twoInstances();
  console.log(JSON.stringify({ ...figures, failures: figures.failures.length }, null, 2));
  for (const failure of figures.failures) console.error(`FAIL ${failure}`);
  process.exit(figures.failures.length > 0 ? 1 : 0);
}
