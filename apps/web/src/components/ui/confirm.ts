import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** The product's confirmation: a modal titled 'Atención' with Sí / No; resolves true on Sí. */
export function confirm(t: TFunction, message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('common.attention'),
      children: message,
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** An information dialog (upload failures, refused selections). */
export function inform(t: TFunction, title: string, message: string) {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: t('common.accept'), cancel: '' },
    cancelProps: { display: 'none' },
    // Its one button closes it; a nameless close icon would fail axe (button-name).
    withCloseButton: false,
  });
}
