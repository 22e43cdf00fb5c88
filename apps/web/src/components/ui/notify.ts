import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** The close button needs an accessible name in the current language. */
function show(color: string, message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18next.t('common.close') } });
}

/** A success notification (closes after the spec's 3000 ms). */
export function notifySaved(message: string) {
  show('teal.8', message);
}

export function notifyError(message: string) {
  show('red.8', message);
}
