import type { LanguageItemT } from './contract';

/**
 * Built in so the switcher works before the first `langList` answer and offline; the
 * server's list (stored as `languageList`) replaces it once fetched. Native names only.
 */
export const BUILT_IN_LANGUAGES: LanguageItemT[] = [
  { id: 'cn', name: '简体中文', languageDesc: 'Simplified Chinese', voice: 'zh-CN' },
  { id: 'en', name: 'English', languageDesc: 'English', voice: 'en-GB' },
  { id: 'fr', name: 'Français', languageDesc: 'French', voice: 'fr-FR' },
  { id: 'ru', name: 'Русский', languageDesc: 'Russian', voice: 'ru-RU' },
  { id: 'zh-Hant', name: '繁體中文（粵語）', languageDesc: 'Traditional Chinese (Cantonese)', voice: 'zh-HK' },
  { id: 'vi', name: 'Tiếng Việt', languageDesc: 'Vietnamese', voice: 'vi-VN' },
  { id: 'th', name: 'ไทย', languageDesc: 'Thai', voice: 'th-TH' },
  { id: 'ja', name: '日本語', languageDesc: 'Japanese', voice: 'ja-JP' },
  { id: 'ko', name: '한국어', languageDesc: 'Korean', voice: 'ko-KR' },
  { id: 'ms', name: 'Bahasa Melayu', languageDesc: 'Malay', voice: 'ms-MY' },
  { id: 'de', name: 'Deutsch', languageDesc: 'German', voice: 'de-DE' },
];
