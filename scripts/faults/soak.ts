/**
 * Issue 8 item 9, soak: the server (a child process on PGlite, the embedded default) takes a
 * bounded run of mixed reads and writes at steady concurrency (autocannon, loopback only):
 * lists, a hotel, the autocomplete, the calendar; contacts created and deleted again, the hotel
 * patched, the calendar saved. Zero errors and zero non-2xx answers are required, and the
 * resident memory of the server, sampled every two seconds, must stay flat: after a warm-up, the
 * last quarter may not exceed the first quarter by more than 20 % and 40 MiB together.
 * The figures are printed and written to bench/results/soak-<date>.md.
 *
 *   SOAK_SECONDS=150 node --import tsx scripts/faults/soak.ts     (default 120 s)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Checks, createHotel, isMain, ROOT, request, Server, signUp, sleep, tempDir } from './lib.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CONNECTIONS = 10;
const SAMPLE_MS = 2000;
/** Samples before this share of the run are the warm-up (JIT, caches, pools) and not judged. */
const WARM_UP_SHARE = 0.2;
const GROWTH_SHARE_MAX = 0.2;
const GROWTH_MIB_MAX = 40;

export interface SoakFigures {
  database: string;
  seconds: number;
  connections: number;
  requests: number;
  reads: number;
  writes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rssStartMiB: number;
  rssEndMiB: number;
  rssMaxMiB: number;
  rssWarmMiB: number;
  rssGrowthMiB: number;
  samples: number;
  report: string;
  failures: string[];
}

