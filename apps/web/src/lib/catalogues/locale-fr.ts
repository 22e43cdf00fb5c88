import { catalogueFrom } from './catalogue-from.ts';

export default catalogueFrom(
  // Without the server's namespaces (e-mails, the admin command line): the web never shows them.
  import.meta.glob(
    [
      '../../../../../packages/i18n/locales/fr/*.json',
      '!../../../../../packages/i18n/locales/fr/mail.json',
      '!../../../../../packages/i18n/locales/fr/admin.json',
    ],
    { eager: true, import: 'default' },
  ),
);
