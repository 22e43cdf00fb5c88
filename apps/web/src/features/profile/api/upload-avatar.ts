import type { AvatarResponse } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { API_BASE, ApiError, type ApiErrorBody } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * POST /api/auth/user/update-avatar (multipart: userId and the file). XMLHttpRequest rather
 * than fetch, for its upload progress; `onProgress` receives 0 to 100.
 */
export function uploadAvatar(userId: number, file: File, onProgress: (percent: number) => void) {
  return new Promise<AvatarResponse>((resolve, reject) => {
    const body = new FormData();
    body.append('userId', String(userId));
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/api/auth/user/update-avatar`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', i18next.language || 'es');
    const token = session.token();
    if (token) request.setRequestHeader('authorization', `Token ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as AvatarResponse);
      else reject(new ApiError(request.status, (data as ApiErrorBody) ?? {}));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { detail: text.slice(0, 200) };
  }
}

/** The first message of a failed upload (spec §8): the file's, then any other. */
export function uploadErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.messages('file')[0] ?? error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1];
}

export function useUploadAvatar(userId: number, onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadAvatar(userId, file, onProgress) });
}
