import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { pickText } from '@/lib/localized';
import type { MuseumSearch } from '@/lib/catalog';
import type { RegionOption } from '../hooks/use-regions';

/** Keyword, province and city; every change searches (the keyword after a pause in typing). */
export function MuseumSearchForm({
  search,
  regions,
  onChange,
}: {
  search: MuseumSearch;
  regions: RegionOption[];
  onChange: (next: MuseumSearch) => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const id = useId();
  const province = regions.find((r) => r.code === search.provinceCode);
  const cities = province ? province.cities : regions.flatMap((r) => r.cities);
  return (
    <form className="museum-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        <Trans>Search museums</Trans>
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="museum-search-input"
        placeholder={t`Museum name, city or province`}
        value={search.keyword}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => onChange({ ...search, keyword: event.target.value })}
      />
      <div className="museum-filters">
        <label className="museum-filter">
          <span className="visually-hidden">
            <Trans>Province</Trans>
          </span>
          <select
            value={search.provinceCode}
            onChange={(event) => onChange({ ...search, provinceCode: event.target.value, cityCode: '' })}
          >
            <option value="">{t`All provinces`}</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {pickText(r.name, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="museum-filter">
          <span className="visually-hidden">
            <Trans>City</Trans>
          </span>
          <select value={search.cityCode} onChange={(event) => onChange({ ...search, cityCode: event.target.value })}>
            <option value="">{t`All cities`}</option>
            {cities.map((c) => (
              <option key={c.code} value={c.code}>
                {pickText(c.name, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}
