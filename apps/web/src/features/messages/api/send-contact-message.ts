import { useMutation } from '@tanstack/react-query';
import { postContactMessage } from '../../../api/messages.ts';

export function useSendContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
