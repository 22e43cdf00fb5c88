import { useMutation } from '@tanstack/react-query';
import { uploadAvatar } from '../../../api/avatar.ts';

/** Uploads the avatar (XMLHttpRequest, for its progress: `onProgress` receives 0 to 100). */
export function useUploadAvatar(userId: number, onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadAvatar(userId, file, onProgress) });
}
