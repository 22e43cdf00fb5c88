import { MSG } from '@hotel/domain';

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

  static forbidden(): AppError {
    return new AppError(403, { key: MSG.forbidden });
  }

  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(429, { key: MSG.tooManyAttempts }, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
