import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (issue 30, decision 043). A target's host is resolved (every
 * address) when staff register it and again before every attempt, and each address must be a
 * public unicast one: loopback, private, link-local, shared (CGNAT), multicast, unspecified,
 * broadcast, reserved and documentation ranges, IPv6 unique-local and anything outside 2000::/3,
 * and the clouds' metadata services are refused in every spelling (the WHATWG URL parser turns
 * `2130706433`, `0x7f000001`, `0177.0.0.1` or `127.1` into 127.0.0.1; IPv4-mapped, IPv4-compatible,
 * NAT64 and 6to4 addresses are judged by the IPv4 address they carry). The ranges are ipaddr.js's.
 * An operator opens a local receiver with WEBHOOK_ALLOWED_HOSTS (host[:port], address[:port] or
 * CIDR entries); metadata, unspecified, multicast, broadcast and link-local stay refused even then.
 * The connection then goes to the addresses checked (`pinnedLookup`), never to a second lookup's.
 */

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

export interface HostAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name (node:dns lookup by default; tests give a table). */
export type HostResolver = (hostname: string) => Promise<HostAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Why an address or a name is refused: `hard` ones cannot be opened by the allow-list. */
export interface Refusal {
  kind: string;
  hard: boolean;
}

/** Ranges the allow-list cannot open: no receiver lives there. */
const HARD = new Set(['metadata', 'unspecified', 'multicast', 'broadcast', 'linkLocal']);

/**
 * The clouds' instance metadata and wire services (AWS, ECS, EKS, GCP, Azure, Alibaba, Oracle…).
 * Most are link-local or unique-local already; 168.63.129.16 (Azure) is not.
 */
const METADATA_ADDRESSES = new Set(
  [
    '169.254.169.254',
    '169.254.169.253',
    '169.254.170.2',
    '169.254.170.23',
    '100.100.100.200',
    '192.0.0.192',
    '168.63.129.16',
    'fd00:ec2::254',
    'fd00:ec2::253',
    'fd00:ec2::23',
    'fd20:ce::254',
  ].map((address) => ipaddr.parse(address).toNormalizedString()),
);

/** Host names of metadata services (also refused when allow-listed). */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  'metadata.packet.net',
]);

/** Names that only a local network answers (RFC 6761, 6762 appendix G, 8375; ICANN's .internal). */
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
];

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** A host name as compared: lower case, without the trailing dots of a fully qualified name. */
export function normalName(hostname: string): string {
  return hostname.toLowerCase().replace(/\.+$/, '');
}

/** Why a host name is refused before it is resolved; null when it may be looked up. */
export function nameRefusal(hostname: string): Refusal | null {
  const name = normalName(hostname);
  if (METADATA_NAMES.has(name)) return { kind: 'metadata', hard: true };
  if (!name.includes('.')) return { kind: 'singleLabel', hard: false };
  if (LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
    return { kind: 'localName', hard: false };
  }
  return null;
}

/** The IPv4 address held by the last 32 bits of an IPv6 address. */
function lastIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = ip.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** The IPv4 address an IPv6 one carries (mapped, translated, IPv4-compatible, NAT64, 6to4). */
function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = ip.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return lastIPv4(ip);
  // NAT64's well-known prefix 64:ff9b::/96; the local-use 64:ff9b:1::/48 is refused as it is.
  if (range === 'rfc6052' && ip.parts.slice(2, 6).every((part) => part === 0)) return lastIPv4(ip);
  if (range === '6to4') {
    const [, high = 0, low = 0] = ip.parts;
    return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  // IPv4-compatible (::a.b.c.d, deprecated), but not :: and ::1 themselves.
  if (range === 'unicast' && ip.parts.slice(0, 6).every((part) => part === 0)) return lastIPv4(ip);
  return null;
}

