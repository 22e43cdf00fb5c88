/**
 * Building blocks of the write-route fuzzing suite (docs/decisions/014-fuzzing.md): hostile and
 * boundary values, the request-case arbitrary derived from a route's JSON schema (the OpenAPI
 * document generated from the zod schemas of packages/domain), the database fingerprint and the
 * translation oracle for 4xx answers.
 */
import { LANGUAGES, type Language } from '@hotel/domain';
import type { Catalogue } from '@hotel/i18n';
import { readCatalogue } from '@hotel/i18n/node';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { rows } from '../app.ts';

// ---------------------------------------------------------------------------------------------
// JSON schema (as @fastify/swagger publishes it from the zod schemas)

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  pattern?: string;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

export interface RouteContract {
  body?: JsonSchema;
  parameters: OpenApiParameter[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** The body and parameter schemas of every route, keyed 'METHOD /url/:param' like registeredRoutes. */
export async function routeContracts(app: FastifyInstance): Promise<Map<string, RouteContract>> {
  await app.ready();
  const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  const contracts = new Map<string, RouteContract>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      contracts.set(`${method.toUpperCase()} ${url}`, {
        body: operation.requestBody?.content?.['application/json']?.schema,
        parameters: operation.parameters ?? [],
      });
    }
  }
  return contracts;
}

/** A field of a body schema: its path (array items as index 0) and its own schema. */
export interface SchemaField {
  path: (string | number)[];
  schema: JsonSchema;
}

export function schemaFields(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
): SchemaField[] {
  if (!schema) return [];
  const fields: SchemaField[] = prefix.length > 0 ? [{ path: prefix, schema }] : [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    fields.push(...schemaFields(child, [...prefix, name]));
  }
  if (schema.items) fields.push(...schemaFields(schema.items, [...prefix, 0]));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    fields.push(...schemaFields(alternative, prefix).filter((field) => field.path.length > prefix.length));
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Values

const NUL = '\u0000';
const CONTROL = `${Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('')}\u007f`;

/** Strings that have broken servers before: NUL, controls, odd unicode, injections, paths. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '   \t\n ',
  NUL,
  `abc${NUL}def`,
  CONTROL,
  '\u202e\u0645\u0631\u062d\u0628\u0627', // right-to-left override and Arabic
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\ud83c\udfe8\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67', // emoji and ZWJ sequence
  '\ud800', // lone surrogate
  '\uffff\ufffe\ufeff',
  'Ωmega ñandú Москва 東京',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '{{max}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${process.exit(1)}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'errors.required',
  '1e309',
  'NaN',
  '-0',
  '0x10',
  'null',
  'true',
  '2147483648',
  '99999999999999999999999',
  'a'.repeat(10_000),
  '\u00e9'.repeat(3_000),
];

const HOSTILE_NUMBERS: number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-7,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of any JSON type, biased towards the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]], { id: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}')),
  },
);

function isType(schema: JsonSchema, type: string): boolean {
  return [schema.type ?? []].flat().includes(type);
}

/** The values at and just beyond the limits a schema states, and of the wrong type. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.nullable) values.push(null);
  if (schema.enum) {
    values.push(...schema.enum, 'X', String(schema.enum[0] ?? '').toUpperCase(), ` ${schema.enum[0]} `);
  }
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    values.push(...boundaryValues(alternative));
  }
  if (isType(schema, 'string')) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 1000;
    values.push('', ' '.repeat(Math.max(1, min)), 'a'.repeat(max), 'a'.repeat(max + 1), '\u00f1'.repeat(max));
    values.push(`${'a'.repeat(Math.max(0, max - 1))}${NUL}`, 'ab'.repeat(max + 1), 42, ['a'], { a: 'a' });
    if (min > 1) values.push('1'.repeat(min - 1), `+${'1'.repeat(min - 1)}`);
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const exclusive = schema.exclusiveMinimum === true;
    const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
    const max = schema.maximum;
    if (min !== undefined) values.push(min, min - 1, exclusive ? min + 1 : min + 0.5);
    if (max !== undefined) values.push(max, max + 1, max - 0.5);
    values.push(String(min ?? 1), '1', 1.5, -1, 1e300, [1], { value: 1 }, true);
  }
  if (isType(schema, 'boolean')) values.push('true', 1, 0, 'false', null);
  if (isType(schema, 'array')) {
    const item = schema.items ? boundaryValues(schema.items)[0] : 1;
    values.push(
      [],
      [item],
      Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => item),
      'a',
      { 0: item },
    );
    values.push(Array.from({ length: 2_000 }, (_, index) => index + 1));
  }
  if (isType(schema, 'object')) values.push({}, [], 'a', 1, null);
  return values;
}

// ---------------------------------------------------------------------------------------------
// Request cases

export type BodyMutation =
  | { kind: 'valid' }
  | { kind: 'fields'; changes: { path: (string | number)[]; value: unknown }[] }
  | { kind: 'drop'; path: (string | number)[] }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'replace'; value: unknown }
  | { kind: 'raw'; text: string };

export type ParamMutation =
  | { kind: 'hostile'; value: string; encode: boolean }
  | { kind: 'foreign' }
  | { kind: 'respelled'; spelling: number };

/**
 * Other spellings of the real id that `z.coerce.number` used to read as that id (issue 18): the
 * canonical-id rule answers each of them 404, never the resource (decision 023).
 */
export const RESPELLINGS: ((id: string) => string)[] = [
  (id) => `0${id}`,
  (id) => `00${id}`,
  (id) => `+${id}`,
  (id) => `%2B${id}`,
  (id) => `${id}.0`,
  (id) => `${id}e0`,
  (id) => `${id}E0`,
  (id) => `0x${Number(id).toString(16)}`,
  (id) => `%20${id}`,
  (id) => `${id}%20`,
  (id) => `%09${id}`,
  (id) => `${id}%0A`,
  (id) => `${id}.`,
  (id) => `${id}_`,
  (id) => `${encodeURIComponent('\u0660')}${id}`, // an Arabic-Indic zero before the id
  (id) => `${Number(id) + 4_294_967_296}`, // the id plus 2^32: never wrapped into range
];

export interface RequestCase {
  params: Record<string, ParamMutation>;
  body: BodyMutation;
  language: string | undefined;
  contentType: string | undefined;
  authorization: 'owner' | 'bogus';
}

const PARAM_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '+1',
  '01',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'abc',
  'null',
  '',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '1%00',
  '1;drop table hotels',
  "1' or '1'='1",
  '\u00f1',
  '\ud83c\udfe8',
  '1'.repeat(250),
];

