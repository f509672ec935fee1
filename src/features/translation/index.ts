export { useLocalizedText, translationSource, type LocalizedTextView } from './use-localized-text';
export { MachineTranslationNote } from './machine-translation-note';
