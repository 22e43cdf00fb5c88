import { isLanguage, LANGUAGES, type Language } from '@hotel/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../lib/i18n.ts';

/**
 * Switches the catalogue and keeps `?lang=` in the address so a shared link opens in the same language.
 * A native select: it is on every page, and Mantine's Select would bring its combobox and floating-ui
 * (about 30 kB gzipped) into the login page's first load (docs/decisions/018-web-performance.md).
 * `onSwitched` runs once the switch is done (a signed-in user's language is stored with it); the
 * switch never waits for it.
 */
export function LanguageSwitcher({ onSwitched }: { onSwitched?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      data-testid="language-switcher"
      size="xs"
      w={{ base: 108, sm: 130 }}
      value={i18n.language}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
      onChange={async (event) => {
        const value = event.currentTarget.value;
        if (!isLanguage(value)) return;
        await changeLanguage(value);
        const next = new URLSearchParams(params);
        next.set('lang', value);
        setParams(next, { replace: true });
        onSwitched?.(value);
      }}
    />
  );
}
