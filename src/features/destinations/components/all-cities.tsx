import { Trans } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import { pickText } from '@/lib/localized';
import { useFilterOptions } from '@/features/places';

/** Every province that has scenic areas, with its cities; a tap picks that region. */
export function AllCities({ onPick }: { onPick: (provinceCode: string, cityCode?: string) => void }) {
  const lang = useAtomValue(langAtom);
  const options = useFilterOptions();
  if (!options || options.provinces.length === 0) return null;
  return (
    <section className="all-cities" aria-labelledby="all-cities-title">
      <h2 id="all-cities-title" className="section-title">
        <Trans>All cities</Trans>
      </h2>
      <ul className="province-list">
        {options.provinces.map((province) => (
          <li key={province.code} className="province">
            <button type="button" className="province-name" onClick={() => onPick(province.code)}>
              {pickText(province.name, lang)}
            </button>
            <ul className="chip-list">
              {province.cities.map((city) => (
                <li key={city.code}>
                  <button type="button" className="chip" onClick={() => onPick(province.code, city.code)}>
                    {pickText(city.name, lang)}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
