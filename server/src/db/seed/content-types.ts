// Shapes of the content folder once read and validated, and the error a bad file raises.
import type { BannerT, ExplanationPointT, GuideT, LanguageItemT, MuseumT, ScenicAreaT } from '@contract';
import type { ExhibitHashesContentFileT } from '@contract/exhibit-hashes';
import type { ExhibitFeaturesContentFileT } from '@contract/exhibit-features-schemas';
import type { AssistantConfig } from './assistant';
import type { CouponOfferContentT } from './coupons';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface ScenicFile {
  file: string;
  area: ScenicAreaT;
  points: ExplanationPointT[];
}

export interface MuseumFile {
  file: string;
  museum: MuseumT;
  exhibits: ExplanationPointT[];
}

export interface CatalogueContent {
  scenic: ScenicFile[];
  museums: MuseumFile[];
  guides: GuideT[];
  banners: BannerT[];
  langList: LanguageItemT[];
  /** content/hashes/<museumId>.json: the exhibits' image hashes for the scan. */
  exhibitHashes: ExhibitHashesFile[];
  /** content/exhibit-features/<museumId>.json: the features of the exhibits' reference pictures. */
  exhibitFeatures: ExhibitFeaturesContentFileT[];
  /** content/coupons.json (optional): the coupon offers. */
  coupons: CouponOfferContentT[];
  /** content/assistant.json (optional) with its translations: the greeting and questions per locale. */
  assistant: AssistantConfig | null;
  /** Optional files that were absent (their lists are empty). */
  missing: string[];
}

export interface ExhibitHashesFile {
  file: string;
  hashes: ExhibitHashesContentFileT;
}
