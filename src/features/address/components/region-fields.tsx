import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract';
import { ADDRESS_LIMITS, type AddressField, type AddressProblem } from '@contract/address';
import type { Draft } from '../lib/address-draft';
import { CN_PROVINCES, findProvince, regionLabel } from '../lib/cn-regions';
import { isMainland } from '../lib/countries';
import { problemText } from '../lib/problem-text';
import { AddressField as Field, describedBy } from './address-field';

interface Props {
  draft: Draft;
  problems: Partial<Record<AddressField, AddressProblem>>;
  onProvince: (provinceName: string) => void;
  onChange: (changes: Partial<Draft>) => void;
}

/** Mainland: a province and one of its cities from the lists. Abroad: both typed. */
export function RegionFields({ draft, problems, onProvince, onChange }: Props) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const error = (field: AddressField) => {
    const problem = problems[field];
    return problem ? problemText(problem, field, i18n) : null;
  };
  if (!isMainland(draft.countryName)) {
    return (
      <>
        <Field
          id="address-province"
          label={<Trans>State, province or region (optional)</Trans>}
          error={error('provinceName')}
        >
          <input
            id="address-province"
            autoComplete="address-level1"
            maxLength={ADDRESS_LIMITS.provinceName}
            value={draft.provinceName}
            onChange={(e) => onChange({ provinceName: e.target.value })}
            {...describedBy('address-province', false, error('provinceName'))}
          />
        </Field>
        <Field id="address-city" label={<Trans>City</Trans>} error={error('cityName')}>
          <input
            id="address-city"
            autoComplete="address-level2"
            maxLength={ADDRESS_LIMITS.cityName}
            value={draft.cityName}
            onChange={(e) => onChange({ cityName: e.target.value })}
            {...describedBy('address-city', false, error('cityName'))}
          />
        </Field>
      </>
    );
  }
  const province = findProvince(draft.provinceName);
  // A name the host gave that the list lacks (a newer division) is kept as it is.
  const extraProvince = draft.provinceName && !province ? draft.provinceName : null;
  const cities = province?.cities ?? [];
  const extraCity = draft.cityName && !cities.some((c) => c.zh === draft.cityName) ? draft.cityName : null;
  return (
    <>
      <Field id="address-province" label={<Trans>Province</Trans>} error={error('provinceName')}>
        <select
          id="address-province"
          value={draft.provinceName}
          onChange={(e) => onProvince(e.target.value)}
          {...describedBy('address-province', false, error('provinceName'))}
        >
          <option value="">{t`Choose a province`}</option>
          {extraProvince ? <option value={extraProvince}>{extraProvince}</option> : null}
          {CN_PROVINCES.map((p) => (
            <option key={p.zh} value={p.zh}>
              {regionLabel(p, locale)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="address-city" label={<Trans>City</Trans>} error={error('cityName')}>
        <select
          id="address-city"
          value={draft.cityName}
          disabled={!draft.provinceName}
          onChange={(e) => onChange({ cityName: e.target.value })}
          {...describedBy('address-city', false, error('cityName'))}
        >
          <option value="">{t`Choose a city`}</option>
          {extraCity ? <option value={extraCity}>{extraCity}</option> : null}
          {cities.map((c) => (
            <option key={c.zh} value={c.zh}>
              {regionLabel(c, locale)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
