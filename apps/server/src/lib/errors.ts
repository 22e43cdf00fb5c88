import { MSG, REFUSAL, type RefusalCode } from '@hotel/domain';

export type MessageParams = Record<string, string | number>;
export interface Message {
  key: string;
  params?: MessageParams;
}

/**
 * An expected failure of a use case. The error handler turns it into the API's error shape:
 * 400 with field lists, anything else `{"detail"}`, all translated by Accept-Language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Message,
    readonly fields?: Record<string, Message[]>,
    readonly headers?: Record<string, string>,
    /** A 403's machine-readable reason, answered as `code` (REFUSAL; 'forbidden' when unset). */
    readonly refusal?: RefusalCode,
  ) {
    super(detail.key);
  }

  static validation(fields: Record<string, string | Message>): AppError {
    const lists = Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [
        field,
        [typeof message === 'string' ? { key: message } : message],
      ]),
    );
    return new AppError(400, { key: MSG.invalidValue }, lists);
  }

  static notFound(): AppError {
    return new AppError(404, { key: MSG.notFound });
  }

  static unauthenticated(): AppError {
    return new AppError(401, { key: MSG.notAuthenticated });
  }

  /** 403: the user may not do this; the session stays valid (the web shows the message). */
  static forbidden(key: string = MSG.forbidden): AppError {
    return new AppError(403, { key }, undefined, undefined, REFUSAL.forbidden);
  }

  /** 403 for staff whose second factor is not on yet: the web sends them to enrol it. */
  static secondFactorRequired(key: string): AppError {
    return new AppError(403, { key }, undefined, undefined, REFUSAL.secondFactorRequired);
  }

  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(429, { key: MSG.tooManyAttempts }, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
