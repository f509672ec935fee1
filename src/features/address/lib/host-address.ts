// The messaging app's address picker (its JS-SDK's wx.openAddress), behind one function that
// is given the SDK object (messagingSdk in src/lib/mini-program-host.ts loads it lazily, only
// inside the host); without it the visitor fills the form.
//
// The SDK names the picker's third level (the county or district) `countryName`; it is not a
// country. It is kept, in front of the street, in detailInfo, and countryName becomes the
// country: the mainland, or Hong Kong, Macao or Taiwan when the province says so.
import { MAINLAND_CHINA, type PostalAddressInput } from '@contract/address';
import { HONG_KONG, MACAO, TAIWAN } from './countries';

/** What the SDK's picker answers (wx.openAddress), as far as the address goes. */
export interface HostAddressResult {
  provinceName?: unknown;
  cityName?: unknown;
  countryName?: unknown;
  detailInfo?: unknown;
  postalCode?: unknown;
}

interface OpenAddressOptions {
  success?: (result: HostAddressResult) => void;
  fail?: (error: unknown) => void;
  cancel?: () => void;
}

export interface HostSdk {
  openAddress?: (options: OpenAddressOptions) => void;
}

export const canPickHostAddress = (wx: HostSdk | null | undefined): boolean => typeof wx?.openAddress === 'function';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const REGIONS: [prefix: string, countryName: string][] = [
  ['香港', HONG_KONG],
  ['澳门', MACAO],
  ['台湾', TAIWAN],
];

/** The picker's answer in the contract's shape (the form still checks it before saving). */
export function fromHostAddress(result: HostAddressResult): PostalAddressInput {
  const provinceName = text(result.provinceName);
  const district = text(result.countryName);
  const street = text(result.detailInfo);
  const detailInfo = district && !street.startsWith(district) ? `${district} ${street}`.trim() : street;
  const region = REGIONS.find(([prefix]) => provinceName.startsWith(prefix));
  return {
    countryName: region ? region[1] : MAINLAND_CHINA,
    provinceName,
    cityName: text(result.cityName),
    detailInfo,
    postalCode: text(result.postalCode),
  };
}

/** The address the visitor picked in the host, or null (no picker, cancelled, failed). */
export function pickHostAddress(wx: HostSdk | null | undefined): Promise<PostalAddressInput | null> {
  const openAddress = wx?.openAddress;
  if (typeof openAddress !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      openAddress.call(wx, {
        success: (result) => resolve(fromHostAddress(result ?? {})),
        fail: () => resolve(null),
        cancel: () => resolve(null),
      });
    } catch {
      resolve(null);
    }
  });
}