export const LANGUAGE_HEADERS = [
  'es',
  'en',
  'es-ES,es;q=0.9,en;q=0.8',
  'en-GB,en;q=0.9',
  '*',
  '',
  'en;q=abc, es;q=0',
  'xx-YY',
  'fr-CA;q=0.5',
  'ru',
  ',,;;q=;',
  'a'.repeat(3_000),
];

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

const languageArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('es') },
  { weight: 6, arbitrary: fc.constant('en') },
  { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...LANGUAGE_HEADERS, undefined) },
  { weight: 1, arbitrary: fc.string({ unit: printable, maxLength: 40 }) },
);

const contentTypeArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'application/xml',
      'application/problem+json',
      'image/png',
      'application/JSON',
      ';;;',
    ),
  },
);

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'user',
  'user_id',
  'userId',
  'hotel',
  'hotel_id',
  'approbe_contract_perm',
  'is_staff',
  'status',
];

const RAW_BODIES = [
  '',
  '{',
  '}',
  'null',
  '[]',
  '"text"',
  '12',
  '{"a":}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `{"a":"${NUL}"}`,
  '{"a":"\\u0000"}',
  '\ufeff{}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'1'.repeat(400)}}`,
  'a=1&b=2',
];

/** One request against a route: which params, body fields and headers go wrong, and how. */
export function requestCaseArbitrary(
  contract: RouteContract,
  paramNames: string[],
): fc.Arbitrary<RequestCase> {
  const fields = schemaFields(contract.body);
  const fieldChange = fields.length
    ? fc
        .constantFrom(...fields)
        .chain((field) =>
          fc
            .oneof(
              { weight: 3, arbitrary: fc.constantFrom(...boundaryValues(field.schema), ...HOSTILE_STRINGS) },
              { weight: 2, arbitrary: hostileValue },
            )
            .map((value) => ({ path: field.path, value })),
        )
    : hostileValue.map((value) => ({ path: ['field'] as (string | number)[], value }));
  const body: fc.Arbitrary<BodyMutation> = fc.oneof(
    { weight: 2, arbitrary: fc.constant<BodyMutation>({ kind: 'valid' }) },
    {
      weight: 10,
      arbitrary: fc
        .array(fieldChange, { minLength: 1, maxLength: 3 })
        .map((changes): BodyMutation => ({ kind: 'fields', changes })),
    },
    {
      weight: fields.length ? 2 : 0,
      arbitrary: fields.length
        ? fc.constantFrom(...fields).map((field): BodyMutation => ({ kind: 'drop', path: field.path }))
        : fc.constant<BodyMutation>({ kind: 'valid' }),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
          value: hostileValue,
        })
        .map(({ key, value }): BodyMutation => ({ kind: 'extra', key, value })),
    },
    { weight: 2, arbitrary: hostileValue.map((value): BodyMutation => ({ kind: 'replace', value })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 60 }))
        .map((text): BodyMutation => ({ kind: 'raw', text })),
    },
  );
  const paramMutation: fc.Arbitrary<ParamMutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          value: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...PARAM_VALUES) },
            { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
            { weight: 1, arbitrary: fc.integer().map(String) },
          ),
          encode: fc.boolean(),
        })
        .map(({ value, encode }): ParamMutation => ({ kind: 'hostile', value, encode })),
    },
    { weight: 1, arbitrary: fc.constant<ParamMutation>({ kind: 'foreign' }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 0, max: RESPELLINGS.length - 1 })
        .map((spelling): ParamMutation => ({ kind: 'respelled', spelling })),
    },
  );
  const params: fc.Arbitrary<Record<string, ParamMutation>> = paramNames.length
    ? fc.option(
        fc
          .uniqueArray(fc.constantFrom(...paramNames), { minLength: 1, maxLength: paramNames.length })
          .chain((names) =>
            fc
              .tuple(...names.map(() => paramMutation))
              .map((mutations) =>
                Object.fromEntries(names.map((name, index) => [name, mutations[index] as ParamMutation])),
              ),
          ),
        { freq: 3, nil: {} },
      )
    : fc.constant({});
  return fc.record({
    params,
    body,
    language: languageArbitrary,
    contentType: contentTypeArbitrary,
    authorization: fc.oneof(
      { weight: 19, arbitrary: fc.constant<'owner'>('owner') },
      { weight: 1, arbitrary: fc.constant<'bogus'>('bogus') },
    ),
  });
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets a property as an own enumerable one, so that '__proto__' is sent as a key, not a prototype. */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

