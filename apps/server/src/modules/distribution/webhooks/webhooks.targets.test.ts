import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { attemptError } from './webhooks.dispatcher.ts';
import { shownAttemptError } from './webhooks.service.ts';
import {
  addressRefusal,
  type HostAddress,
  nameRefusal,
  parseAllowedHost,
  parseAllowedHosts,
  pinnedLookup,
  TargetRefused,
  WebhookTargets,
} from './webhooks.targets.ts';
import { REFUSED_ADDRESSES, REFUSED_NAMES, REFUSED_SPELLINGS } from './webhooks.test-targets.ts';

const PUBLIC: HostAddress = { address: '93.184.215.14', family: 4 };

/** A resolver of a fixed table; counts its lookups. */
function table(entries: Record<string, HostAddress[]>) {
  const lookups: string[] = [];
  const resolve = async (name: string) => {
    lookups.push(name);
    const found = entries[name];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { resolve, lookups };
}

const family = (address: string): 4 | 6 => (address.includes(':') ? 6 : 4);

async function refusal(targets: WebhookTargets, url: string): Promise<string> {
  try {
    await targets.check(url);
  } catch (error) {
    if (error instanceof TargetRefused) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('webhook target addresses', () => {
  it.each(REFUSED_ADDRESSES)('refuses %s (%s)', (address) => {
    expect(addressRefusal(address)).not.toBeNull();
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts the public address %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it('keeps metadata, unspecified, multicast, broadcast and link-local shut even to the allow-list', () => {
    for (const address of ['169.254.169.254', '168.63.129.16', '0.0.0.0', '::', '224.0.0.1', 'ff02::1']) {
      expect(addressRefusal(address)?.hard, address).toBe(true);
    }
    for (const address of ['255.255.255.255', 'fe80::1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe']) {
      expect(addressRefusal(address)?.hard, address).toBe(true);
    }
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1', '100.64.0.1']) {
      expect(addressRefusal(address)?.hard, address).toBe(false);
    }
  });

  it.each(REFUSED_NAMES)('refuses the name %s before looking it up', (name) => {
    expect(nameRefusal(name)).not.toBeNull();
  });

  it('lets ordinary public names be looked up', () => {
    for (const name of ['hooks.example.com', 'receiver.booking-systems.eu', 'metadata.example.com.']) {
      expect(nameRefusal(name), name).toBeNull();
    }
  });
});

describe('WebhookTargets.check', () => {
  const targets = new WebhookTargets([], table({}).resolve);

  it.each(REFUSED_SPELLINGS)('refuses %s (%s) without a lookup', async (url) => {
    const { resolve, lookups } = table({});
    expect(await refusal(new WebhookTargets([], resolve), url)).toBe('address_not_allowed');
    expect(lookups).toEqual([]);
  });

  it.each(REFUSED_ADDRESSES)('refuses a name resolving to %s (%s)', async (address) => {
    const { resolve } = table({ 'hooks.example.com': [{ address, family: family(address) }] });
    expect(await refusal(new WebhookTargets([], resolve), 'https://hooks.example.com/in')).toBe(
      'address_not_allowed',
    );
  });

  it('refuses a name when any one of its addresses is refused, and one that is not found', async () => {
    const { resolve } = table({
      'mixed.example.com': [PUBLIC, { address: '10.0.0.7', family: 4 }],
      'v6.example.com': [PUBLIC, { address: '::ffff:127.0.0.1', family: 6 }],
    });
    const checks = new WebhookTargets([], resolve);
    expect(await refusal(checks, 'https://mixed.example.com/')).toBe('address_not_allowed');
    expect(await refusal(checks, 'https://v6.example.com/')).toBe('address_not_allowed');
    expect(await refusal(checks, 'https://missing.example.com/')).toBe('address_not_allowed');
  });

  it.each(REFUSED_NAMES)('refuses https://%s/ whatever it resolves to', async (name) => {
    const { resolve, lookups } = table({ [name.toLowerCase().replace(/\.$/, '')]: [PUBLIC] });
    expect(await refusal(new WebhookTargets([], resolve), `https://${name}/hook`)).toBe(
      'address_not_allowed',
    );
    expect(lookups).toEqual([]);
  });

  it('accepts a public name with the addresses to connect to, and a public address', async () => {
    const v6: HostAddress = { address: '2606:4700::6810:84e5', family: 6 };
    const { resolve, lookups } = table({ 'hooks.example.com': [PUBLIC, v6] });
    const checked = await new WebhookTargets([], resolve).check('https://Hooks.Example.com:8443/in?x=1');
    expect(checked.url.hostname).toBe('hooks.example.com');
    expect(checked.addresses).toEqual([PUBLIC, v6]);
    expect(lookups).toEqual(['hooks.example.com']);
    expect((await targets.check('https://93.184.215.14/in')).addresses).toEqual([PUBLIC]);
    expect((await targets.check('https://[2606:4700::1]/in')).addresses).toEqual([
      { address: '2606:4700::1', family: 6 },
    ]);
  });

  it('refuses plain http to a public host, and anything but http(s) or with credentials', async () => {
    const { resolve } = table({ 'hooks.example.com': [PUBLIC] });
    const checks = new WebhookTargets([], resolve);
    expect(await refusal(checks, 'http://hooks.example.com/in')).toBe('https_required');
    expect(await refusal(checks, 'http://93.184.215.14/in')).toBe('https_required');
    expect(await refusal(checks, 'ftp://hooks.example.com/in')).toBe('address_not_allowed');
    expect(await refusal(checks, 'https://u:p@hooks.example.com/in')).toBe('address_not_allowed');
    expect(await refusal(checks, 'not a url')).toBe('address_not_allowed');
  });

  it('opens to a local receiver only what the allow-list names: address, port, range or name', async () => {
    const { resolve } = table({
      localhost: [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
      'receiver.internal': [{ address: '10.20.3.4', family: 4 }],
      'other.example.com': [{ address: '10.20.9.9', family: 4 }],
    });
    const none = new WebhookTargets([], resolve);
    expect(await refusal(none, 'http://127.0.0.1:4000/hook')).toBe('address_not_allowed');
    expect(await refusal(none, 'http://localhost:4000/hook')).toBe('address_not_allowed');

    const byAddress = new WebhookTargets(parseAllowedHosts('127.0.0.1:4000'), resolve);
    expect(await refusal(byAddress, 'http://127.0.0.1:4000/hook')).toBe('accepted');
    expect(await refusal(byAddress, 'http://2130706433:4000/hook')).toBe('accepted');
    expect(await refusal(byAddress, 'http://127.0.0.1:4001/hook')).toBe('address_not_allowed');
    expect(await refusal(byAddress, 'http://127.0.0.2:4000/hook')).toBe('address_not_allowed');
    // A name is opened by a name entry only, not by its address's.
    expect(await refusal(byAddress, 'http://localhost:4000/hook')).toBe('address_not_allowed');

    const byName = new WebhookTargets(parseAllowedHosts('localhost, receiver.internal:8443'), resolve);
    expect(await refusal(byName, 'http://localhost:4000/hook')).toBe('accepted');
    expect(await refusal(byName, 'https://receiver.internal:8443/hook')).toBe('accepted');
    expect(await refusal(byName, 'https://receiver.internal/hook')).toBe('address_not_allowed');
    expect(await refusal(byName, 'http://127.0.0.1:4000/hook')).toBe('address_not_allowed');

    const byRange = new WebhookTargets(parseAllowedHosts('10.20.0.0/16'), resolve);
    expect(await refusal(byRange, 'https://other.example.com/hook')).toBe('accepted');
    expect(await refusal(byRange, 'https://10.20.255.1/hook')).toBe('accepted');
    expect(await refusal(byRange, 'https://10.21.0.1/hook')).toBe('address_not_allowed');

    // Metadata stays shut, even named or in a listed range.
    const wide = new WebhookTargets(
      parseAllowedHosts('169.254.0.0/16,metadata.google.internal,0.0.0.0/0'),
      resolve,
    );
    expect(await refusal(wide, 'http://169.254.169.254/latest/meta-data/')).toBe('address_not_allowed');
    expect(await refusal(wide, 'http://metadata.google.internal/')).toBe('address_not_allowed');
    expect(await refusal(wide, 'http://0x7f000001/')).toBe('accepted');
  });
});

describe('the allow-list setting', () => {
  it('reads host[:port], address[:port], [v6]:port and CIDR entries, normalised', () => {
    expect(parseAllowedHost('LocalHost.:4000')).toEqual({ kind: 'name', name: 'localhost', port: 4000 });
    expect(parseAllowedHost('receiver.test')).toEqual({ kind: 'name', name: 'receiver.test' });
    const address = parseAllowedHost('127.1:8080');
    expect(address.kind === 'range' && [address.range[0].toString(), address.range[1], address.port]).toEqual(
      ['127.0.0.1', 32, 8080],
    );
    const v6 = parseAllowedHost('[::1]:9000');
    expect(v6.kind === 'range' && [v6.range[0].toString(), v6.range[1], v6.port]).toEqual(['::1', 128, 9000]);
    const mapped = parseAllowedHost('::ffff:127.0.0.1');
    expect(mapped.kind === 'range' && mapped.range[0].toString()).toBe('127.0.0.1');
    const cidr = parseAllowedHost('10.0.0.0/8');
    expect(cidr.kind === 'range' && [cidr.range[0].toString(), cidr.range[1]]).toEqual(['10.0.0.0', 8]);
    expect(parseAllowedHosts(' localhost:4000 ,127.0.0.1  fd00::/8,')).toHaveLength(3);
    expect(parseAllowedHosts('')).toEqual([]);
  });

  it('refuses what is not an entry', () => {
    for (const entry of [
      '*',
      'http://localhost',
      'localhost:0',
      'localhost:70000',
      'a:b:c',
      '10.0.0.0/33',
      'x y/8',
    ]) {
      expect(() => parseAllowedHost(entry), entry).toThrow();
    }
  });

  it('is WEBHOOK_ALLOWED_HOSTS, empty by default; a bad entry stops start-up naming the variable', () => {
    expect(loadConfig({}).WEBHOOK_ALLOWED_HOSTS).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'localhost:4000,10.0.0.0/8' }).WEBHOOK_ALLOWED_HOSTS,
    ).toHaveLength(2);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'localhost:99999' })).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
  });
});

