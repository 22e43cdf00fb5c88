import { isLanguage, LANGUAGES } from '@hotel/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../lib/i18n.ts';

/** Switches the catalogue and keeps `?lang=` in the address so a shared link opens in the same language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Select
      aria-label={t('common.language')}
      data-testid="language-switcher"
      size="xs"
      w={130}
      allowDeselect={false}
      value={i18n.language}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
      onChange={async (value) => {
        if (!isLanguage(value)) return;
        await changeLanguage(value);
        const next = new URLSearchParams(params);
        next.set('lang', value);
        setParams(next, { replace: true });
      }}
    />
  );
}
