import { catalogueFrom } from './catalogue-from.ts';

export default catalogueFrom(
  // Without the server's namespaces (e-mails, the admin command line): the web never shows them.
  import.meta.glob(
    [
      '../../../../../packages/i18n/locales/es/*.json',
      '!../../../../../packages/i18n/locales/es/mail.json',
      '!../../../../../packages/i18n/locales/es/admin.json',
      // The OTA answers' texts: machine clients read them, the web never shows them.
      '!../../../../../packages/i18n/locales/es/ota.json',
      // The rates screens' and the back office's texts come with those screens (lib/lazy-texts.ts).
      '!../../../../../packages/i18n/locales/es/staff.json',
      '!../../../../../packages/i18n/locales/es/rates.json',
    ],
    { eager: true, import: 'default' },
  ),
);
