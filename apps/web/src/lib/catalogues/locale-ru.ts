import { catalogueFrom } from './catalogue-from.ts';

export default catalogueFrom(
  import.meta.glob('../../../../../packages/i18n/locales/ru/*.json', { eager: true, import: 'default' }),
);
