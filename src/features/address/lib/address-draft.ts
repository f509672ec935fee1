// The form's draft: five strings, as the contract's input. Switching between the mainland
// and abroad clears what no longer fits (a province picked from the list means nothing abroad).
import { MAINLAND_CHINA, type PostalAddress, type PostalAddressInput } from '@contract/address';
import { findProvince } from './cn-regions';

export type Draft = Required<{ [K in keyof PostalAddress]: string }>;

export const EMPTY_DRAFT: Draft = {
  countryName: MAINLAND_CHINA,
  provinceName: '',
  cityName: '',
  detailInfo: '',
  postalCode: '',
};

export const draftOf = (address: PostalAddressInput | null | undefined): Draft => ({
  ...EMPTY_DRAFT,
  ...Object.fromEntries(Object.entries(address ?? {}).filter(([, v]) => typeof v === 'string')),
});

export function withCountry(draft: Draft, countryName: string): Draft {
  const crossing = (draft.countryName === MAINLAND_CHINA) !== (countryName === MAINLAND_CHINA);
  return crossing
    ? { ...draft, countryName, provinceName: '', cityName: '', postalCode: '' }
    : { ...draft, countryName };
}

/** A new province keeps the city only if it belongs to it; a municipality is its own city. */
export function withProvince(draft: Draft, provinceName: string): Draft {
  const cities = findProvince(provinceName)?.cities ?? [];
  const only = cities.length === 1 ? cities[0]!.zh : '';
  const keeps = cities.some((city) => city.zh === draft.cityName);
  return { ...draft, provinceName, cityName: keeps ? draft.cityName : only };
}