function setPath(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> =
    root !== null && typeof root === 'object'
      ? (root as Record<string, unknown>)
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  setOwn(container, head, setPath(container[head], rest, value));
  return container;
}

function dropPath(root: unknown, path: (string | number)[]): unknown {
  if (root === null || typeof root !== 'object' || path.length === 0) return root;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = root as Record<string | number, unknown>;
  if (rest.length === 0) delete container[head];
  else dropPath(container[head], rest);
  return root;
}

/** The payload text of a body mutation applied to the route's valid body (undefined: no body). */
export function payloadOf(mutation: BodyMutation, base: unknown): string | undefined {
  switch (mutation.kind) {
    case 'valid':
      return base === undefined ? undefined : JSON.stringify(base);
    case 'fields': {
      let body: unknown = clone(base) ?? {};
      for (const change of mutation.changes) body = setPath(body, change.path, change.value);
      return JSON.stringify(body);
    }
    case 'drop':
      return JSON.stringify(dropPath(clone(base) ?? {}, mutation.path));
    case 'extra': {
      const body = clone(base);
      const target = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
      setOwn(target as Record<string, unknown>, mutation.key, mutation.value);
      return JSON.stringify(target);
    }
    case 'replace':
      return JSON.stringify(mutation.value) ?? 'null';
    case 'raw':
      return mutation.text;
  }
}

/** A path parameter as it goes into the URL. */
export function paramText(
  mutation: ParamMutation | undefined,
  real: number | string | undefined,
  foreign: number | string | undefined,
): string {
  if (!mutation) return String(real);
  if (mutation.kind === 'foreign') return String(foreign);
  if (mutation.kind === 'respelled') return (RESPELLINGS[mutation.spelling] ?? String)(String(real));
  return mutation.encode ? encodeURIComponent(mutation.value) : mutation.value;
}

// ---------------------------------------------------------------------------------------------
// Database fingerprint

