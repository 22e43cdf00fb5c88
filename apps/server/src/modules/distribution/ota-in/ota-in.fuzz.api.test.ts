/**
 * Property-based fuzzing of OTA in (POST /api/distribution/ota, decision 029), the one write route
 * whose body is XML: the JSON fuzzer of docs/decisions/014-fuzzing.md excludes it, and this suite
 * mutates XML instead. From a valid OTA_HotelRateAmountNotifRQ and OTA_HotelAvailNotifRQ of a
 * hotel with room types and a rate (ota.test-helpers.ts), sent with an ari:write key of that hotel
 * under a fresh EchoToken each run, fast-check drops and duplicates elements and attributes,
 * replaces attribute values (arbitrary text, huge numbers, negative amounts, bad dates, another
 * hotel's codes, enum near misses, control characters), adds attributes and text, then may
 * truncate the document, insert a control character or a DOCTYPE / entity fragment, or change the
 * XML declaration. Properties, on every run:
 * - never a 5xx;
 * - HTTP 200 with the matching OTA `…RS` carrying exactly one of `<Success/>` and `<Errors>` (with
 *   at least one Error), its outcome header agreeing; or 400 / 413 / 415 in the house JSON shape
 *   with catalogue messages of the answered language;
 * - an answer that is not Success changed nothing: every table (ARI rows, distribution_changes,
 *   webhook deliveries, stored OTA answers…) is fingerprinted before and after, except `api_keys`
 *   (each use counts on the key) and the tables the write-route fuzzer excludes;
 * - a message naming another hotel, or its room types or rate plans, in place of ours is never
 *   applied (that hotel's rows are in the fingerprint too).
 * Seeds are fixed (FUZZ_SEED overrides the base, OTA_FUZZ_RUNS the runs); fast-check prints seed
 * and path on failure.
 */
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { changedTables, type Fingerprint, fingerprint, listTables } from '../../../test/fuzz/support.ts';
import {
  amountMessage,
  availNotifRq,
  type OtaHotel,
  otaDay,
  otaHotel,
  otaYear,
  personRate,
  rateAmountRq,
  statusControl,
} from '../../../test/ota.ts';
import { otaSchemaErrors } from '../../../test/ota-schema.ts';
import { children, type OtaNode, parseOtaMessage } from '../ota/index.ts';

/**
 * Runs per message kind. Measured 2026-11-25 on the shared 2-core machine, 100 runs of each:
 * PGlite 16 s of tests (22 s with start-up), PostgreSQL 12 s (22 s).
 */
const RUNS = Number(process.env.OTA_FUZZ_RUNS ?? 100);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

let t: TestApp;
let ctx: OtaHotel;
/** Another hotel, which the key does not reach: its code, room types and rate plans are hostile values. */
let other: OtaHotel;
let tables: string[];
let lastFingerprint: Fingerprint | undefined;

type Kind = 'rates' | 'avail';
const ANSWER_ROOT: Record<Kind, string> = {
  rates: 'OTA_HotelRateAmountNotifRS',
  avail: 'OTA_HotelAvailNotifRS',
};

interface KindStats {
  runs: number;
  success: number;
  errors: number;
  /** Runs whose message named another hotel's codes in place of ours. */
  foreign: number;
  statuses: Record<string, number>;
}
const stats = new Map<Kind, KindStats>();

beforeAll(async () => {
  t = await createTestApp();
  ctx = await otaHotel(t.app);
  other = await otaHotel(t.app);
  tables = (await listTables(t.app)).filter((table) => table !== 'api_keys');
}, 120_000);

afterAll(async () => {
  console.log(
    `OTA in fuzz summary (${process.env.TEST_DB}): ${[...stats.entries()]
      .map(
        ([kind, s]) =>
          `${kind}: ${s.runs} runs, ${s.success} success, ${s.errors} errors, ${s.foreign} naming another hotel, ${JSON.stringify(s.statuses)}`,
      )
      .join('; ')}`,
  );
  await t?.close();
});

