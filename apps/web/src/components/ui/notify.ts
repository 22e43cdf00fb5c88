import { notifications } from '@mantine/notifications';

/** A success notification (closes after the spec's 3000 ms). */
export function notifySaved(message: string) {
  notifications.show({ color: 'teal', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message });
}
