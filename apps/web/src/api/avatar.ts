import { type AvatarResponse, avatarResponseSchema } from '@hotel/domain';
import i18next from 'i18next';
import { API_BASE, ApiError, type ApiErrorBody } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { session } from '../lib/session.ts';

/** The signed-in user's avatar. The answer is parsed with the domain's schema in development and tests. */

/**
 * POST /api/auth/user/update-avatar (multipart: userId and the file). XMLHttpRequest rather
 * than fetch, for its upload progress; `onProgress` receives 0 to 100.
 */
export function uploadAvatar(
  userId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AvatarResponse> {
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
      const data = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, (data as ApiErrorBody) ?? {}));
        return;
      }
      try {
        resolve(checkedAnswer(data, import.meta.env.DEV && avatarResponseSchema));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { detail: text.slice(0, 200) };
  }
}