/** The valid message of each kind: prices with extra guests and meals; allotments, stop sale and stays. */
function validMessage(kind: Kind, token: string): string {
  const d = otaDay;
  if (kind === 'rates') {
    const guests =
      '<AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="25.50"/></AdditionalGuestAmounts><MealsIncluded MealPlanCodes="12"/>';
    return rateAmountRq(
      ctx,
      token,
      amountMessage(d(7, 1), d(7, 3), ctx.double, `${ctx.rate}-HB`, personRate('100.00', '181.00', guests)) +
        amountMessage(d(8, 1), d(8, 1), ctx.single, `${ctx.rate}-BB`, personRate('60.10', '120.20')),
    );
  }
  // Minimum and maximum stay together, so that a maximum a fuzzed message applied before never
  // makes the valid message's minimum refused once merged.
  return availNotifRq(
    ctx,
    token,
    `<AvailStatusMessage BookingLimit="4">${statusControl(d(7, 1), d(7, 3), ctx.double, undefined)}</AvailStatusMessage>` +
      `<AvailStatusMessage>${statusControl(d(7, 2), d(7, 2), ctx.double, undefined)}<RestrictionStatus Status="Close"/></AvailStatusMessage>` +
      `<AvailStatusMessage>${statusControl(d(7, 1), d(7, 4), undefined, `${ctx.rate}-BB`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2" TimeUnit="Day"/><LengthOfStay MinMaxMessageType="SetMaxLOS" Time="7" TimeUnit="Day"/></LengthsOfStay><RestrictionStatus Restriction="Arrival" Status="Close"/></AvailStatusMessage>`,
  );
}

// ---------------------------------------------------------------------------------------------
// The document as a tree to mutate (elements and attributes in order; our messages have no text)

