import { useMutation } from '@tanstack/react-query';
import { uploadAvatar } from '../../../api/avatar.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** The first message of a failed upload (spec §8): the file's, then any other. */
export function uploadErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.messages('file')[0] ?? error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1];
}

/** Uploads the avatar (XMLHttpRequest, for its progress: `onProgress` receives 0 to 100). */
export function useUploadAvatar(userId: number, onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadAvatar(userId, file, onProgress) });
}
