export { machineTranslate } from './translation-queue';
export { useLocalizedText, translationSource, type LocalizedTextView } from './use-localized-text';
export { ContentText } from './content-text';
