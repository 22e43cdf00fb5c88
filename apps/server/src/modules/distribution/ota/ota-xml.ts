/**
 * OpenTravel (OTA 2003/05) XML in and out: the one place that reads XML (saxes, a strict
 * streaming parser) and writes it (fast-xml-parser's builder) (issue 17, decision 029). Every
 * distribution route that reads or writes OTA XML goes through `parseOtaMessage` and
 * `buildOtaDocument`. saxes reads a year of prices for 10 room types and 3 boards (3 MB) several
 * times faster than fast-xml-parser's validator and parser together, and it checks
 * well-formedness as it goes, so a message cut in transit is refused whole.
 *
 * Input is hostile until proven otherwise:
 * - a document type declaration (`<!DOCTYPE`) or an entity declaration (`<!ENTITY`) anywhere is
 *   refused before parsing, so neither internal expansion (billion laughs) nor external entities
 *   (`SYSTEM "file:///etc/passwd"`) can ever be reached; a declaration the pattern would miss is
 *   refused by the parser's doctype event as a second wall, and saxes never expands entities
 *   other than XML's five predefined ones and character references (it refuses any other);
 * - the text must be well-formed (saxes is strict) with one root element in the OTA
 *   namespace as its default namespace (`xmlns="http://www.opentravel.org/OTA/2003/05"`; a
 *   prefixed root such as `<ota:OTA_…>` is refused, its children would need prefix handling that
 *   no channel manager we know of sends);
 * - values are kept as the text sent: amounts stay exact decimal strings, codes keep their
 *   leading zeros;
 * - nesting is capped (`MAX_DEPTH`), and names that would reach object prototypes
 *   (`__proto__`, `constructor`, `prototype`) are refused: both surface as "not XML".
 * The body size is capped by the route (10 MB) before any of this runs.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';

export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
/** The OTA schema version our answers declare. */
export const OTA_VERSION = '1.000';
/** The attribute prefix of parsed and built documents: `{ '@HotelCode': 'ES-…' }`. */
export const ATTR = '@';

/** Why a body is not an OTA message at all (the route answers 400, not an OTA error). */
export type OtaEnvelopeProblem = 'not_xml' | 'doctype' | 'namespace' | 'root';

export class OtaEnvelopeError extends Error {
  constructor(
    readonly problem: OtaEnvelopeProblem,
    /** The root element's name, when the document was read that far. */
    readonly root?: string,
    /** The root's EchoToken, when it was read. */
    readonly echoToken?: string,
  ) {
    super(`OTA envelope: ${problem}`);
  }
}

/** A parsed element: attributes under `@Name`, child elements by name (arrays where repeatable). */
export type OtaNode = { [key: string]: unknown };

/**
 * Elements that may repeat in the messages we read: always parsed as arrays, so one and many look
 * alike. Every other element is a single object (a repeated one then becomes an array, which the
 * readers refuse as malformed).
 */
const REPEATED = new Set([
  'RateAmountMessage',
  'Rate',
  'BaseByGuestAmt',
  'AdditionalGuestAmount',
  'AvailStatusMessage',
  'LengthOfStay',
  'Error',
  'Warning',
]);

/** OTA messages are a few levels deep; anything deeper is not one of ours. */
const MAX_DEPTH = 32;
/** Names that would reach an object's prototype if used as keys. */
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The document as nested objects: attributes under `@Name`, child elements by name (always
 * arrays for REPEATED elements; a repeated single element becomes an array, which `child`
 * reports as 'many'), text under `#text`; an element with neither attributes nor children is
 * its text ('' when empty). Throws on anything that is not well-formed XML.
 */
