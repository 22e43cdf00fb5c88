import { catalogueFrom } from './catalogue-from.ts';

export default catalogueFrom(
  // Without the server's namespaces (e-mails, the admin command line): the web never shows them.
  import.meta.glob(
    [
      '../../../../../packages/i18n/locales/fr/*.json',
      '!../../../../../packages/i18n/locales/fr/mail.json',
      '!../../../../../packages/i18n/locales/fr/admin.json',
      // The OTA answers' texts: machine clients read them, the web never shows them.
      '!../../../../../packages/i18n/locales/fr/ota.json',
      // The rates screens' and the back office's texts come with those screens (lib/lazy-texts.ts).
      '!../../../../../packages/i18n/locales/fr/staff.json',
      '!../../../../../packages/i18n/locales/fr/rates.json',
    ],
    { eager: true, import: 'default' },
  ),
);