interface Element {
  name: string;
  attributes: [string, string][];
  children: Element[];
  text?: string;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function parseTree(xml: string): Element {
  const parser = new SaxesParser();
  const stack: Element[] = [];
  let root: Element | undefined;
  parser.on('opentag', (tag) => {
    const element: Element = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as Record<string, string>),
      children: [],
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

function serialize(element: Element): string {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
  const content =
    (element.text === undefined ? '' : escapeXml(element.text)) + element.children.map(serialize).join('');
  return content
    ? `<${element.name}${attributes}>${content}</${element.name}>`
    : `<${element.name}${attributes}/>`;
}

const copy = (element: Element): Element => ({
  name: element.name,
  attributes: element.attributes.map(([name, value]) => [name, value]),
  children: element.children.map(copy),
  ...(element.text === undefined ? {} : { text: element.text }),
});

/** Every element under the root (not the root itself), with its parent, in document order. */
function descendants(root: Element): { element: Element; parent: Element }[] {
  const found: { element: Element; parent: Element }[] = [];
  const walk = (parent: Element) => {
    for (const element of parent.children) {
      found.push({ element, parent });
      walk(element);
    }
  };
  walk(root);
  return found;
}

function allElements(root: Element): Element[] {
  return [root, ...descendants(root).map((entry) => entry.element)];
}

function allAttributes(root: Element): { element: Element; index: number }[] {
  return allElements(root).flatMap((element) => element.attributes.map((_, index) => ({ element, index })));
}

// ---------------------------------------------------------------------------------------------
// Mutations

type TreeMutation =
  | { kind: 'dropElement'; at: number }
  | { kind: 'duplicateElement'; at: number }
  | { kind: 'dropAttribute'; at: number }
  | { kind: 'duplicateAttribute'; at: number }
  | { kind: 'replaceValue'; at: number; value: string }
  | { kind: 'addAttribute'; at: number; name: string; value: string }
  | { kind: 'addText'; at: number; text: string }
  | { kind: 'foreignCode'; at: number; pick: number };

type TextMutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'insert'; at: number; fragment: string }
  | { kind: 'declaration'; declaration: string };

interface Case {
  language: string;
  contentType: string;
  tree: TreeMutation[];
  text?: TextMutation;
}

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\u202e',
];

const DOCTYPE_FRAGMENTS = [
  '<!DOCTYPE OTA_HotelRateAmountNotifRQ>',
  '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;">]>',
  '<!ENTITY x "x">',
  '<! doctype x>',
  '<!DoCtYpE',
  '&x;',
  '&lol1;',
  '&#0;',
  '&#x1F;',
  '&#xD800;',
  '<![CDATA[<Rate/>]]>',
  ']]>',
  '<!-- - -->',
  '<?xml version="1.0"?>',
  '<?php echo 1; ?>',
  '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd"/>',
  '<__proto__/>',
  '<constructor a="1"/>',
  '</RateAmountMessages>',
  '<',
  '"',
];

/** A value for any attribute: the kinds of wrong a channel manager (or an attacker) sends. */
function valueArbitrary(): fc.Arbitrary<string> {
  const y = otaYear;
  return fc.oneof(
    // Arbitrary text, unicode included.
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.integer().map(String),
    fc.double().map(String),
    // Huge and odd numbers.
    fc.constantFrom(
      '1e308',
      '-1e308',
      '99999999999999999999999999999',
      '2147483648',
      '9007199254740993',
      '1E3',
      '0x10',
      'Infinity',
      'NaN',
      '-0',
      '007',
      '9'.repeat(400),
    ),
    // Negative and malformed amounts.
    fc.constantFrom(
      '-1',
      '-0.01',
      '-99999999.99',
      '0',
      '0.001',
      '1,50',
      ' 10 ',
      '+5',
      '1.2.3',
      '€10',
      '10 EUR',
    ),
    // Bad dates, reversed and out-of-years ranges.
    fc.constantFrom(
      `${y}-02-30`,
      `${y}-13-01`,
      `${y}-00-10`,
      `${y}-07-32`,
      `${y}_07_01`,
      `${y}-7-1`,
      `${y}-07-01T00:00:00Z`,
      `${y + 10}-07-01`,
      `${y - 5}-07-01`,
      `${y - 1}-01-01`,
      `${y}-12-31`,
      otaDay(6, 1),
      '0000-01-01',
      '9999-12-31',
      '',
      ' ',
      'yesterday',
    ),
    // Another hotel's codes, and near misses of ours.
    fc
      .constantFrom(
        'other-code',
        'other-double',
        'other-single',
        'other-rate-bb',
        'our-rate-xx',
        'our-rate',
        'our-rate-lower',
        'our-code-lower',
      )
      .map(
        (which) =>
          ({
            'other-code': other.code,
            'other-double': String(other.double),
            'other-single': String(other.single),
            'other-rate-bb': `${other.rate}-BB`,
            'our-rate-xx': `${ctx.rate}-XX`,
            'our-rate': String(ctx.rate),
            'our-rate-lower': `${ctx.rate}-bb`,
            'our-code-lower': ctx.code.toLowerCase(),
          })[which] ?? '',
      ),
    // Enumerations, right and wrong.
    fc.constantFrom(
      'Open',
      'Close',
      'close',
      'Arrival',
      'Departure',
      'Master',
      'SetMinLOS',
      'SetMaxLOS',
      'SetForwardMinStay',
      'Day',
      'Week',
      'EUR',
      'USD',
      'eur',
      '1',
      '2',
      '3',
      '8',
      '10',
      '12',
      '99',
    ),
    // Control characters, long text, markup.
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.constantFrom(
      'x'.repeat(10_000),
      '<Rate/>',
      '"><x>',
      '&amp;',
      "'; drop table rate_prices; --",
      '../../etc/passwd',
    ),
  );
}

const ATTRIBUTE_NAMES = [
  'Start',
  'End',
  'InvTypeCode',
  'RatePlanCode',
  'HotelCode',
  'BookingLimit',
  'Status',
  'Restriction',
  'MinMaxMessageType',
  'Time',
  'TimeUnit',
  'NumberOfGuests',
  'AmountAfterTax',
  'AmountBeforeTax',
  'CurrencyCode',
  'AgeQualifyingCode',
  'MaxAge',
  'Amount',
  'MealPlanCodes',
  'EchoToken',
  'Mon',
  'Sat',
  'xmlns',
  'xmlns:ota',
  'Unknown',
];

function caseArbitrary(): fc.Arbitrary<Case> {
  const at = fc.nat();
  const value = valueArbitrary();
  const tree: fc.Arbitrary<TreeMutation> = fc.oneof(
    fc.record({ kind: fc.constant('dropElement' as const), at }),
    fc.record({ kind: fc.constant('duplicateElement' as const), at }),
    fc.record({ kind: fc.constant('dropAttribute' as const), at }),
    fc.record({ kind: fc.constant('duplicateAttribute' as const), at }),
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('replaceValue' as const), at, value }) },
    fc.record({
      kind: fc.constant('addAttribute' as const),
      at,
      name: fc.constantFrom(...ATTRIBUTE_NAMES),
      value,
    }),
    fc.record({ kind: fc.constant('addText' as const), at, text: value }),
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('foreignCode' as const), at, pick: fc.nat() }) },
  );
  const text: fc.Arbitrary<TextMutation> = fc.oneof(
    fc.record({ kind: fc.constant('truncate' as const), at }),
    fc.record({
      kind: fc.constant('insert' as const),
      at,
      fragment: fc.oneof(fc.constantFrom(...CONTROL_CHARACTERS), fc.constantFrom(...DOCTYPE_FRAGMENTS)),
    }),
    fc.record({
      kind: fc.constant('declaration' as const),
      declaration: fc.constantFrom(
        '',
        '<?xml version="1.1" encoding="UTF-8"?>',
        '<?xml version="1.0" encoding="UTF-16"?>',
        '<?xml version="1.0" encoding="ISO-8859-1"?>',
        '\ufeff<?xml version="1.0" encoding="UTF-8"?>',
        ' <?xml version="1.0"?>',
        `${DECLARATION}${DECLARATION}`,
      ),
    }),
  );
  return fc.record({
    language: fc.constantFrom('es', 'en'),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/xml') },
      { weight: 3, arbitrary: fc.constant('text/xml') },
      { weight: 2, arbitrary: fc.constant('application/xml; charset=utf-8') },
      fc.constantFrom('text/plain', 'application/json', 'application/x-www-form-urlencoded'),
    ),
    // None now and then: the valid message, after whatever the earlier runs applied.
    tree: fc.oneof(
      { weight: 1, arbitrary: fc.constant([] as TreeMutation[]) },
      { weight: 8, arbitrary: fc.array(tree, { minLength: 1, maxLength: 3 }) },
    ),
    // A text-level mutation in a third of the runs: most of them end in 400 before any rule.
    text: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: text }),
  });
}

