import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebhookAttemptError } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedDelivery, WebhooksRepository } from './webhooks.repository.ts';
import { type CheckedTarget, pinnedLookup, TargetRefused, WebhookTargets } from './webhooks.targets.ts';

/**
 * The signature header's value (decision 029): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed with the endpoint's secret>`. A receiver recomputes it over the raw body and
 * refuses an old `t` (a replay).
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface WebhookDispatcherOptions {
  log: FastifyBaseLogger;
  /** The first retry's delay in seconds, doubling on each failed attempt (default 30). */
  retryBaseSeconds?: number;
  /** The longest delay between attempts in seconds (default 3 600). */
  retryMaxSeconds?: number;
  /** A delivery not delivered this long after its creation is failed (default 86 400: a day). */
  maxAgeSeconds?: number;
  /** An attempt waits this long for the answer's status (default 10 000 ms). */
  timeoutMs?: number;
  /** A claimed delivery is this worker's for this long (default 60 s, well above the timeout). */
  leaseSeconds?: number;
  /** Deliveries claimed at most per run (default 50). */
  batch?: number;
  /** Deliveries of one endpoint claimed or in flight at most (default 5). */
  perEndpoint?: number;
  /** Deliveries in flight at most in this worker (default 200). */
  maxInFlight?: number;
  /**
   * Where deliveries may go (decision 043): every attempt resolves the endpoint's host and checks
   * each address first (default: public addresses only, resolved by node:dns).
   */
  targets?: WebhookTargets;
}

const DEFAULTS = {
  retryBaseSeconds: 30,
  retryMaxSeconds: 3600,
  maxAgeSeconds: 86_400,
  timeoutMs: 10_000,
  leaseSeconds: 60,
  batch: 50,
  perEndpoint: 5,
  maxInFlight: 200,
};