function classify(ip: Ip): Refusal | null {
  if (METADATA_ADDRESSES.has(ip.toNormalizedString())) return { kind: 'metadata', hard: true };
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    const carried = carriedIPv4(v6);
    if (carried) {
      const inner = classify(carried);
      return inner ? { kind: `${v6.range()}:${inner.kind}`, hard: inner.hard } : null;
    }
    const range = v6.range();
    if (range !== 'unicast') return { kind: range, hard: HARD.has(range) };
    if (!v6.match(GLOBAL_UNICAST_V6)) return { kind: 'reserved', hard: false };
    return null;
  }
  const range = (ip as ipaddr.IPv4).range();
  return range === 'unicast' ? null : { kind: range, hard: HARD.has(range) };
}

/**
 * Why an address (any textual form ipaddr.js reads, IPv6 with or without brackets) is refused;
 * null when it is a public unicast address. An unreadable address is refused.
 */
export function addressRefusal(address: string): Refusal | null {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(text)) return { kind: 'invalid', hard: true };
  return classify(ipaddr.parse(text));
}

/** An entry of WEBHOOK_ALLOWED_HOSTS: a host name or an address range, on one port or any. */
export type AllowedHost =
  | { kind: 'name'; name: string; port?: number }
  | { kind: 'range'; range: [Ip, number]; port?: number };

function parsePort(text: string | undefined, entry: string): number | undefined {
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65_535) {
    throw new Error(`"${entry}": the port must be 1 to 65535`);
  }
  return port;
}

/** The unmapped form of an address (::ffff:127.0.0.1 is 127.0.0.1). */
function processed(address: string): Ip {
  return ipaddr.process(address);
}

/**
 * One allow-list entry: `host`, `host:port`, `address`, `address:port`, `[v6]`, `[v6]:port` or
 * a CIDR range (`10.0.0.0/8`, `fd00::/8`). Numeric IPv4 forms are normalised as URLs are.
 */
export function parseAllowedHost(entry: string): AllowedHost {
  if (entry.includes('/')) {
    const text = entry.replace(/^\[(.*)\](\/\d+)$/, '$1$2');
    if (!ipaddr.isValidCIDR(text)) throw new Error(`"${entry}": not a CIDR range`);
    const [ip, bits] = ipaddr.parseCIDR(text);
    const unmapped =
      ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
        ? ([(ip as ipaddr.IPv6).toIPv4Address(), bits - 96] as [Ip, number])
        : ([ip, bits] as [Ip, number]);
    return { kind: 'range', range: unmapped };
  }
  let host: string;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d*))?$/.exec(entry);
  if (bracketed) {
    host = bracketed[1] ?? '';
    portText = bracketed[2];
    if (isIP(host) !== 6) throw new Error(`"${entry}": not an IPv6 address`);
  } else if ((entry.match(/:/g) ?? []).length >= 2) {
    host = entry;
    if (isIP(host) !== 6) throw new Error(`"${entry}": not an IPv6 address`);
  } else {
    const [name = '', port, ...rest] = entry.split(':');
    if (rest.length > 0 || !/^[A-Za-z0-9._-]+$/.test(name)) {
      throw new Error(`"${entry}": not a host name, an address or a CIDR range`);
    }
    host = name;
    portText = port;
  }
  const port = parsePort(portText, entry);
  if (isIP(host) === 6) {
    const ip = processed(host);
    return { kind: 'range', range: [ip, ip.kind() === 'ipv4' ? 32 : 128], ...(port ? { port } : {}) };
  }
  let hostname: string;
  try {
    hostname = new URL(`http://${host}/`).hostname;
  } catch {
    throw new Error(`"${entry}": not a host name or an address`);
  }
  if (isIP(hostname) === 4) {
    return { kind: 'range', range: [ipaddr.parse(hostname), 32], ...(port ? { port } : {}) };
  }
  const name = normalName(hostname);
  if (!name) throw new Error(`"${entry}": not a host name or an address`);
  return { kind: 'name', name, ...(port ? { port } : {}) };
}

/** WEBHOOK_ALLOWED_HOSTS: entries separated by commas or spaces; empty allows no local receiver. */
export function parseAllowedHosts(value: string): AllowedHost[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseAllowedHost);
}