describe('the connection to a checked target', () => {
  it('answers only the checked addresses, by family, one or all', () => {
    const lookup = pinnedLookup([PUBLIC, { address: '2606:4700::1', family: 6 }]);
    const answers: unknown[] = [];
    lookup('hooks.example.com', { all: true }, (error, address) => answers.push([error, address]));
    lookup('hooks.example.com', { family: 6 }, (error, address, kind) =>
      answers.push([error, address, kind]),
    );
    lookup('hooks.example.com', {}, (error, address, kind) => answers.push([error, address, kind]));
    expect(answers).toEqual([
      [null, [PUBLIC, { address: '2606:4700::1', family: 6 }]],
      [null, '2606:4700::1', 6],
      [null, '93.184.215.14', 4],
    ]);
    let failed: unknown;
    pinnedLookup([PUBLIC])('hooks.example.com', { family: 6 }, (error) => {
      failed = error;
    });
    expect(failed).toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('what the delivery log keeps of a failed attempt', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('is one of four words, whatever the error said', () => {
    expect(attemptError(new TargetRefused('address_not_allowed', '10.0.0.1: private'))).toBe(
      'address_not_allowed',
    );
    expect(attemptError(coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.1:22'))).toBe(
      'connection_refused',
    );
    expect(attemptError(coded('ECONNRESET'))).toBe('connection_refused');
    expect(attemptError(coded('EHOSTUNREACH', 'connect EHOSTUNREACH 10.0.0.9:443'))).toBe(
      'connection_refused',
    );
    expect(attemptError(coded('ETIMEDOUT'))).toBe('timeout');
    expect(attemptError(new DOMException('timeout', 'TimeoutError'))).toBe('timeout');
    expect(attemptError(coded('ERR_SSL_WRONG_VERSION_NUMBER'))).toBe('tls_failed');
    expect(attemptError(coded('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe('tls_failed');
    expect(attemptError(coded('ERR_TLS_CERT_ALTNAME_INVALID'))).toBe('tls_failed');
    expect(attemptError(coded('CERT_HAS_EXPIRED'))).toBe('tls_failed');
    expect(attemptError('weird')).toBe('connection_refused');
  });

  it('shows rows written before as one of those words, never their text', () => {
    expect(shownAttemptError(null)).toBeNull();
    expect(shownAttemptError('HTTP 503')).toBe('HTTP 503');
    expect(shownAttemptError('timeout')).toBe('timeout');
    expect(shownAttemptError('fetch failed: ECONNREFUSED')).toBe('connection_refused');
    expect(shownAttemptError('fetch failed: UND_ERR_CONNECT_TIMEOUT')).toBe('timeout');
    expect(shownAttemptError('fetch failed: self-signed certificate')).toBe('tls_failed');
    expect(shownAttemptError('fetch failed: getaddrinfo ENOTFOUND db.internal')).toBe('connection_refused');
  });
});
