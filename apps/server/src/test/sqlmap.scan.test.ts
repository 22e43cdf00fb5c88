/**
 * Issue 8 item 6: a scanner no one here wrote. The real app listens on a loopback port (PGlite),
 * a user with a hotel, a contact, a payment method, a rate contract, a rate and an opinion is
 * made, then Debian's sqlmap probes the parameterised endpoints with that user's token and must
 * find no injectable parameter. A deliberately injectable control route proves that the scan
 * and the parsing of its output do detect an injection. The security headers are checked on an
 * API answer, an error answer and an HTML answer.
 *
 * Runs in the "scanner" vitest project, once (not once per database): the SQL is the same
 * Drizzle-built, parameterised SQL on PGlite and PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { catalogueChoice, json, signUp } from './app.ts';
import { rateBody } from './fixtures.ts';

const SQLMAP = '/usr/bin/sqlmap';

/**
 * Level 2 / risk 1 (no OR payloads that could rewrite every row), PostgreSQL payloads only,
 * boolean, error, UNION, stacked and time-based techniques: about five seconds per parameter on
 * two busy cores, so the 25 parameters take two to three minutes. Level 3 took six times longer.
 */
const SQLMAP_OPTIONS = [
  '--batch',
  '--flush-session',
  '--disable-coloring',
  '--dbms=PostgreSQL',
  '--level=2',
  '--risk=1',
  '--technique=BEUST',
  '--time-sec=2',
  '--timeout=10',
  '--retries=1',
  '--threads=1',
  '--skip-waf',
];

interface ScanResult {
  output: string;
  code: number | null;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** A JSON body; `*` marks the values sqlmap injects into (as `*` in the URL marks path and query values). */
  data?: string;
}