function parseXml(text: string): OtaNode {
  const document: OtaNode = {};
  // `filled`: the node has attributes or child elements (else the element is its text). Kept as
  // a flag, not counted with Object.keys, and attributes copied with for…in: a year of prices is
  // 100 000 elements, and every allocation per element shows in the collector's time.
  const stack: { name: string; node: OtaNode; text: string; filled: boolean }[] = [];
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', () => {
    failure ??= new OtaEnvelopeError('doctype');
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= MAX_DEPTH || UNSAFE_NAMES.has(tag.name)) {
      failure ??= new OtaEnvelopeError('not_xml');
      return;
    }
    const node: OtaNode = {};
    const attributes = tag.attributes as Record<string, string>;
    let filled = false;
    for (const name in attributes) {
      if (UNSAFE_NAMES.has(name)) failure ??= new OtaEnvelopeError('not_xml');
      node[ATTR + name] = attributes[name];
      filled = true;
    }
    stack.push({ name: tag.name, node, text: '', filled });
  });
  parser.on('text', (value) => {
    const current = stack[stack.length - 1];
    if (current) current.text += value;
  });
  parser.on('closetag', () => {
    const closed = stack.pop();
    if (!closed) return;
    const text = closed.text === '' ? '' : closed.text.trim();
    if (closed.filled && text) closed.node['#text'] = text;
    const value: unknown = closed.filled ? closed.node : text;
    const open = stack[stack.length - 1];
    const parent = open?.node ?? document;
    if (open) open.filled = true;
    const existing = parent[closed.name];
    if (existing === undefined) parent[closed.name] = REPEATED.has(closed.name) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else parent[closed.name] = [existing, value];
  });
  try {
    parser.write(text).close();
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error));
  }
  if (failure instanceof OtaEnvelopeError) throw failure;
  if (failure) throw new OtaEnvelopeError('not_xml');
  return document;
}

/** `<!DOCTYPE` or `<!ENTITY`, in any case and spacing, anywhere in the text. */
const DECLARATION = /<!\s*(doctype|entity)/i;

/**
 * The root element and its content of an OTA message whose root is one of `roots`; throws
 * `OtaEnvelopeError` for anything that is not one.
 */
export function parseOtaMessage<Root extends string>(
  text: string,
  roots: readonly Root[],
): { root: Root; message: OtaNode } {
  if (DECLARATION.test(text)) throw new OtaEnvelopeError('doctype');
  const parsed = parseXml(text);
  const names = Object.keys(parsed);
  const [name] = names;
  if (names.length !== 1 || name === undefined) throw new OtaEnvelopeError('not_xml');
  const message = parsed[name];
  const node: OtaNode = isNode(message) ? message : {};
  const token = attr(node, 'EchoToken');
  // The namespace first: a root of another vocabulary is "wrong namespace", whatever its name.
  if (node[`${ATTR}xmlns`] !== OTA_NAMESPACE) throw new OtaEnvelopeError('namespace', name, token);
  if (!(roots as readonly string[]).includes(name)) throw new OtaEnvelopeError('root', name, token);
  return { root: name as Root, message: node };
}

export function isNode(value: unknown): value is OtaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An attribute's text, or undefined when absent (or, malformed, not text). */
/**
 * The `@Name` key of each attribute name asked for, built once: a year of prices asks for about
 * 300 000 attributes, and a key concatenated per call is a new string to hash every time.
 */