function applyTree(root: Element, mutation: TreeMutation): void {
  const nodes = descendants(root);
  const attributes = allAttributes(root);
  const elements = allElements(root);
  switch (mutation.kind) {
    case 'dropElement':
    case 'duplicateElement': {
      const target = nodes[mutation.at % Math.max(nodes.length, 1)];
      if (!target) return;
      const index = target.parent.children.indexOf(target.element);
      if (mutation.kind === 'dropElement') target.parent.children.splice(index, 1);
      else target.parent.children.splice(index + 1, 0, copy(target.element));
      return;
    }
    case 'dropAttribute':
    case 'duplicateAttribute':
    case 'replaceValue': {
      const target = attributes[mutation.at % Math.max(attributes.length, 1)];
      if (!target) return;
      const attribute = target.element.attributes[target.index] as [string, string];
      if (mutation.kind === 'dropAttribute') target.element.attributes.splice(target.index, 1);
      else if (mutation.kind === 'duplicateAttribute')
        target.element.attributes.push([attribute[0], attribute[1]]);
      else attribute[1] = mutation.value;
      return;
    }
    case 'foreignCode': {
      const codes = attributes.filter(
        ({ element, index }) => foreignCodes()[element.attributes[index]?.[0] ?? ''] !== undefined,
      );
      const target = codes[mutation.at % Math.max(codes.length, 1)];
      if (!target) return;
      const attribute = target.element.attributes[target.index] as [string, string];
      const values = foreignCodes()[attribute[0]] ?? [];
      attribute[1] = values[mutation.pick % values.length] ?? attribute[1];
      return;
    }
    case 'addAttribute':
    case 'addText': {
      const target = elements[mutation.at % elements.length] as Element;
      if (mutation.kind === 'addAttribute') target.attributes.push([mutation.name, mutation.value]);
      else target.text = mutation.text;
      return;
    }
  }
}