function runSqlmap(args: string[], outputDir: string): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, [...args, ...SQLMAP_OPTIONS, `--output-dir=${outputDir}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // sqlmap keeps its history and its default output under HOME; a temporary HOME keeps runs apart.
      env: { ...process.env, HOME: outputDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** What the scan found, read from sqlmap's console output. */
function verdict(output: string) {
  const injectable = [
    ...output.matchAll(/(?:parameter|point) '([^']+)' (?:is|seems to be) '[^']*' injectable/gi),
    ...output.matchAll(/parameter '([^']+)' is vulnerable/gi),
  ].map((match) => match[1]);
  return {
    injectable: [...new Set(injectable)],
    identified: /sqlmap identified the following injection point/i.test(output),
    tested: /all tested parameters do not appear to be injectable/i.test(output),
    connectionFailed: /unable to connect to the target URL|connection refused/i.test(output),
    serverErrors: /\b5\d\d \([A-Za-z ]+\) - \d+ times/.exec(output)?.[0] ?? null,
  };
}

let app: FastifyInstance;
let database: Database;
let base: string;
let token: string;
let hotelId: number;
const workDir = mkdtempSync(join(tmpdir(), 'hx-sqlmap-'));
const targets: Target[] = [];

beforeAll(async () => {
  const webDir = join(workDir, 'web');
  // A stand-in for the built SPA, so the HTML answer and its headers exist without a web build.
  mkdirSync(webDir, { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="es"><title>x</title></html>');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST_DIR: webDir,
  });
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const user = await signUp(app);
  token = user.token;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<{ id: number }> => {
    const response = await app.inject({ method, url, headers: user.headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return json<{ id: number }>(response);
  };
  const hotel = (await call('POST', '/api/hotel/', { ...(await catalogueChoice(app)) })).id;
  hotelId = hotel;
  const contact = await call('POST', '/api/hotel/contact/', {
    hotels: [hotel],
    comercial_phone: '+34 910000001',
    comercial_email: 'ventas@example.com',
    operative_phone: '+34 910000002',
    operative_email: 'recepcion@example.com',
    administrative_phone: '+34 910000003',
    administrative_email: 'admin@example.com',
  });
  const method = await call('POST', '/api/facturation/payment-method/', {
    kind: 'virtual_card',
    label: 'Tarjeta',
    holder: null,
    iban: null,
    bic: null,
  });
  const ratesBase = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = await call('POST', ratesBase, { name: 'Contrato' });
  await call('POST', `${ratesBase}${contract.id}/rates/`, rateBody());
  const opinion = await call('POST', `/api/hotel/${hotel}/director-opinion/`, {
    area: 'hotel',
    text: 'Muy bien situado',
  });
  const year = new Date().getFullYear();
  const hotelPatch = {
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28001',
    check_in_start: '14:00',
  };
  const paymentMethod = { kind: 'virtual_card', label: 'Tarjeta', holder: '', iban: '', bic: '' };
  // Every body is first sent as is: the scan starts from an answer that succeeds.
  await call('PATCH', `/api/hotel/${hotel}`, hotelPatch);
  await call('PUT', `/api/facturation/payment-method/${method.id}/`, paymentMethod);

  const mark = (body: Record<string, unknown>, keys: string[]) =>
    JSON.stringify(body).replace(new RegExp(`"(${keys.join('|')})":"([^"]*)"`, 'g'), '"$1":"$2*"');
  targets.push(
    { name: 'autocomplete', url: `/api/catalogue/hotels?q=hotel*&count=10*&language=es*` },
    { name: 'hotel', url: `/api/hotel/${hotel}*` },
    { name: 'hotel location', url: `/api/hotel/${hotel}*/location` },
    { name: 'opinion', url: `/api/hotel/${hotel}*/director-opinion/${opinion.id}*` },
    { name: 'reference type', url: '/api/hotel/type/1*' },
    { name: 'contact', url: `/api/hotel/contact/${contact.id}*/` },
    { name: 'payment method', url: `/api/facturation/payment-method/${method.id}*/` },
    { name: 'billing data', url: `/api/facturation/data/${user.userId}*/` },
    { name: 'rate contracts', url: `/api/rates/contracts/${user.userId}*/${hotel}*/` },
    {
      name: 'rate calendar',
      url: `/api/rates/contracts/calendar/${user.userId}/${hotel}*/${year}*/?contract=${contract.id}*&kind=rate*`,
    },
    { name: 'reverse geocoding', url: '/api/geo/reverse?lat=40.4168*&lon=-3.7038*' },
    {
      name: 'hotel patch (JSON)',
      url: `/api/hotel/${hotel}`,
      method: 'PATCH',
      data: mark(hotelPatch, ['address', 'city', 'postal_code']),
    },
    {
      name: 'payment method put (JSON)',
      url: `/api/facturation/payment-method/${method.id}/`,
      method: 'PUT',
      data: mark(paymentMethod, ['kind', 'label']),
    },
    {
      name: 'opinion patch (JSON)',
      url: `/api/hotel/${hotel}/director-opinion/${opinion.id}`,
      method: 'PATCH',
      data: mark({ text: 'Muy bien situado' }, ['text']),
    },
    {
      // Each probe may create a hotel: a throw-away database, and hotels have no per-user limit.
      name: 'hotel post (JSON)',
      url: '/api/hotel/',
      method: 'POST',
      data: mark({ ...(await catalogueChoice(app)) }, ['name', 'raw_code', 'code']),
    },
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('sqlmap', () => {
  it('is installed (apt-get install sqlmap): the scan never silently skips', () => {
    expect(existsSync(SQLMAP), `${SQLMAP} is missing: apt-get install sqlmap`).toBe(true);
  });

  it('detects a deliberately injectable route (the scan and its parsing can fail)', async () => {
    const pglite = new PGlite();
    await pglite.exec(
      "create table items (id int primary key, name text); insert into items values (1, 'uno');",
    );
    const control = Fastify({ logger: false });
    control.get('/items', async (request, reply) => {
      const { id } = request.query as { id?: string };
      try {
        // Concatenated on purpose: this route exists only to be found by the scanner.
        const result = await pglite.query<{ name: string }>(`select name from items where id = ${id}`);
        return { names: result.rows.map((row) => row.name) };
      } catch {
        return reply.status(500).send({ detail: 'error' });
      }
    });
    await control.listen({ host: '127.0.0.1', port: 0 });
    const address = control.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const result = await runSqlmap(['-u', `http://127.0.0.1:${port}/items?id=1`], join(workDir, 'control'));
      const found = verdict(result.output);
      expect(found.identified, result.output).toBe(true);
      expect(found.injectable, result.output).toContain('id');
    } finally {
      await control.close();
      await pglite.close();
    }
  }, 120_000);

  it('finds no injectable parameter in the app (GET paths and queries, JSON bodies)', async () => {
    expect(targets.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    const summary: string[] = [];
    for (const [index, target] of targets.entries()) {
      const args = [
        '-u',
        `${base}${target.url}`,
        '-H',
        `Authorization: Token ${token}`,
        '-H',
        'Accept-Language: es',
        ...(target.method ? [`--method=${target.method}`] : []),
        ...(target.data ? [`--data=${target.data}`] : []),
      ];
      const result = await runSqlmap(args, join(workDir, `scan-${index}`));
      const found = verdict(result.output);
      const tail = result.output.split('\n').slice(-25).join('\n');
      const tested = result.output.match(/testing for SQL injection on/g)?.length ?? 0;
      const codes = /HTTP error codes detected during run:\n([^[]*)/.exec(result.output)?.[1]?.trim();
      summary.push(
        `${target.name}: ${tested} parameters tested${codes ? ` (${codes.replaceAll('\n', ', ')})` : ''}`,
      );
      if (found.connectionFailed) failures.push(`${target.name}: sqlmap could not connect\n${tail}`);
      else if (found.identified || found.injectable.length > 0)
        failures.push(`${target.name}: injectable ${found.injectable.join(', ')}\n${tail}`);
      else if (!found.tested) failures.push(`${target.name}: sqlmap did not finish its tests\n${tail}`);
      else if (found.serverErrors)
        failures.push(`${target.name}: server errors (${found.serverErrors})\n${tail}`);
    }
    console.info(`sqlmap, ${targets.length} targets:\n${summary.join('\n')}`);
    expect(failures).toEqual([]);
    // The token stayed valid throughout: the scan probed the authenticated routes, not a 401.
    const hotels = await fetch(`${base}/api/hotel/`, { headers: { authorization: `Token ${token}` } });
    expect(hotels.status).toBe(200);
  }, 600_000);
});

describe('security headers', () => {
  const expectHardened = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  };

  it('harden an API answer, an API error and the HTML of the SPA', async () => {
    const api = await fetch(`${base}/api/health`);
    expect(api.status).toBe(200);
    expectHardened(api);

    const missing = await fetch(`${base}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expectHardened(missing);

    const unauthorised = await fetch(`${base}/api/hotel/`);
    expect(unauthorised.status).toBe(401);
    expectHardened(unauthorised);

    const html = await fetch(`${base}/dash/hotel`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expectHardened(html);
  });

  // Issue 18: private answers are never stored; errors neither; public reference lists may be.
  it('mark private and error API answers no-store over a real socket, reference lists public', async () => {
    const headers = { authorization: `Token ${token}` };
    for (const url of [`${base}/api/hotel/${hotelId}`, `${base}/api/facturation/payment-method/`]) {
      const response = await fetch(url, { headers });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
    for (const url of [`${base}/api/hotel/`, `${base}/api/nothing-here`, `${base}/api/hotel/%zz`]) {
      expect((await fetch(url)).headers.get('cache-control'), url).toBe('no-store');
    }
    expect((await fetch(`${base}/api/hotel/language`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });
});

describe('canonical path ids over a real socket', () => {
  // Raw URLs as a scanner sends them: each other spelling of the real id names nothing (404).
  it('answers the hotel on its canonical id only', async () => {
    const headers = { authorization: `Token ${token}` };
    expect((await fetch(`${base}/api/hotel/${hotelId}`, { headers })).status).toBe(200);
    for (const spelling of [
      `0${hotelId}`,
      `+${hotelId}`,
      `${hotelId}.0`,
      `${hotelId}e0`,
      `0x${hotelId.toString(16)}`,
      `%20${hotelId}`,
      `${hotelId}%20`,
      `${hotelId + 4_294_967_296}`,
    ]) {
      const response = await fetch(`${base}/api/hotel/${spelling}/`, { headers });
      expect(response.status, spelling).toBe(404);
    }
  });
});