const attributeKeys = new Map<string, string>();
export function attr(node: OtaNode | undefined, name: string): string | undefined {
  if (node === undefined) return undefined;
  let key = attributeKeys.get(name);
  if (key === undefined) {
    key = `${ATTR}${name}`;
    attributeKeys.set(name, key);
  }
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A single child element: the node, undefined when absent, or 'many' when it was repeated where
 * the schema allows one (an empty element `<X/>` is an empty node).
 */
export function child(node: OtaNode | undefined, name: string): OtaNode | undefined | 'many' {
  const value = node?.[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return 'many';
  return isNode(value) ? value : {};
}

/** A repeatable child element's occurrences (empty elements as empty nodes). */
export function children(node: OtaNode | undefined, name: string): OtaNode[] {
  const value = node?.[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (isNode(item) ? item : {}));
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  // `<Success/>` rather than `<Success></Success>`.
  suppressEmptyNode: true,
  // `Included="true"`, not a bare `Included` (not XML: attributes need values).
  suppressBooleanAttributes: false,
  format: false,
  // Escapes &, <, >, " and ' in text and attributes.
  processEntities: true,
});

/** The attributes every OTA answer and notification of ours carries. */
export interface OtaHeader {
  /** The request's EchoToken, echoed in an answer; our own token in an outbound notification. */
  echoToken?: string;
  timeStamp?: Date;
}

/**
 * An OTA document: XML declaration, the root in the OTA namespace with Version, TimeStamp and
 * EchoToken, then `body` (element names as keys, attributes as `@Name`, arrays for repeated
 * elements, '' for an empty element).
 */
export function buildOtaDocument(root: string, header: OtaHeader, body: OtaNode): string {
  const rootNode: OtaNode = {
    [`${ATTR}xmlns`]: OTA_NAMESPACE,
    [`${ATTR}Version`]: OTA_VERSION,
    [`${ATTR}TimeStamp`]: (header.timeStamp ?? new Date()).toISOString(),
    ...(header.echoToken !== undefined ? { [`${ATTR}EchoToken`]: header.echoToken } : {}),
    ...body,
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [root]: rootNode }) as string}`;
}

/**
 * The English meaning of the OTA error codes (code list ERR) we answer with: `ShortText` holds it
 * (the schema allows 64 characters); the sentence in the caller's language is the element's text.
 */
export const OTA_ERROR_TEXT: Record<number, string> = {
  15: 'Invalid date',
  61: 'Invalid currency code',
  95: 'Booking already cancelled',
  245: 'Invalid confirmation or cancellation number',
  249: 'Invalid rate code',
  320: 'Invalid value',
  321: 'Required field missing',
  322: 'No availability',
  392: 'Invalid hotel code',
  402: 'Invalid room type',
  448: 'System error',
  450: 'Unable to process',
  497: 'Authorization error',
};

/** Code list EWT (error and warning type) values we use. */
export const OTA_ERROR_TYPE = {
  /** Unknown. */
  unknown: '1',
  /** No implementation: the standard allows it, this system cannot hold it. */
  noImplementation: '2',
  /** Business rule. */
  bizRule: '3',
  authentication: '4',
  /** Protocol violation (not XML, another namespace…). */
  protocol: '7',
  /** Transaction model (an EchoToken reused for another message). */
  transaction: '8',
  requiredMissing: '10',
  /** Advisory (a warning: read and not applied). */
  advisory: '11',
} as const;

/** One error or warning of an OTA answer. */
export interface OtaError {
  /** OTA code list ERR (e.g. 321 required field missing, 402 invalid room type). */
  code: number;
  /** Code list EWT; business rule when absent. */
  type?: string;
  /** The element or attribute at fault, XPath-like below the root. */
  path: string;
  /** The sentence, in `language`. */
  text: string;
}

function errorNode(error: OtaError, language: string | undefined, warning = false): OtaNode {
  // A warning has no NodeList in the schema: its element is named in `Tag` (an XPath-like string).
  const place = warning ? 'Tag' : 'NodeList';
  return {
    [`${ATTR}Type`]: error.type ?? OTA_ERROR_TYPE.bizRule,
    [`${ATTR}Code`]: String(error.code),
    [`${ATTR}ShortText`]: OTA_ERROR_TEXT[error.code] ?? OTA_ERROR_TEXT[320],
    ...(error.path ? { [`${ATTR}${place}`]: error.path } : {}),
    ...(language ? { [`${ATTR}Language`]: language } : {}),
    ...(error.text ? { '#text': error.text } : {}),
  };
}

/**
 * An OTA answer (`…RS`, MessageAcknowledgementType): `<Success/>` with the `<Warnings>` of what
 * was read and not applied, or `<Errors>` naming each element at fault (`NodeList`), the code's
 * English meaning as `ShortText` and the sentence in the caller's language as text.
 */
export function buildOtaAnswer(
  root: string,
  header: OtaHeader & { language?: string },
  errors: readonly OtaError[],
  warnings: readonly OtaError[] = [],
  /** The root's own attributes besides the header's (OTA_CancelRS's required Status). */
  attributes: Record<string, string> = {},
): string {
  // EchoToken is 1..128 characters in the schema: an empty one is not echoed.
  const head = { ...header, echoToken: header.echoToken || undefined };
  const own = Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [`${ATTR}${name}`, value]),
  );
  if (errors.length === 0)
    return buildOtaDocument(root, head, {
      ...own,
      Success: '',
      ...(warnings.length > 0
        ? {
            Warnings: {
              Warning: warnings.map((warning) =>
                errorNode(
                  { ...warning, type: warning.type ?? OTA_ERROR_TYPE.advisory },
                  header.language,
                  true,
                ),
              ),
            },
          }
        : {}),
    });
  return buildOtaDocument(root, head, {
    ...own,
    Errors: { Error: errors.map((error) => errorNode(error, header.language)) },
  });
}

/**
 * OTA_ErrorRS: the generic answer to what cannot be answered with a message's own …RS (not XML, a
 * root we do not know). `ErrorCode` is the schema's Malformed, UnrecognizedRoot or Validation.
 */
export function buildOtaErrorRS(
  errorCode: 'Malformed' | 'UnrecognizedRoot' | 'Validation' | 'Unknown',
  message: string,
): string {
  return buildOtaDocument(
    'OTA_ErrorRS',
    {},
    { [`${ATTR}ErrorCode`]: errorCode, [`${ATTR}Status`]: 'NotProcessed', [`${ATTR}ErrorMessage`]: message },
  );
}
