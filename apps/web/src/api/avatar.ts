import { type AvatarResponse, avatarResponseSchema } from '@hotel/domain';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { uploadWithProgress } from '../lib/upload.ts';

/**
 * POST /api/auth/user/update-avatar (multipart: userId and the file), with its upload progress
 * (`onProgress` receives 0 to 100). The answer is parsed with the domain's schema in development
 * and tests.
 */
export async function uploadAvatar(
  userId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AvatarResponse> {
  const body = new FormData();
  body.append('userId', String(userId));
  body.append('file', file);
  const answer = await uploadWithProgress<unknown>('/api/auth/user/update-avatar', body, onProgress);
  return checkedAnswer(answer, import.meta.env.DEV && avatarResponseSchema);
}