function inRange(ip: Ip, [network, bits]: [Ip, number]): boolean {
  return ip.kind() === network.kind() && ip.match(network, bits);
}

/** A target refused: `https_required` for plain http to a public host, else `address_not_allowed`. */
export class TargetRefused extends Error {
  constructor(
    readonly reason: 'https_required' | 'address_not_allowed',
    /** What was refused, for the server's log only (never shown to staff nor recorded). */
    readonly detail: string,
  ) {
    super(`webhook target refused: ${detail}`);
    this.name = 'TargetRefused';
  }
}

/** A target that passed: its URL and the addresses that may be connected to, all checked. */
export interface CheckedTarget {
  url: URL;
  addresses: HostAddress[];
}

/** The checks of a webhook target, with the allow-list and the resolver of this server. */
export class WebhookTargets {
  private readonly names: Extract<AllowedHost, { kind: 'name' }>[];
  private readonly ranges: Extract<AllowedHost, { kind: 'range' }>[];

  constructor(
    allowed: readonly AllowedHost[] = [],
    private readonly resolve: HostResolver = systemResolver,
  ) {
    this.names = allowed.filter((entry) => entry.kind === 'name');
    this.ranges = allowed.filter((entry) => entry.kind === 'range');
  }

  /**
   * Resolves the target's host and checks every address; answers the URL and the addresses to
   * connect to, or throws TargetRefused. Used at registration and before every attempt.
   */
  async check(value: string): Promise<CheckedTarget> {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new TargetRefused('address_not_allowed', 'not a URL');
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      throw new TargetRefused('address_not_allowed', `scheme or credentials of ${url.protocol}`);
    }
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(literal);
    const name = family === 0 ? normalName(literal) : null;
    const nameListed =
      name !== null &&
      this.names.some((entry) => entry.name === name && (entry.port === undefined || entry.port === port));
    if (name !== null) {
      const refusal = nameRefusal(name);
      if (refusal && (refusal.hard || !nameListed)) {
        throw new TargetRefused('address_not_allowed', `${name}: ${refusal.kind}`);
      }
    }
    let addresses: HostAddress[];
    if (name === null) {
      addresses = [{ address: literal, family: family === 6 ? 6 : 4 }];
    } else {
      try {
        addresses = await this.resolve(name);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'lookup failed';
        throw new TargetRefused('address_not_allowed', `${name}: ${code}`);
      }
      if (addresses.length === 0) throw new TargetRefused('address_not_allowed', `${name}: no address`);
    }
    let allListed = true;
    for (const { address } of addresses) {
      const refusal = addressRefusal(address);
      if (refusal?.hard) throw new TargetRefused('address_not_allowed', `${address}: ${refusal.kind}`);
      const ip = processed(address.replace(/^\[(.*)\]$/, '$1'));
      const listed = this.ranges.some(
        (entry) => inRange(ip, entry.range) && (entry.port === undefined || entry.port === port),
      );
      allListed &&= listed;
      if (refusal && !listed && !nameListed) {
        throw new TargetRefused('address_not_allowed', `${address}: ${refusal.kind}`);
      }
    }
    // Plain http only to a receiver the allow-list names (decision 029: development, tests).
    if (url.protocol === 'http:' && !nameListed && !allListed) {
      throw new TargetRefused('https_required', `http to ${url.hostname} not allow-listed`);
    }
    return { url, addresses };
  }
}

/**
 * A `lookup` for net/tls connect that answers only the addresses already checked (no second
 * resolution: a DNS answer that changes between the check and the connection is never used).
 */
export function pinnedLookup(addresses: readonly HostAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family ? addresses.filter((address) => address.family === family) : [...addresses];
    const first = usable[0];
    if (!first) {
      const error = Object.assign(new Error('no checked address of this family'), { code: 'ENOTFOUND' });
      callback(error, options.all ? [] : '', undefined);
      return;
    }
    if (options.all) callback(null, usable satisfies LookupAddress[]);
    else callback(null, first.address, first.family);
  };
}
