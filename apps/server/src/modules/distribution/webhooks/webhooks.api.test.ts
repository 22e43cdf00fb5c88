import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpointList,
} from '@hotel/domain';
import { readCatalogue } from '@hotel/i18n/node';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHotel,
  createTestApp,
  EXAMPLE_COM_ADDRESS,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../../test/app.ts';
import { makeStaff, type User } from '../../../test/media.test-helpers.ts';
import { WebhookDispatcher } from './webhooks.dispatcher.ts';
import { WebhooksRepository } from './webhooks.repository.ts';
import type { HostAddress } from './webhooks.targets.ts';
import { REFUSED_ADDRESSES, REFUSED_NAMES, REFUSED_SPELLINGS } from './webhooks.test-targets.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1: records every request; answers each path's queued statuses in turn
 * (200 once they run out), and holds the requests of a held path until it is released.
 */
class Receiver {
  readonly received: Received[] = [];
  private readonly statuses = new Map<string, number[]>();
  private readonly held = new Map<string, (() => void)[]>();
  private readonly holding = new Set<string>();
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = () => {
          response.statusCode = this.statuses.get(path)?.shift() ?? 200;
          response.end('ok');
        };
        if (this.holding.has(path)) this.held.set(path, [...(this.held.get(path) ?? []), answer]);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  answer(path: string, ...statuses: number[]) {
    this.statuses.set(path, statuses);
  }
  hold(path: string) {
    this.holding.add(path);
  }
  release(path: string) {
    this.holding.delete(path);
    for (const answer of this.held.get(path) ?? []) answer();
    this.held.delete(path);
  }
  at(path: string) {
    return this.received.filter((request) => request.path === path);
  }
  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The documented scheme, computed here on its own: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
function signatureValid(secret: string, request: Received): boolean {
  const header = String(request.headers['x-hotel-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${request.body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

/**
 * The host names of this suite (decision 043): a table that a test may change, never the real
 * DNS. `example.com` names are public unless set here; every lookup is counted.
 */
const hosts = new Map<string, HostAddress[]>();
const lookups: string[] = [];
async function resolveHost(name: string): Promise<HostAddress[]> {
  lookups.push(name);
  const found = hosts.get(name) ?? (name.endsWith('.example.com') ? [EXAMPLE_COM_ADDRESS] : undefined);
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return found;
}

let t: TestApp;
let app: FastifyInstance;
let staff: User;
let owner: User;
let hotelId: number;
let receiver: Receiver;
/** A port on 127.0.0.1 where nothing listens any more (allow-listed too: "connection refused"). */
let closedUrl: string;
beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  const closed = new Receiver();
  await closed.start();
  await closed.close();
  closedUrl = closed.url;
  // The local receivers are allow-listed by address and port: 127.0.0.1 stays refused elsewhere.
  t = await createTestApp(
    { WEBHOOK_ALLOWED_HOSTS: `${new URL(receiver.url).host},${new URL(closedUrl).host}` },
    { resolveHost },
  );
  app = t.app;
  staff = await signUp(app, { name: 'Lucía Integraciones' });
  await makeStaff(app, staff);
  owner = await signUp(app);
  hotelId = await createHotel(app, owner.headers);
  // Machines hear only of verified hotels' changes (decision 044): this one is.
  await rows(app, sql`update hotels set verified = true where id = ${hotelId}`);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const log = () => app.log;
/** A dispatcher of its own on the test app's database: retries due at once, unless told. */
const dispatcher = (options: { retryBaseSeconds?: number; timeoutMs?: number } = {}, on = app) =>
  new WebhookDispatcher(new WebhooksRepository(on.database.db), {
    log: log(),
    targets: on.services.webhookTargets,
    retryBaseSeconds: 0,
    ...options,
  });

async function createEndpoint(path: string, events: string[] = ['rates.changed']) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/webhooks/',
    headers: staff.headers,
    payload: { url: `${receiver.url}${path}`, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<WebhookCreated>(response);
}

async function deliveries(endpointId: number, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/staff/webhooks/${endpointId}/deliveries${query}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<WebhookDeliveryPage>(response);
}

/** A rates change of the test hotel, recorded as a write records it. */
const rateChange = (n: number) =>
  app.database.db.transaction((tx) =>
    app.services.distributionEvents.changed(tx, { hotelId, kind: 'rates', detail: { n } }),
  );

async function runUntilIdle(worker: WebhookDispatcher) {
  for (let i = 0; i < 50; i++) {
    const started = await worker.run();
    await worker.flush();
    if (started === 0) return;
  }
}

describe('webhooks in the back office', () => {
  it('registers an endpoint, shows its secret once, signs its ping and records the decision', async () => {
    const created = await createEndpoint('/ping', ['contract.approved', 'rates.changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint).toMatchObject({
      url: `${receiver.url}/ping`,
      events: ['contract.approved', 'rates.changed'],
      active: true,
      createdBy: 'Lucía Integraciones',
      deliveries: { pending: 1, delivered: 0, failed: 0 },
    });
    const list = json<WebhookEndpointList>(
      await app.inject({ method: 'GET', url: '/api/staff/webhooks/', headers: staff.headers }),
    );
    expect(list.endpoints.find((endpoint) => endpoint.id === created.endpoint.id)).toEqual(created.endpoint);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(
      await rows(
        app,
        sql`select action, detail->>'endpoint' as endpoint from hotel_activity
            where kind = 'distribution' and action = 'webhook.created' and user_id = ${staff.userId}
              and (detail->>'endpoint')::int = ${created.endpoint.id}`,
      ),
    ).toHaveLength(1);

    await runUntilIdle(app.services.webhookDispatcher);
    const [ping] = receiver.at('/ping');
    expect(ping).toBeDefined();
    if (!ping) return;
    expect(signatureValid(created.secret, ping)).toBe(true);
    expect(signatureValid('whsec_other', ping)).toBe(false);
    const body = JSON.parse(ping.body);
    expect(body).toMatchObject({ event: 'ping', hotel: null, data: { endpoint: created.endpoint.id } });
    expect(ping.headers['content-type']).toBe('application/json');
    expect(ping.headers['x-hotel-event']).toBe('ping');
    expect(ping.headers['x-hotel-delivery']).toBe(body.id);
    const page = await deliveries(created.endpoint.id);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.deliveries[0]).toMatchObject({
      event: 'ping',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      log: [{ attempt: 1, statusCode: 200, error: null }],
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/staff/webhooks/${created.endpoint.id}`,
      headers: staff.headers,
    });
  });

  it('retries a failed delivery with backoff and records every attempt, then gives up a day after the event', async () => {
    const { endpoint, secret } = await createEndpoint('/flaky');
    await runUntilIdle(dispatcher());
    receiver.answer('/flaky', 500);
    await rateChange(1);
    // The app's own dispatcher: the default backoff (30 s) after the first failure.
    expect(await app.services.webhookDispatcher.run()).toBe(1);
    await app.services.webhookDispatcher.flush();
    let [delivery] = (await deliveries(endpoint.id, '?status=pending')).deliveries;
    expect(delivery).toMatchObject({
      event: 'rates.changed',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      log: [{ attempt: 1, statusCode: 500, error: 'HTTP 500' }],
    });
    const wait = Date.parse(delivery?.nextAttemptAt ?? '') - Date.parse(delivery?.log[0]?.at ?? '');
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(35_000);
    // Not due yet: nothing is claimed.
    expect(await app.services.webhookDispatcher.run()).toBe(0);

    await rows(
      app,
      sql`update webhook_deliveries set next_attempt_at = now() where id = ${delivery?.id ?? 0}`,
    );
    await runUntilIdle(app.services.webhookDispatcher);
    [delivery] = (await deliveries(endpoint.id, '?status=delivered')).deliveries.filter(
      (row) => row.event === 'rates.changed',
    );
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(delivery?.log.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const sent = receiver
      .at('/flaky')
      .filter((request) => request.headers['x-hotel-event'] === 'rates.changed');
    expect(sent).toHaveLength(2);
    expect(sent.every((request) => signatureValid(secret, request))).toBe(true);
    expect(new Set(sent.map((request) => request.body)).size).toBe(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ hotel: { id: hotelId }, data: { n: 1 } });

    // A delivery that keeps failing is given up once a day has passed since the event.
    receiver.answer('/flaky', 503, 503);
    await rateChange(2);
    await app.services.webhookDispatcher.run();
    await app.services.webhookDispatcher.flush();
    await rows(
      app,
      sql`update webhook_deliveries set created_at = now() - interval '25 hours', next_attempt_at = now()
          where endpoint_id = ${endpoint.id} and status = 'pending'`,
    );
    await runUntilIdle(app.services.webhookDispatcher);
    const failed = await deliveries(endpoint.id, '?status=failed');
    expect(failed.total).toBe(1);
    expect(failed.deliveries[0]).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503 });
    await app.inject({ method: 'DELETE', url: `/api/staff/webhooks/${endpoint.id}`, headers: staff.headers });
  });

  it('counts a timeout or an unreachable receiver as a failed attempt, and a slow endpoint holds no other', async () => {
    const slow = await createEndpoint('/slow');
    const fast = await createEndpoint('/fast');
    const worker = dispatcher();
    await runUntilIdle(worker);
    receiver.hold('/slow');
    await rateChange(3);
    expect(await worker.run()).toBe(2);
    // The fast endpoint's delivery is recorded while the slow one has not answered yet.
    for (let i = 0; i < 100 && (await deliveries(fast.endpoint.id, '?status=pending')).total > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await deliveries(fast.endpoint.id, '?status=pending')).total).toBe(0);
    expect((await deliveries(slow.endpoint.id, '?status=pending')).total).toBe(1);
    receiver.release('/slow');
    await worker.flush();
    expect((await deliveries(slow.endpoint.id, '?status=pending')).total).toBe(0);

    // A timeout: the receiver holds the request past the dispatcher's limit.
    receiver.hold('/slow');
    await rateChange(4);
    const impatient = dispatcher({ timeoutMs: 200, retryBaseSeconds: 60 });
    await impatient.run();
    await impatient.flush();
    receiver.release('/slow');
    const [timedOut] = (await deliveries(slow.endpoint.id, '?status=pending')).deliveries;
    expect(timedOut).toMatchObject({ attempts: 1, lastStatusCode: null, lastError: 'timeout' });
    // An unreachable receiver: refused, in those words only (no address, no error code).
    await rows(
      app,
      sql`update webhook_endpoints set url = ${`${closedUrl}/closed`} where id = ${slow.endpoint.id}`,
    );
    await rows(
      app,
      sql`update webhook_deliveries set next_attempt_at = now() where id = ${timedOut?.id ?? 0}`,
    );
    await impatient.run();
    await impatient.flush();
    const [unreachable] = (await deliveries(slow.endpoint.id, '?status=pending')).deliveries;
    expect(unreachable?.attempts).toBe(2);
    expect(unreachable?.lastError).toBe('connection_refused');
    expect(unreachable?.log.map((attempt) => attempt.error)).toEqual(['timeout', 'connection_refused']);
    for (const id of [slow.endpoint.id, fast.endpoint.id]) {
      await app.inject({ method: 'DELETE', url: `/api/staff/webhooks/${id}`, headers: staff.headers });
    }
  });

  it('delivers each delivery once while two dispatchers claim concurrently, and sends one again on resend', async () => {
    const { endpoint } = await createEndpoint('/many');
    const other = await createEndpoint('/many-too');
    const second = t.openSecondInstance ? await t.openSecondInstance() : app;
    const workers = [
      dispatcher({}, app),
      dispatcher({}, second),
      dispatcher({}, app),
      dispatcher({}, second),
    ];
    for (let n = 0; n < 30; n++) await rateChange(100 + n);
    await Promise.all(workers.map((worker) => runUntilIdle(worker)));
    await Promise.all(workers.map((worker) => runUntilIdle(worker)));
    const ids = (path: string) =>
      receiver.at(path).map((request) => String(request.headers['x-hotel-delivery']));
    for (const path of ['/many', '/many-too']) {
      expect(ids(path)).toHaveLength(31);
      expect(new Set(ids(path)).size).toBe(31);
    }
    const states = await rows<{ status: string; attempts: number; count: number }>(
      app,
      sql`select status, attempts, count(*)::int as count from webhook_deliveries
          where endpoint_id in (${endpoint.id}, ${other.endpoint.id}) group by status, attempts`,
    );
    expect(states).toEqual([{ status: 'delivered', attempts: 1, count: 62 }]);

    const [latest] = (await deliveries(endpoint.id)).deliveries;
    const resent = await app.inject({
      method: 'POST',
      url: `/api/staff/webhooks/deliveries/${latest?.id}/resend`,
      headers: staff.headers,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(json<WebhookDelivery>(resent)).toMatchObject({ id: latest?.id, status: 'pending', attempts: 1 });
    await runUntilIdle(workers[0] as WebhookDispatcher);
    expect(ids('/many')).toHaveLength(32);
    // The same delivery again: the same id and body as its first send.
    expect(ids('/many').slice(0, 31)).toContain(ids('/many').at(-1));
    const [again] = (await deliveries(endpoint.id)).deliveries;
    expect(again).toMatchObject({ id: latest?.id, status: 'delivered', attempts: 2 });
    expect(
      await rows(
        app,
        sql`select 1 from hotel_activity where action = 'webhook.resent' and (detail->>'delivery')::int = ${latest?.id ?? 0}`,
      ),
    ).toHaveLength(1);
    for (const id of [endpoint.id, other.endpoint.id]) {
      await app.inject({ method: 'DELETE', url: `/api/staff/webhooks/${id}`, headers: staff.headers });
    }
  });

  it('pauses, changes and deletes an endpoint: a paused one gets nothing, then what waited', async () => {
    const { endpoint } = await createEndpoint('/paused');
    const worker = dispatcher();
    await runUntilIdle(worker);
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/staff/webhooks/${endpoint.id}`,
        headers: staff.headers,
        payload,
      });
    // An event queued before the pause waits; none is queued while paused.
    await rateChange(5);
    const paused = await patch({ active: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(json(paused)).toMatchObject({ active: false, events: ['rates.changed'] });
    await rateChange(6);
    await runUntilIdle(worker);
    expect(receiver.at('/paused')).toHaveLength(1);
    expect((await deliveries(endpoint.id, '?status=pending')).total).toBe(1);
    const resumed = await patch({ active: true, events: ['content.changed', 'rates.changed'] });
    expect(json(resumed)).toMatchObject({ active: true, events: ['content.changed', 'rates.changed'] });
    await runUntilIdle(worker);
    expect(receiver.at('/paused').map((request) => request.headers['x-hotel-event'])).toEqual([
      'ping',
      'rates.changed',
    ]);
    expect(JSON.parse(receiver.at('/paused')[1]?.body ?? '{}').data).toEqual({ n: 5 });
    expect(
      (
        await rows(
          app,
          sql`select action from hotel_activity where kind = 'distribution' and action like 'webhook.%'
              and (detail->>'endpoint')::int = ${endpoint.id} order by id`,
        )
      ).map((row) => (row as { action: string }).action),
    ).toEqual(['webhook.created', 'webhook.updated', 'webhook.updated']);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/staff/webhooks/${endpoint.id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const list = json<WebhookEndpointList>(
      await app.inject({ method: 'GET', url: '/api/staff/webhooks/', headers: staff.headers }),
    );
    expect(list.endpoints.map((row) => row.id)).not.toContain(endpoint.id);
    expect(await rows(app, sql`select 1 from webhook_deliveries where endpoint_id = ${endpoint.id}`)).toEqual(
      [],
    );
  });

  it('refuses bad input per field, unknown endpoints and deliveries, and anyone but staff', async () => {
    const post = (payload: object, headers = staff.headers) =>
      app.inject({ method: 'POST', url: '/api/staff/webhooks/', headers, payload });
    const remote = await post({ url: 'http://hooks.example.com/in', events: ['rates.changed'] });
    expect(remote.statusCode).toBe(400);
    expect(Object.keys(json(remote))).toEqual(['url']);
    expect(json<Record<string, string[]>>(remote).url?.[0]).not.toContain('staff.integrations');
    const empty = await post({ url: 'https://hooks.example.com/in', events: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(json(empty))).toEqual(['events']);
    expect((await post({ url: 'https://hooks.example.com/in', events: ['ping'] })).statusCode).toBe(400);
    expect(
      (await post({ url: 'https://u:p@hooks.example.com/in', events: ['rates.changed'] })).statusCode,
    ).toBe(400);
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/staff/webhooks/999999',
      headers: staff.headers,
      payload: { active: false },
    });
    expect(patched.statusCode).toBe(404);
    for (const [method, url] of [
      ['DELETE', '/api/staff/webhooks/999999'],
      ['GET', '/api/staff/webhooks/999999/deliveries'],
      ['POST', '/api/staff/webhooks/deliveries/999999/resend'],
    ] as const) {
      expect((await app.inject({ method, url, headers: staff.headers })).statusCode, url).toBe(404);
    }
    const { endpoint } = await createEndpoint('/forbidden');
    const forbidden = [
      ['GET', '/api/staff/webhooks/'],
      ['POST', '/api/staff/webhooks/'],
      ['PATCH', `/api/staff/webhooks/${endpoint.id}`],
      ['DELETE', `/api/staff/webhooks/${endpoint.id}`],
      ['GET', `/api/staff/webhooks/${endpoint.id}/deliveries`],
      ['POST', '/api/staff/webhooks/deliveries/1/resend'],
    ] as const;
    for (const [method, url] of forbidden) {
      const payload =
        method === 'POST' && url === '/api/staff/webhooks/'
          ? { url: 'https://x.example.com', events: ['rates.changed'] }
          : method === 'PATCH'
            ? { active: false }
            : undefined;
      const response = await app.inject({
        method,
        url,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(
        (await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
    expect((await deliveries(endpoint.id)).total).toBe(1);
    await app.inject({ method: 'DELETE', url: `/api/staff/webhooks/${endpoint.id}`, headers: staff.headers });
  });
});

describe('webhook targets that cannot reach inside (issue 30, decision 043)', () => {
  const post = (url: string, language = 'es') =>
    app.inject({
      method: 'POST',
      url: '/api/staff/webhooks/',
      headers: { ...staff.headers, 'accept-language': language },
      payload: { url, events: ['rates.changed'] },
    });
  const addressMessage = (language: string) =>
    (readCatalogue(language) as { staff: { integrations: { errors: Record<string, string> } } }).staff
      .integrations.errors.address_not_allowed;
  const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);
  const family = (address: string): 4 | 6 => (address.includes(':') ? 6 : 4);
  const receiverPort = () => new URL(receiver.url).port;

  /** Endpoints written as rows (as registered before these checks), each due a rates change. */
  async function endpointsAt(urls: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const url of urls) {
      const [row] = await rows<{ id: number }>(
        app,
        sql`insert into webhook_endpoints (url, secret, events)
            values (${url}, 'whsec_test', array['rates.changed']) returning id::int as id`,
      );
      ids.push(row?.id ?? 0);
    }
    return ids;
  }
  async function lastAttempts(ids: number[]) {
    return rows<{ url: string; attempts: number; error: string | null; status: string }>(
      app,
      sql`select e.url, d.attempts, d.last_error as error, d.status from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id
          where d.endpoint_id in (${sql.join(ids, sql`, `)}) order by d.id`,
    );
  }
  async function remove(ids: number[]) {
    for (const id of ids) {
      await app.inject({ method: 'DELETE', url: `/api/staff/webhooks/${id}`, headers: staff.headers });
    }
  }

  it('refuses at registration every spelling of an inside address, every name resolving to one, and metadata names', async () => {
    const [{ count: before = 0 } = {}] = await rows<{ count: number }>(
      app,
      sql`select count(*)::int as count from webhook_endpoints`,
    );
    const literals = REFUSED_ADDRESSES.filter(([address]) => !address.includes('%')).map(
      ([address]) => `https://${bracketed(address)}/hook`,
    );
    const resolving = REFUSED_ADDRESSES.map(([address], index) => {
      hosts.set(`inside-${index}.example.com`, [{ address, family: family(address) }]);
      return `https://inside-${index}.example.com/hook`;
    });
    // One public address and one inside address: refused as a whole.
    hosts.set('mixed.example.com', [EXAMPLE_COM_ADDRESS, { address: '10.1.2.3', family: 4 }]);
    const urls = [
      ...REFUSED_SPELLINGS.map(([url]) => url),
      ...literals,
      ...resolving,
      'https://mixed.example.com/hook',
      'https://not-found.invalid-zone.example.org/hook',
      ...REFUSED_NAMES.map((name) => `https://${name}/hook`),
      // This machine over http: the allow-list names 127.0.0.1 on two ports only.
      `http://127.0.0.1:9/hook`,
      `http://localhost:${receiverPort()}/hook`,
      `http://[::1]:${receiverPort()}/hook`,
      `https://127.0.0.1/hook`,
    ];
    expect(urls.length).toBeGreaterThan(130);
    for (const url of urls) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toEqual({ url: [addressMessage('es')] });
    }
    for (const language of ['es', 'en', 'fr', 'it', 'pt', 'ru']) {
      const message = addressMessage(language);
      expect(message).not.toContain('staff.integrations');
      expect(json(await post('https://0x7f000001/', language))).toEqual({ url: [message] });
    }
    const [{ count: after = 0 } = {}] = await rows<{ count: number }>(
      app,
      sql`select count(*)::int as count from webhook_endpoints`,
    );
    expect(after).toBe(before);
  });

  it('accepts the allow-listed local receiver however its address is spelt, and a public name', async () => {
    const spelt = await post(`http://0x7f000001:${receiverPort()}/spelt`);
    expect(spelt.statusCode, spelt.body).toBe(201);
    const dotted = await post(`http://127.1:${receiverPort()}/spelt`);
    expect(dotted.statusCode, dotted.body).toBe(201);
    const remote = await post('https://hooks.example.com/in');
    expect(remote.statusCode, remote.body).toBe(201);
    // Nothing is sent to the internet from the tests: the public endpoint goes before the run.
    await remove([json<WebhookCreated>(remote).endpoint.id]);
    await runUntilIdle(dispatcher({ retryBaseSeconds: 3600 }));
    expect(receiver.at('/spelt')).toHaveLength(2);
    await remove([spelt, dotted].map((response) => json<WebhookCreated>(response).endpoint.id));
  });

  it('checks again before every attempt: whatever the name resolves to then, or however the row spells it, is refused and nothing is sent', async () => {
    hosts.set('rebind.example.com', [EXAMPLE_COM_ADDRESS]);
    const registered = await post('https://rebind.example.com/hook');
    expect(registered.statusCode, registered.body).toBe(201);
    const rebound = json<WebhookCreated>(registered).endpoint.id;
    // The name now answers an inside address (DNS rebinding): each attempt refuses it.
    const worker = dispatcher({ retryBaseSeconds: 3600, timeoutMs: 2000 });
    for (const answer of ['127.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00:ec2::254']) {
      hosts.set('rebind.example.com', [EXAMPLE_COM_ADDRESS, { address: answer, family: family(answer) }]);
      await rows(
        app,
        sql`update webhook_deliveries set next_attempt_at = now() where endpoint_id = ${rebound}`,
      );
      await runUntilIdle(worker);
    }
    const [ping] = (await deliveries(rebound)).deliveries;
    expect(ping).toMatchObject({ event: 'ping', status: 'pending', attempts: 4, lastStatusCode: null });
    expect(ping?.log.map((attempt) => attempt.error)).toEqual(Array(4).fill('address_not_allowed'));

    // Rows that never passed registration: every spelling, every inside name and every address.
    const names = REFUSED_ADDRESSES.map(([address], index) => {
      hosts.set(`row-${index}.example.com`, [{ address, family: family(address) }]);
      return `https://row-${index}.example.com/hook`;
    });
    const ids = await endpointsAt([
      ...REFUSED_SPELLINGS.map(([url]) => url),
      ...names,
      ...REFUSED_NAMES.map((name) => `https://${name}/hook`),
      `http://localhost:${receiverPort()}/inside`,
      `http://[::1]:${receiverPort()}/inside`,
      `http://127.0.0.2:${receiverPort()}/inside`,
      `http://hooks.example.com/plain`,
    ]);
    const received = receiver.received.length;
    await rateChange(7);
    await runUntilIdle(worker);
    const attempts = await lastAttempts(ids);
    expect(attempts).toHaveLength(ids.length);
    for (const attempt of attempts) {
      expect(attempt, attempt.url).toMatchObject({
        attempts: 1,
        error: 'address_not_allowed',
        status: 'pending',
      });
    }
    expect(receiver.received.length).toBe(received);
    // The attempts' own log says those words and nothing else (no address, no error code).
    const logged = await rows<{ error: string | null }>(
      app,
      sql`select distinct error from webhook_attempts
          where delivery_id in (select id from webhook_deliveries
                                where endpoint_id in (${sql.join([rebound, ...ids], sql`, `)}))`,
    );
    expect(logged).toEqual([{ error: 'address_not_allowed' }]);
    await remove([rebound, ...ids]);
  });

  it('connects to the address it checked, with no lookup of its own, and a later answer is checked again', async () => {
    // Only this suite's table knows the name: reaching the receiver proves the checked address was used.
    hosts.set('receiver.example.com', [{ address: '127.0.0.1', family: 4 }]);
    const [id = 0] = await endpointsAt([`http://receiver.example.com:${receiverPort()}/pinned`]);
    const worker = dispatcher({ retryBaseSeconds: 3600 });
    lookups.length = 0;
    await rateChange(8);
    await runUntilIdle(worker);
    expect(receiver.at('/pinned')).toHaveLength(1);
    expect(receiver.at('/pinned')[0]?.headers.host).toBe(`receiver.example.com:${receiverPort()}`);
    expect(lookups.filter((name) => name === 'receiver.example.com')).toHaveLength(1);

    hosts.set('receiver.example.com', [{ address: '10.0.0.1', family: 4 }]);
    await rateChange(9);
    await runUntilIdle(worker);
    expect(receiver.at('/pinned')).toHaveLength(1);
    expect((await lastAttempts([id])).map((attempt) => attempt.error)).toEqual([null, 'address_not_allowed']);
    await remove([id]);
  });

  it('records a failed TLS handshake as "TLS failed", and only the four words or the status ever', async () => {
    // https to the plain-http receiver (allow-listed): the handshake fails.
    const created = await post(`https://127.0.0.1:${receiverPort()}/tls`);
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint } = json<WebhookCreated>(created);
    await runUntilIdle(dispatcher({ retryBaseSeconds: 3600 }));
    const [ping] = (await deliveries(endpoint.id)).deliveries;
    expect(ping).toMatchObject({ attempts: 1, lastStatusCode: null, lastError: 'tls_failed' });

    const recorded = await rows<{ error: string }>(
      app,
      sql`select distinct error from webhook_attempts where error is not null`,
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const { error } of recorded) {
      expect(error).toMatch(/^(connection_refused|timeout|tls_failed|address_not_allowed|HTTP \d{3})$/);
    }
    await remove([endpoint.id]);
  });
});