/** The delay before the attempt after `attempts` failed ones: base × 2^(attempts − 1), capped. */
export function webhookRetryDelay(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the webhook outbox (decision 029). Each run claims due deliveries (see
 * `WebhooksRepository.claimDue`: lease, skip locked, the attempt count as fence, so that two
 * workers or instances never both record one) and sends them in parallel without waiting for
 * them: a slow or failing endpoint holds only its own deliveries (at most `perEndpoint` in
 * flight), never the others' nor the request that caused the event (which only inserted rows).
 * A 2xx is delivered; anything else, an error or a timeout is retried with backoff until a day
 * after creation, then failed. Every attempt is written to `webhook_attempts`.
 */
export class WebhookDispatcher {
  private readonly options: typeof DEFAULTS & { targets: WebhookTargets; log: FastifyBaseLogger };
  private readonly inFlight = new Map<Promise<void>, number>();
  private readonly closing = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private closed = false;
  /** What the last claim took: while there is a backlog, each finished attempt claims the next. */
  private lastClaimed = 0;
  private again = false;

  constructor(
    private readonly repository: WebhooksRepository,
    options: WebhookDispatcherOptions,
  ) {
    this.options = {
      ...DEFAULTS,
      targets: new WebhookTargets(),
      ...definedOnly(options),
      log: options.log,
    };
  }

  /** Runs every `seconds` until `close()` (each instance does; claims keep them apart). */
  start(seconds: number): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => {
      this.run().catch((error) => this.options.log.warn({ err: error }, 'webhook dispatch failed'));
    }, seconds * 1000);
    this.timer.unref();
  }

  /** Claims what is due and starts sending it; answers how many were started (one run at a time). */
  run(): Promise<number> {
    if (this.running) {
      // Asked while claiming: claim once more right after (what finished meanwhile made room).
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let started = 0;
      do {
        this.again = false;
        started += await this.claimAndSend();
      } while (this.again && !this.closed);
      return started;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async claimAndSend(): Promise<number> {
    if (this.closed) return 0;
    const room = Math.min(this.options.batch, this.options.maxInFlight - this.inFlight.size);
    if (room <= 0) return 0;
    const perEndpoint = new Map<number, number>();
    for (const endpointId of this.inFlight.values()) {
      perEndpoint.set(endpointId, (perEndpoint.get(endpointId) ?? 0) + 1);
    }
    const busy = [...perEndpoint].filter(([, n]) => n >= this.options.perEndpoint).map(([id]) => id);
    const claimed = await this.repository.claimDue({
      leaseSeconds: this.options.leaseSeconds,
      limit: room,
      perEndpoint: this.options.perEndpoint,
      skipEndpoints: busy,
    });
    this.lastClaimed = claimed.length;
    for (const delivery of claimed) {
      const sending = this.attempt(delivery)
        .catch((error) =>
          this.options.log.warn({ err: error, delivery: delivery.id }, 'webhook attempt not recorded'),
        )
        .finally(() => {
          this.inFlight.delete(sending);
          // A backlog is worked through at the endpoints' pace, not the interval's.
          if (this.lastClaimed > 0 && !this.closed) {
            this.run().catch((error) => this.options.log.warn({ err: error }, 'webhook dispatch failed'));
          }
        });
      this.inFlight.set(sending, delivery.endpointId);
    }
    return claimed.length;
  }

  /** One attempt of a claimed delivery, then its record (fenced by the claim's attempt count). */
  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    // One controller for the timeout and the server's close, held here until the attempt ends
    // (a composed AbortSignal.any of an AbortSignal.timeout may be collected before it fires).
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new DOMException('timeout', 'TimeoutError')),
      this.options.timeoutMs,
    );
    const onClose = () => abort.abort(this.closing.signal.reason);
    this.closing.signal.addEventListener('abort', onClose, { once: true });
    try {
      // The host is resolved and every address checked now, then the connection goes to one of
      // those addresses: a DNS answer that changed since the registration is judged again.
      const target = await abortable(this.options.targets.check(delivery.url), abort.signal);
      statusCode = await post(
        target,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'hotel-extranet-webhooks/1',
          'X-Hotel-Event': delivery.event,
          'X-Hotel-Delivery': deliveryIdOf(delivery),
          'X-Hotel-Signature': webhookSignature(
            delivery.secret,
            delivery.body,
            Math.floor(Date.now() / 1000),
          ),
        },
        delivery.body,
        abort.signal,
      );
      if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
    } catch (caught) {
      const reason = abort.signal.aborted ? abort.signal.reason : caught;
      // Stopped by the timeout or by the server's close: timed out, whatever the request threw.
      error = abort.signal.aborted ? 'timeout' : attemptError(caught);
      // The detail is for the operators' log only: the delivery log keeps one of four words.
      this.options.log.info(
        { delivery: delivery.id, endpoint: delivery.endpointId, error, detail: String(reason) },
        'webhook attempt failed',
      );
    } finally {
      clearTimeout(timer);
      this.closing.signal.removeEventListener('abort', onClose);
    }
    const durationMs = Math.round(performance.now() - started);
    const delivered = error === null;
    await this.repository.recordAttempt(delivery, { statusCode, error, durationMs }, delivered, {
      retryInSeconds: webhookRetryDelay(
        delivery.attempts,
        this.options.retryBaseSeconds,
        this.options.retryMaxSeconds,
      ),
      maxAgeSeconds: this.options.maxAgeSeconds,
    });
  }

  /** Waits until every attempt started so far is recorded. */
  async flush(): Promise<void> {
    while (this.running || this.inFlight.size > 0) {
      await this.running;
      await Promise.all([...this.inFlight.keys()]);
    }
  }

  /**
   * Stops the runs and aborts the attempts in flight (recorded as failed, retried by another
   * instance or after the restart), then waits for their records: before the database closes.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.closing.abort(new Error('server closing'));
    await this.flush();
  }
}

/** The delivery's own id, as its body carries it (the receivers' key to skip repeats). */
function deliveryIdOf(delivery: ClaimedDelivery): string {
  try {
    const id = (JSON.parse(delivery.body) as { id?: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  } catch {
    // A body that is not JSON (never written so): the row's id.
  }
  return String(delivery.id);
}

/**
 * One POST to a checked target over node:http(s), connected only to the checked addresses (the
 * host name stays the TLS server name and the Host header). Answers the status; the answer's
 * body is not read. A redirect is not followed (it could point anywhere): it is a failed attempt.
 */
function post(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target.addresses),
        // A connection of its own for each attempt: none is kept to a receiver between attempts.
        agent: false,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A promise that rejects with the signal's reason once it aborts (a lookup cannot be aborted). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/**
 * What the delivery log keeps of a failed attempt (decision 043): one of four words, never an
 * error's text or an address, so that the log cannot map a network (which port is open, which
 * host answers).
 */
export function attemptError(error: unknown): WebhookAttemptError {
  if (error instanceof TargetRefused) return 'address_not_allowed';
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ETIMEDOUT' || code === 'ABORT_ERR') {
    return 'timeout';
  }
  if (typeof code === 'string' && TLS_CODES.test(code)) return 'tls_failed';
  return 'connection_refused';
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