/** The other hotel's code, room types and rate plans, by the attribute that names them. */
function foreignCodes(): Record<string, string[]> {
  return {
    HotelCode: [other.code],
    InvTypeCode: [String(other.double), String(other.single)],
    RatePlanCode: [`${other.rate}-BB`, `${other.rate}-HB`],
  };
}

/**
 * Whether the body names the other hotel, its room types or rate plans where the reader reads
 * them: a foreign code put in place of ours (an attribute added elsewhere may legitimately be
 * ignored, so cases with added attributes do not count) and still in the text sent.
 */
function namesAnotherHotel(request: Case, body: string): boolean {
  if (!request.tree.some((mutation) => mutation.kind === 'foreignCode')) return false;
  if (request.tree.some((mutation) => mutation.kind === 'addAttribute')) return false;
  return Object.entries(foreignCodes()).some(([name, values]) =>
    values.some((value) => body.includes(` ${name}="${escapeXml(value)}"`)),
  );
}

function applyText(xml: string, mutation: TextMutation | undefined): string {
  if (!mutation) return xml;
  switch (mutation.kind) {
    case 'truncate':
      return xml.slice(0, mutation.at % xml.length);
    case 'insert': {
      const at = mutation.at % (xml.length + 1);
      return xml.slice(0, at) + mutation.fragment + xml.slice(at);
    }
    case 'declaration':
      return mutation.declaration + xml.slice(DECLARATION.length);
  }
}

/** A message key left untranslated (`ota.errors.hotel_unknown`). */
const RAW_KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

let run = 0;

