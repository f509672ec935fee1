import { Trans } from '@lingui/react/macro';
import { hasFilters, type ScenicFilters } from '@/lib/scenic-filters';
import { FilterBar, ScenicResults } from '@/features/places';
import { rememberSearch } from '../db/search-history';
import { AllCities } from './all-cities';
import { HotDestinations } from './hot-destinations';
import { SearchForm } from './search-form';
import { SearchHistory } from './search-history';
import './destinations.css';

/**
 * Destinations: search (with history), region, type and area filters held in the address;
 * with nothing chosen, hot destinations and all cities lead the way into the results.
 */
export function DestinationsPage({
  filters,
  onChange,
}: {
  filters: ScenicFilters;
  onChange: (next: ScenicFilters) => void;
}) {
  const search = (term: string) => {
    void rememberSearch(term);
    onChange({ ...filters, keyword: term || undefined });
  };
  const pickRegion = (provinceCode: string, cityCode?: string) => onChange({ ...filters, provinceCode, cityCode });
  const filtered = hasFilters(filters);

  return (
    <div className="destinations">
      <h1 className="page-heading">
        <Trans>Destinations</Trans>
      </h1>
      {/* Keyed by the keyword: a keyword from the address or the history refills the field. */}
      <SearchForm key={filters.keyword ?? ''} keyword={filters.keyword} onSearch={search} />
      <SearchHistory onPick={search} />
      <FilterBar filters={filters} onChange={onChange} />
      {filtered ? (
        <section aria-labelledby="destination-results-title">
          <h2 id="destination-results-title" className="section-title">
            <Trans>Results</Trans>
          </h2>
          <ScenicResults filters={filters} labelledBy="destination-results-title" />
        </section>
      ) : (
        <>
          <HotDestinations
            onPick={(d) => pickRegion(d.provinceCode ?? d.code, d.kind === 'city' ? d.code : undefined)}
          />
          <AllCities onPick={pickRegion} />
          <section aria-labelledby="all-scenic-title">
            <h2 id="all-scenic-title" className="section-title">
              <Trans>All scenic areas</Trans>
            </h2>
            <ScenicResults filters={filters} labelledBy="all-scenic-title" />
          </section>
        </>
      )}
    </div>
  );
}
