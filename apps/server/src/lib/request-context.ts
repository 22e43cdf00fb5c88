import type { ApiKeyScope } from '@hotel/domain';

/**
 * What a request carries once the plugins have read it: who sent it (a signed-in user or a machine
 * client's key) and from where. It lives below the modules, so plugins/ and lib/ use it without
 * importing a module; the modules that produce these values (auth, distribution) import it too.
 */

/** Where a request came from, for rate limits and the audit trail. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

/** The signed-in user of a request; set by the auth plugin's `requireUser`. */
export interface SessionUser {
  id: number;
  approbeContractPerm: boolean;
  language: string;
  tokenHash: string;
  /** Staff whose second factor is not on yet: only the enrolment calls and logout are open. */
  secondFactorPending?: boolean;
}

/** What a request authenticated by a key carries; set by the API-key plugin's `requireApiKey`. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  allHotels: boolean;
  rateLimit: number;
}

/** What the auth plugin needs of the sessions (the auth module's AuthService). */
export interface SessionAuthenticator {
  /** The user of a token, or undefined when it is unknown or expired. */
  authenticate(token: string): Promise<SessionUser | undefined>;
}

/** What the API-key plugin needs of the keys (the distribution module's ApiKeysService). */
export interface ApiKeyAuthenticator {
  /** The live key a header carries, its use counted; undefined when there is none. */
  authenticate(header: string | undefined): Promise<ApiKeyPrincipal | undefined>;
  /** Whether the key reaches this hotel. */
  reaches(key: ApiKeyPrincipal, hotelId: number): Promise<boolean>;
}

/** Reads `Authorization: Token <auth_id>` (Bearer is accepted too). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1];
}
