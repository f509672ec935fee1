import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LOCALE_BCP47, type Locale } from '@contract';
import { MAINLAND_CHINA } from '@contract/address';
import { abroadCountries, TAIWAN } from '../lib/countries';

interface Props {
  id: string;
  value: string;
  onChange: (countryName: string) => void;
}

/** Mainland China first, then every other country or region in the visitor's language. */
export function CountrySelect({ id, value, onChange }: Props) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const options = useMemo(() => {
    const tag = LOCALE_BCP47[locale] ?? 'en';
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    const taiwan = t`Taiwan, China`;
    const list = abroadCountries().map((country) => ({
      value: country.zh,
      label: country.zh === TAIWAN ? taiwan : (names.of(country.code) ?? country.zh),
    }));
    const collator = new Intl.Collator(tag);
    return list.sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, t]);
  // A stored name this browser does not list (another ICU version) stays choosable.
  const unknown = value !== MAINLAND_CHINA && !options.some((option) => option.value === value);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value={MAINLAND_CHINA}>{t`Mainland China`}</option>
      {unknown ? <option value={value}>{value}</option> : null}
      <optgroup label={t`Other countries and regions`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

export function CountryLabel() {
  return <Trans>Country or region</Trans>;
}