/** Sends one case; answers the problems found (empty: every property holds). */
async function exercise(kind: Kind, request: Case): Promise<string[]> {
  run += 1;
  const token = `fuzz-${kind}-${run}-${randomBytes(6).toString('hex')}`;
  const valid = validMessage(kind, token);
  const root = parseTree(valid);
  for (const mutation of request.tree) applyTree(root, mutation);
  const body = applyText(`${DECLARATION}${serialize(root)}`, request.text);

  const before = lastFingerprint ?? (await fingerprint(t.app, tables));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/distribution/ota',
    headers: {
      ...ctx.writer.headers,
      'content-type': request.contentType,
      'accept-language': request.language,
    },
    payload: body,
  });
  const status = response.statusCode;
  const kindStats = stats.get(kind) ?? { runs: 0, success: 0, errors: 0, foreign: 0, statuses: {} };
  kindStats.runs += 1;
  kindStats.statuses[status] = (kindStats.statuses[status] ?? 0) + 1;
  stats.set(kind, kindStats);

  const problems: string[] = [];
  const foreign = namesAnotherHotel(request, body);
  if (foreign) kindStats.foreign += 1;
  let success = false;
  if (status >= 500) problems.push(`${status}: ${response.body.slice(0, 500)}`);
  else if (status === 200) {
    if (!String(response.headers['content-type']).startsWith('application/xml'))
      problems.push(`200 answered ${response.headers['content-type']}`);
    let message: OtaNode | undefined;
    try {
      message = parseOtaMessage(response.body, [ANSWER_ROOT[kind]]).message;
    } catch (error) {
      problems.push(`200 is not an ${ANSWER_ROOT[kind]}: ${String(error)}`);
    }
    if (message) {
      success = 'Success' in message;
      const errors = children(message.Errors as OtaNode | undefined, 'Error');
      const outcome = response.headers['x-ota-outcome'];
      const hasErrors = 'Errors' in message;
      if (success === hasErrors) problems.push('not exactly one of Success and Errors');
      if (!success && errors.length === 0) problems.push('Errors without an Error');
      for (const error of errors) {
        // The code's meaning as ShortText, the sentence as text: never a raw message key.
        const text = String(error['#text'] ?? '');
        if (typeof error['@Code'] !== 'string' || !text || !error['@ShortText'])
          problems.push('an Error without its code, short text or text');
        if (RAW_KEY.test(text)) problems.push(`an Error's text is a raw key: ${text}`);
      }
      // Every answer is valid against the 2015B schema of its root (issue 30 item 1).
      problems.push(...otaSchemaErrors(response.body));
      if (success ? outcome !== 'applied' && outcome !== 'duplicate' : outcome !== 'refused')
        problems.push(`outcome ${outcome} for ${success ? 'Success' : 'Errors'}`);
      if (success && response.headers['x-ota-outcome'] === 'applied' && foreign)
        problems.push("another hotel's code was applied");
      if (success) kindStats.success += 1;
      else kindStats.errors += 1;
    }
  } else if (status === 400 || status === 413 || status === 415) {
    // Not an OTA message we read: still an OTA document (its …RS or OTA_ErrorRS), valid.
    if (!String(response.headers['content-type']).startsWith('application/xml'))
      problems.push(`${status} answered ${response.headers['content-type']}`);
    if (!/<(OTA_ErrorRS|OTA_Hotel\w+NotifRS) xmlns=/.test(response.body))
      problems.push(`${status} is not an OTA answer: ${response.body.slice(0, 200)}`);
    problems.push(...otaSchemaErrors(response.body));
  } else problems.push(`unexpected status ${status}`);

  // A success may write: its "after" is taken lazily, as the next run's "before".
  lastFingerprint = success ? undefined : await fingerprint(t.app, tables);
  if (!success) {
    const changed = changedTables(before, lastFingerprint as Fingerprint);
    if (changed.length) problems.push(`not a Success, but changed ${changed.join(', ')}`);
  }
  if (problems.length)
    problems.unshift(`${status} for ${body.slice(0, 2000)}\n→ ${response.body.slice(0, 1000)}`);
  return problems;
}

function seedOf(kind: Kind): number {
  return (BASE_SEED ^ createHash('sha256').update(`ota-in ${kind}`).digest().readInt32BE(0)) | 0;
}

describe('OTA in fuzzing', () => {
  it.each(['rates', 'avail'] as const)(
    'the valid %s message applies (the base of the mutations)',
    async (kind) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/distribution/ota',
        headers: { ...ctx.writer.headers, 'content-type': 'application/xml' },
        payload: validMessage(kind, `valid-${kind}-${randomBytes(6).toString('hex')}`),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-ota-outcome'], response.body).toBe('applied');
      lastFingerprint = undefined;
    },
  );

  it.each(['rates', 'avail'] as const)(
    'mutated %s messages: never a 5xx, an OTA answer or a house 4xx, and nothing written unless Success',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(), async (request) => {
          const problems = await exercise(kind, request);
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { numRuns: RUNS, seed: seedOf(kind) },
      );
    },
    180_000,
  );

  it("reached every kind of answer (Success, Errors, 400) and named another hotel's codes, for both messages", () => {
    for (const kind of ['rates', 'avail'] as const) {
      const s = stats.get(kind);
      expect(s?.runs, kind).toBe(RUNS);
      expect(s?.success, `${kind}: Success answers`).toBeGreaterThan(0);
      expect(s?.errors, `${kind}: Errors answers`).toBeGreaterThan(0);
      expect(s?.statuses[400], `${kind}: 400 answers`).toBeGreaterThan(0);
      expect(s?.foreign, `${kind}: messages naming another hotel`).toBeGreaterThan(0);
    }
  });
});
