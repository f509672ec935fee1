import { Suspense, use } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@contract';
import { i18nFor } from '@/lib/i18n';
import { legalTextLang, legalTextLocale, loadLegalText, type LegalTextKey } from '../lib/legal-texts';
import { LegalDocument } from './legal-document';

interface LegalPageProps {
  text: LegalTextKey;
}

/** One legal text in its own language, whatever the interface language is. */
export function LegalPage({ text }: LegalPageProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LoadedLegalText textKey={text} />
    </Suspense>
  );
}

function LoadedLegalText({ textKey }: { textKey: LegalTextKey }) {
  const text = use(loadLegalText(textKey));
  // The page's own words (contents, print) are in the text's language, like its tab title:
  // an English policy opened from the Chinese interface reads in English throughout.
  const own = use(ownWords(legalTextLocale(textKey)));
  const document = <LegalDocument text={text} lang={legalTextLang(textKey)} />;
  return own ? <I18nProvider i18n={own}>{document}</I18nProvider> : document;
}

const words = new Map<Locale, Promise<I18n | null>>();
/** The text language's catalog; null (the interface's words) when it cannot be loaded. */
function ownWords(locale: Locale): Promise<I18n | null> {
  let loading = words.get(locale);
  if (!loading) {
    loading = i18nFor(locale).catch(() => {
      words.delete(locale); // offline without that catalog: try again next time
      return null;
    });
    words.set(locale, loading);
  }
  return loading;
}
