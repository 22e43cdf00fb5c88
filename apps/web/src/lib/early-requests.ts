/**
 * API reads started before the app has loaded (main.tsx, app/screens.ts), so that a first visit's
 * data comes beside the screen's chunks instead of after its first render. api() takes one over when
 * it asks for the same URL with the same token and language; each is used once, and one nobody asked
 * for within a few seconds is dropped (a later read must not get data that old).
 */
interface EarlyRequest {
  token: string;
  language: string;
  response: Promise<Response>;
}

const requests = new Map<string, EarlyRequest>();
const KEEP_MS = 10_000;

export function requestEarly(url: string, token: string, language: string): void {
  const response = fetch(url, {
    headers: { accept: 'application/json', 'accept-language': language, authorization: `Token ${token}` },
  });
  // A failure is the caller's to see, if it takes the request over; otherwise nobody's.
  response.catch(() => undefined);
  requests.set(url, { token, language, response });
  setTimeout(() => requests.delete(url), KEEP_MS);
}

/** The early response for this read, if there is one made with the same token and language. */
export function takeEarly(
  url: string,
  token: string | null,
  language: string,
): Promise<Response> | undefined {
  const request = requests.get(url);
  requests.delete(url);
  return request && request.token === token && request.language === language ? request.response : undefined;
}
