import type { Locale } from '@contract';

export interface LegalRoutes {
  privacy: '/privacyPage' | '/privacyPage_en' | '/privacyPage_fr';
  agreement: '/userAgreement' | '/userAgreement_en' | '/userAgreement_fr';
  thirdParty: '/thirdService' | '/thirdService_en';
}

/**
 * The legal pages in the visitor's language: Chinese for cn and Traditional Chinese, French
 * for fr, English otherwise; the third-party list has no French version (English instead).
 */
export function legalRoutesFor(locale: Locale): LegalRoutes {
  if (locale === 'cn' || locale === 'zh-Hant') {
    return { privacy: '/privacyPage', agreement: '/userAgreement', thirdParty: '/thirdService' };
  }
  if (locale === 'fr') {
    return { privacy: '/privacyPage_fr', agreement: '/userAgreement_fr', thirdParty: '/thirdService_en' };
  }
  return { privacy: '/privacyPage_en', agreement: '/userAgreement_en', thirdParty: '/thirdService_en' };
}
