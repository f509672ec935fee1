import { Trans } from '@lingui/react/macro';
import type { ScenicFilters } from '@/lib/scenic-filters';
import { FilterBar } from './filter-bar';
import { KeywordChip } from './keyword-chip';
import { ScenicResults } from './scenic-results';
import './places.css';

/** Every scenic area, narrowed by the filters held in the address. */
export function PoiListPage({
  filters,
  onChange,
}: {
  filters: ScenicFilters;
  onChange: (next: ScenicFilters) => void;
}) {
  return (
    <div className="poi-list">
      <h1 className="page-heading" id="poi-list-heading">
        <Trans>Scenic areas</Trans>
      </h1>
      {filters.keyword ? (
        <KeywordChip keyword={filters.keyword} onClear={() => onChange({ ...filters, keyword: undefined })} />
      ) : null}
      <FilterBar filters={filters} onChange={onChange} />
      <ScenicResults filters={filters} labelledBy="poi-list-heading" />
    </div>
  );
}
