// The locales' names in English, as the prompts of the model-backed providers (the assistant,
// content translation) name the language to write in.
import type { Locale } from '@contract/locales';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  cn: 'Simplified Chinese',
  en: 'English',
  fr: 'French',
  ru: 'Russian',
  'zh-Hant': 'Traditional Chinese',
  vi: 'Vietnamese',
  th: 'Thai',
  ja: 'Japanese',
  ko: 'Korean',
  ms: 'Malay',
  de: 'German',
};
