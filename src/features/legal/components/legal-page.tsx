import { Suspense, use } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { legalTextLang, loadLegalText, type LegalTextKey } from '../lib/legal-texts';
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
  return <LegalDocument text={text} lang={legalTextLang(textKey)} />;
}
