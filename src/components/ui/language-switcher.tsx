import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale } from '@contract';
import { activateLocale } from '@/lib/i18n';
import { BUILT_IN_LANGUAGES } from '@/lib/languages';
import { langAtom, languageListAtom, useAtom, useAtomValue } from '@/lib/store';

export function LanguageSwitcher() {
  const { t } = useLingui();
  const id = useId();
  const [lang, setLang] = useAtom(langAtom);
  const languages = useAtomValue(languageListAtom) ?? BUILT_IN_LANGUAGES;
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        id={id}
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void activateLocale(next).then(() => setLang(next));
        }}
      >
        {languages.map((language) => (
          <option key={language.id} value={language.id} lang={language.id === 'cn' ? 'zh-Hans' : language.id}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
