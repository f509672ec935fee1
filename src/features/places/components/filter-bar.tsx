import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { LOCATION_AREAS, SCENIC_TYPES } from '@contract';
import { pickText } from '@/lib/localized';
import { LOCATION_AREA_LABELS, SCENIC_TYPE_LABELS } from '../filter-labels';
import { hasNarrowing, type LocationArea, type ScenicFilters, type ScenicType } from '@/lib/scenic-filters';
import { useFilterOptions } from '../hooks/use-filter-options';
import './places.css';
import '@/components/ui/content.css';

// The region select's values: '' (all), 'p:<province>' or 'c:<province>:<city>'.
function regionValue(filters: ScenicFilters): string {
  if (filters.cityCode) return `c:${filters.provinceCode ?? ''}:${filters.cityCode}`;
  if (filters.provinceCode) return `p:${filters.provinceCode}`;
  return '';
}

function regionFilters(value: string): Pick<ScenicFilters, 'provinceCode' | 'cityCode'> {
  const [kind, province, city] = value.split(':');
  if (kind === 'p') return { provinceCode: province || undefined, cityCode: undefined };
  if (kind === 'c') return { provinceCode: province || undefined, cityCode: city || undefined };
  return { provinceCode: undefined, cityCode: undefined };
}

/** Region (province or city), scenic type and location area, and a reset of them all. */
export function FilterBar({ filters, onChange }: { filters: ScenicFilters; onChange: (next: ScenicFilters) => void }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const options = useFilterOptions();
  const id = useId();
  const types = options?.scenicTypes ?? SCENIC_TYPES;
  const areas = options?.locationAreas ?? LOCATION_AREAS;
  const region = regionValue(filters);
  const regionKnown =
    region === '' ||
    options?.provinces.some(
      (p) => region === `p:${p.code}` || p.cities.some((c) => region === `c:${p.code}:${c.code}`),
    );

  return (
    <form className="filter-bar" aria-label={t`Filter`} onSubmit={(event) => event.preventDefault()}>
      <label className="filter-field" htmlFor={`${id}-region`}>
        <span className="filter-label">
          <Trans>Region</Trans>
        </span>
        <select
          id={`${id}-region`}
          value={region}
          onChange={(e) => onChange({ ...filters, ...regionFilters(e.target.value) })}
        >
          <option value="">{t`All regions`}</option>
          {/* A region from the address that the stored options do not know (yet) stays selectable. */}
          {regionKnown ? null : <option value={region}>{filters.cityCode ?? filters.provinceCode}</option>}
          {options?.provinces.map((province) => {
            const provinceName = pickText(province.name, lang);
            return (
              <optgroup key={province.code} label={provinceName}>
                <option value={`p:${province.code}`}>{t`All of ${provinceName}`}</option>
                {province.cities.map((city) => (
                  <option key={city.code} value={`c:${province.code}:${city.code}`}>
                    {pickText(city.name, lang)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </label>
      <label className="filter-field" htmlFor={`${id}-type`}>
        <span className="filter-label">
          <Trans>Scenic type</Trans>
        </span>
        <select
          id={`${id}-type`}
          value={filters.scenicType ?? ''}
          onChange={(e) =>
            onChange({ ...filters, scenicType: (e.target.value || undefined) as ScenicType | undefined })
          }
        >
          <option value="">{t`All types`}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(SCENIC_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-field" htmlFor={`${id}-area`}>
        <span className="filter-label">
          <Trans>Location area</Trans>
        </span>
        <select
          id={`${id}-area`}
          value={filters.locationArea ?? ''}
          onChange={(e) =>
            onChange({ ...filters, locationArea: (e.target.value || undefined) as LocationArea | undefined })
          }
        >
          <option value="">{t`All areas`}</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {t(LOCATION_AREA_LABELS[area])}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-secondary filter-reset"
        disabled={!hasNarrowing(filters)}
        onClick={() => onChange({ keyword: filters.keyword })}
      >
        <Trans>Reset filter</Trans>
      </button>
    </form>
  );
}