/** What autocannon keeps per connection: the contact it created last, for its DELETE. */
interface Context {
  contact?: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const round = (value: number) => Math.round(value * 10) / 10;

export async function soak(): Promise<SoakFigures> {
  const checks = new Checks();
  const dataDir = tempDir('soak');
  const server = new Server({ port: 33031, dataDir });
  try {
    await server.start();
    const user = await signUp(server.base, 'soak');
    const hotel = await createHotel(server.base, user);
    const second = await createHotel(server.base, user);
    const ratesBase = `/api/rates/contracts/${user.id}/${hotel}/`;
    const contract = await request(server.base, 'POST', ratesBase, {
      headers: user.headers,
      body: { name: 'Contrato soak' },
    });
    const contractId = (contract.body as { id: number }).id;
    const rate = await request(server.base, 'POST', `${ratesBase}${contractId}/rates/`, {
      headers: user.headers,
      body: {
        kind: 'rate',
        name: 'Temporada alta',
        rateType: 'net',
        priceRoomType: 'room',
        currency: 'EUR',
        method: 'hotel',
        quotaType: 'allotment_release',
        releaseDays: 7,
        market: { all: true, markets: [] },
        childsAge: 12,
        infantAge: 3,
        babyAge: 1,
        expenditureChange: ['names'],
        expenditureCancellation: 'd2',
      },
    });
    if (rate.status !== 201) throw new Error(`rate: ${rate.status} ${JSON.stringify(rate.body)}`);
    const rateId = (rate.body as { id: number }).id;
    const year = new Date().getFullYear() + 1;
    const calendar = `/api/rates/contracts/calendar/${user.id}/${hotel}/${year}/`;

    const json = { ...user.headers, 'content-type': 'application/json' };
    const contact = JSON.stringify({
      hotels: [hotel, second],
      comercial_phone: '+34 910000001',
      comercial_email: 'ventas@example.com',
      operative_phone: '+34 910000002',
      operative_email: 'recepcion@example.com',
      administrative_phone: '+34 910000003',
      administrative_email: 'admin@example.com',
    });
    let writes = 0;
    let reads = 0;
    const count = (kind: 'read' | 'write') => () => {
      if (kind === 'read') reads++;
      else writes++;
    };
    let day = 0;
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/hotel/', headers: user.headers, onResponse: count('read') },
      { method: 'GET', path: `/api/hotel/${hotel}`, headers: user.headers, onResponse: count('read') },
      { method: 'GET', path: '/api/catalogue/hotels?q=hotel&count=20', onResponse: count('read') },
      {
        method: 'POST',
        path: '/api/hotel/contact/',
        headers: json,
        body: contact,
        onResponse: (status, body, context) => {
          writes++;
          if (status === 201) (context as Context).contact = (JSON.parse(body) as { id: number }).id;
        },
      },
      { method: 'GET', path: '/api/hotel/contact/', headers: user.headers, onResponse: count('read') },
      {
        method: 'DELETE',
        path: '/api/hotel/contact/0/',
        headers: user.headers,
        // Each connection deletes the contact it created: the table stays the same size all along.
        setupRequest: (req, context) => ({
          ...req,
          path: `/api/hotel/contact/${(context as Context).contact}/`,
        }),
        onResponse: count('write'),
      },
      {
        method: 'PATCH',
        path: `/api/hotel/${hotel}`,
        headers: json,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ address: `Calle Mayor ${(day % 200) + 1}`, city: 'Madrid' }),
        }),
        onResponse: count('write'),
      },
      {
        method: 'PUT',
        path: calendar,
        headers: json,
        // The rate's days of next year become a sliding window of a week: set semantics, bounded size.
        setupRequest: (req) => {
          day = (day + 1) % 300;
          const days = Array.from({ length: 7 }, (_, offset) => {
            const date = new Date(Date.UTC(year, 0, 1 + day + offset));
            return `${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, '0')}_${String(date.getUTCDate()).padStart(2, '0')}`;
          });
          return { ...req, body: JSON.stringify({ rates: [{ id: rateId, days }] }) };
        },
        onResponse: count('write'),
      },
      { method: 'GET', path: calendar, headers: user.headers, onResponse: count('read') },
    ];
    // Every request is tried once before the run: a broken one fails here, with its answer.
    const contactProbe = await request(server.base, 'POST', '/api/hotel/contact/', {
      headers: user.headers,
      body: JSON.parse(contact),
    });
    checks.check(
      contactProbe.status === 201,
      `contact probe: ${contactProbe.status} ${JSON.stringify(contactProbe.body)}`,
    );

    const rss: { at: number; mib: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      rss.push({ at: Date.now() - started, mib: server.rssMiB() });
    }, SAMPLE_MS);
    rss.push({ at: 0, mib: server.rssMiB() });
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
    });
    clearInterval(sampler);
    rss.push({ at: Date.now() - started, mib: server.rssMiB() });
    await sleep(0);

    const judged = rss.filter((sample) => sample.at >= SECONDS * 1000 * WARM_UP_SHARE);
    const quarter = Math.max(1, Math.floor(judged.length / 4));
    const warm = mean(judged.slice(0, quarter).map((sample) => sample.mib));
    const end = mean(judged.slice(-quarter).map((sample) => sample.mib));
    const growth = end - warm;
    const figures = {
      database: 'pglite',
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      reads,
      writes,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      rssStartMiB: round(rss[0]?.mib ?? 0),
      rssEndMiB: round(rss.at(-1)?.mib ?? 0),
      rssMaxMiB: round(Math.max(...rss.map((sample) => sample.mib))),
      rssWarmMiB: round(warm),
      rssGrowthMiB: round(growth),
      samples: rss.length,
    };
    checks.check(
      figures.errors === 0 && figures.timeouts === 0,
      `${figures.errors} errors, ${figures.timeouts} timeouts`,
    );
    checks.check(
      figures.non2xx === 0,
      `${figures.non2xx} answers were not 2xx: ${JSON.stringify(result.statusCodeStats)}`,
    );
    checks.check(figures.writes > 0 && figures.reads > 0, 'the mix did not run');
    checks.check(
      !(growth > warm * GROWTH_SHARE_MAX && growth > GROWTH_MIB_MAX),
      `resident memory grew from ${round(warm)} to ${round(end)} MiB after the warm-up`,
    );

    const date = new Date().toISOString().slice(0, 10);
    const report = join(ROOT, 'bench/results', `soak-${date}.md`);
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(report, markdown(figures, rss, checks.failures));
    return { ...figures, report, failures: checks.failures };
  } catch (error) {
    throw new Error(`soak: ${(error as Error).message}\n${server.tail()}`);
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function markdown(
  figures: Omit<SoakFigures, 'report' | 'failures'>,
  rss: { at: number; mib: number }[],
  failures: string[],
): string {
  const every = Math.max(1, Math.floor(rss.length / 12));
  return `# Soak, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

\`npm run test:faults\` (scripts/faults/soak.ts): one server process on ${figures.database}, loopback,
${figures.connections} connections for ${figures.seconds} s, each cycling through 9 requests: 5 reads (hotel list,
a hotel, autocomplete, contacts, rate calendar) and 4 writes (contact created, contact deleted,
hotel patched, calendar saved). Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end
(other work shares them: compare requests/s only between quiet runs).

| figure | value |
|---|---|
| requests | ${figures.requests} (${figures.reads} reads, ${figures.writes} writes) |
| requests/s | ${figures.rps} |
| latency p50 / p99 | ${figures.p50} ms / ${figures.p99} ms |
| errors / timeouts / non-2xx | ${figures.errors} / ${figures.timeouts} / ${figures.non2xx} |
| RSS start / end / max | ${figures.rssStartMiB} / ${figures.rssEndMiB} / ${figures.rssMaxMiB} MiB |
| RSS after warm-up → end (growth) | ${figures.rssWarmMiB} MiB → +${figures.rssGrowthMiB} MiB |
| verdict | ${failures.length === 0 ? 'pass' : `FAIL: ${failures.join('; ')}`} |

RSS samples (every ${(SAMPLE_MS * every) / 1000} s): ${rss
    .filter((_, index) => index % every === 0)
    .map((sample) => `${Math.round(sample.at / 1000)} s ${round(sample.mib)}`)
    .join(', ')} MiB.
`;
}

if (isMain(import.meta.filename)) {
  const figures = await soak();
  console.log(JSON.stringify({ ...figures, failures: figures.failures.length }, null, 2));
  for (const failure of figures.failures) console.error(`FAIL ${failure}`);
  process.exit(figures.failures.length > 0 ? 1 : 0);
}
