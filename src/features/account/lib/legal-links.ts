// The agreement pages in the visitor's language: Chinese for cn and zh-Hant, French for fr,
// English for the rest.
import type { Locale } from '@contract';

export function legalLinks(lang: Locale): {
  agreement: '/userAgreement' | '/userAgreement_fr' | '/userAgreement_en';
  privacy: '/privacyPage' | '/privacyPage_fr' | '/privacyPage_en';
} {
  if (lang === 'cn' || lang === 'zh-Hant') return { agreement: '/userAgreement', privacy: '/privacyPage' };
  if (lang === 'fr') return { agreement: '/userAgreement_fr', privacy: '/privacyPage_fr' };
  return { agreement: '/userAgreement_en', privacy: '/privacyPage_en' };
}
