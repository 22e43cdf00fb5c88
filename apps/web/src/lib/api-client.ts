import { REFUSAL } from '@hotel/domain';
import { API_BASE } from './api-base.ts';
import { takeEarly } from './early-requests.ts';
import { session } from './session.ts';

export { API_BASE };

/** Field errors in the API's shape: `{"field": ["message"], "non_field_errors": [...]}` or `{"detail"}`. */
export type ApiErrorBody = Record<string, string[] | string | undefined>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }

  /** Messages of one field (or non_field_errors); `detail` counts as a non-field message. */
  messages(field: string): string[] {
    const value = this.body[field];
    if (Array.isArray(value)) return value;
    if (field === 'non_field_errors' && typeof this.body.detail === 'string') return [this.body.detail];
    return [];
  }

  /** A 403's reason (`code`, decision 023): 'second_factor_required', 'forbidden', or none. */
  get refusal(): string | undefined {
    return this.status === 403 && typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  get fieldErrors(): [string, string][] {
    return Object.entries(this.body)
      .filter(([field, value]) => field !== 'non_field_errors' && field !== 'detail' && Array.isArray(value))
      .map(([field, value]) => [field, (value as string[])[0] ?? '']);
  }
}

interface Handlers {
  /** 401: the session is gone (expired, ended elsewhere, logged out); go to login. */
  unauthorized(): void;
  /** 403 'second_factor_required': staff who must enrol the second factor first; go to enrol. */
  secondFactorRequired(): void;
  notFound(): void;
}
let handlers: Handlers = { unauthorized() {}, secondFactorRequired() {}, notFound() {} };
/**
 * The router installs what 401, the enrolment 403 and 404 do (go to login, to the second-factor
 * enrolment, to /404). Any other 403 is a refusal of this one call: the session stays, and the
 * caller's error display shows the server's translated message where the user is (decision 023).
 */
export function setApiHandlers(next: Handlers) {
  handlers = next;
}

let language = 'es';
export function setApiLanguage(next: string) {
  language = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** 404 is an answer the caller handles itself, not a page to leave for /404. */
  allowNotFound?: boolean;
  /** The autocomplete's failures never send the user to login (spec §8). */
  ignoreAuthErrors?: boolean;
  /** 'text': a successful answer is handed over as its text (a CSV download); errors stay JSON. */
  responseType?: 'json' | 'text';
}

/** Every call sends Authorization and Accept-Language; errors become ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const text = options.responseType === 'text';
  const headers: Record<string, string> = {
    accept: text ? 'text/csv, text/plain, application/json' : 'application/json',
    'accept-language': language,
  };
  const token = session.token();
  if (token) headers.authorization = `Token ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const url = `${API_BASE}${path}`;
  const method = options.method ?? 'GET';
  const response = await ((method === 'GET' && !text ? takeEarly(url, token, language) : undefined) ??
    fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));
  if (response.status === 204) return undefined as T;
  const body = await response.text();
  if (response.ok && text) return body as T;
  const data: unknown = body ? safeJson(body) : undefined;
  if (!response.ok) {
    const error = new ApiError(response.status, (data as ApiErrorBody) ?? {});
    if (response.status === 401 && !options.ignoreAuthErrors) {
      session.clear();
      handlers.unauthorized();
    } else if (error.refusal === REFUSAL.secondFactorRequired && !options.ignoreAuthErrors) {
      handlers.secondFactorRequired();
    } else if (response.status === 404 && !options.allowNotFound) {
      handlers.notFound();
    }
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 200) };
  }
}
