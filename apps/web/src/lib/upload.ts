import i18next from 'i18next';
import { API_BASE, ApiError, type ApiErrorBody } from './api-client.ts';
import { session } from './session.ts';

/**
 * A multipart upload with progress (fetch cannot report upload progress): the same headers as
 * every API call, and failures as ApiError so the caller reads the file error the same way.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', i18next.language || 'es');
    const token = session.token();
    if (token) request.setRequestHeader('authorization', `Token ${token}`);
    // Each figure once: the last progress event and the answer both mean 100.
    let reported = -1;
    const report = (percent: number) => {
      if (percent === reported) return;
      reported = percent;
      onProgress(percent);
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) report(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        report(100);
        resolve(body as T);
      } else {
        if (request.status === 401) session.clear();
        reject(new ApiError(request.status, (body as ApiErrorBody) ?? {}));
      }
    };
    request.onerror = () => reject(new ApiError(0, {}));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 200) };
  }
}

/** The message of a refused upload: the first message of the file error (spec §8), else the detail. */
export function uploadErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  return error.messages('file')[0] ?? error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0];
}