/**
 * Tables a refused request may write by design, and columns it may touch:
 * - rate_limit_hits: refused sign-ins, codes and resets are what the limits count;
 * - auth_events: every sign-in attempt is logged, the refused ones first (docs/architecture.md,
 *   "Security baseline");
 * - hotel_activity: every staff request to a hotel route is logged before its handler runs, the
 *   refused ones too (decision 027); that a refused decision logs none is claims.api.test.ts's;
 * - sessions.last_seen_at: any authenticated request slides the idle expiry;
 * - api_keys.last_used_at and use_count: every request a key authenticates is counted, the
 *   refused ones too (the reservation routes, issue 32, are the first key routes fuzzed).
 */
export const FINGERPRINT_EXCLUDED_TABLES = ['rate_limit_hits', 'auth_events', 'hotel_activity'];
export const FINGERPRINT_EXCLUDED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at'],
  api_keys: ['last_used_at', 'use_count'],
};

/** The tables of the current schema, portably (information_schema on PGlite and PostgreSQL). */
export async function listTables(app: FastifyInstance): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    app,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return found.map((row) => row.table_name);
}

export type Fingerprint = Record<string, string>;

/**
 * Row count and an order-independent hash of every row's text (sum of hashtext), per table, in
 * one statement: cheap enough to run before and after every request.
 */
export async function fingerprint(app: FastifyInstance, tables: string[]): Promise<Fingerprint> {
  const parts = tables
    .filter((table) => !FINGERPRINT_EXCLUDED_TABLES.includes(table))
    .map((table) => {
      const excluded = FINGERPRINT_EXCLUDED_COLUMNS[table];
      const text = excluded
        ? sql`(to_jsonb(t) - ${sql.raw(`array[${excluded.map((c) => `'${c}'`).join(',')}]::text[]`)})::text`
        : sql`t::text`;
      return sql`select ${table} as name, count(*)::text || ':' || coalesce(sum(hashtext(${text})::bigint), 0)::text as hash from ${sql.identifier(table)} t`;
    });
  const statement = sql.join(parts, sql` union all `);
  const found = await rows<{ name: string; hash: string }>(app, statement);
  return Object.fromEntries(found.map((row) => [row.name, row.hash]));
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

// ---------------------------------------------------------------------------------------------
// Translation oracle

function flatten(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : flatten(value)));
}

interface LanguageMessages {
  exact: Set<string>;
  templates: RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const catalogueMessages = new Map<Language, LanguageMessages>(
  LANGUAGES.map((language) => {
    const texts = flatten(readCatalogue(language));
    return [
      language,
      {
        exact: new Set(texts),
        templates: texts
          .filter((text) => /\{\{\s*[\w.]+\s*\}\}/.test(text))
          .map(
            (text) =>
              new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{\s*[\w.]+\s*\\\}\\\}/g, '[\\s\\S]*')}$`),
          ),
      },
    ];
  }),
);

/** A catalogue key that leaked instead of its text. */
export const RAW_KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/** zod's built-in English messages (zod 4 locale 'en'), which must never reach a Spanish answer. */
export const ZOD_ENGLISH =
  /^(Invalid input|Invalid (string|option|key|element|union|date|type|email|url)|Too (small|big)|Expected |Required$|Unrecognized key|String must|Number must|Array must|Input not instance)/;

/** Every message of a 4xx body; the problems found with the body's shape or messages. */
export function messageProblems(status: number, body: unknown, language: string | undefined): string[] {
  const problems: string[] = [];
  const messages: string[] = [];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [`body is not an object`];
  if (status === 400) {
    for (const [field, list] of Object.entries(body)) {
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
        problems.push(`field ${field} is not a list of messages`);
      } else messages.push(...list);
    }
  } else {
    // A 409 refusing a reservation's stay also names it: `code`, `stay`, `night` (issue 32).
    const refusal = status === 409 ? ['code', 'stay', 'night'] : [];
    const keys = Object.keys(body).filter((key) => !refusal.includes(key));
    const detail = (body as { detail?: unknown }).detail;
    if (keys.length !== 1 || typeof detail !== 'string')
      problems.push(`not {"detail"}: ${JSON.stringify(body)}`);
    else messages.push(detail);
  }
  const known = catalogueMessages.get(language as Language);
  if (!known) problems.push(`content-language ${language} is not supported`);
  for (const message of messages) {
    if (RAW_KEY.test(message)) problems.push(`raw key ${message}`);
    if (language === 'es' && ZOD_ENGLISH.test(message)) problems.push(`zod English in Spanish: ${message}`);
    if (known && !known.exact.has(message) && !known.templates.some((template) => template.test(message))) {
      problems.push(`not a ${language} catalogue message: ${message}`);
    }
  }
  return problems;
}
