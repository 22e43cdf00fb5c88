import { catalogueFrom } from './catalogue-from.ts';

export default catalogueFrom(
  // Without the server's namespaces (e-mails, the admin command line): the web never shows them.
  import.meta.glob(
    [
      '../../../../../packages/i18n/locales/en/*.json',
      '!../../../../../packages/i18n/locales/en/mail.json',
      '!../../../../../packages/i18n/locales/en/admin.json',
    ],
    { eager: true, import: 'default' },
  ),
);
