import { useEffect, useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import type { Locale } from '@contract';
import { pickText } from '@/lib/localized';
import { useMachineTextReport } from './machine-text-report';
import { translationSource } from '@contract/translation-source';

export { translationSource };

export interface LocalizedTextView {
  text: string;
  /** True when the text is a machine translation (the screen's one notice says so). */
  machine: boolean;
  /** True while a translation into the visitor's language is being fetched. */
  pending: boolean;
}

type Text = Partial<Record<Locale, string>>;

/**
 * Content text in the visitor's language. A human translation always wins; where the
 * visitor's language is missing, the machine translation is fetched (or read from Dexie)
 * and labelled; meanwhile, and when there is none, the English or Chinese text shows.
 */
export function useLocalizedText(text: Text | null | undefined): LocalizedTextView {
  const view = useTranslated(text);
  useMachineTextReport(view.machine);
  return view;
}

function useTranslated(text: Text | null | undefined): LocalizedTextView {
  const lang = useAtomValue(langAtom);
  const human = text?.[lang];
  const source = text && !human ? translationSource(text, lang) : null;
  const wanted = source ? `${source.from}>${lang}:${source.text}` : null;
  const [machine, setMachine] = useState<{ for: string; text: string | null } | null>(null);

  useEffect(() => {
    if (!source || !wanted) return;
    let current = true;
    // The translation code (Dexie, the request layer) loads only when a text needs it.
    void import('./translation-queue')
      .then(({ machineTranslate }) => machineTranslate(source.text, source.from, lang))
      .catch(() => null)
      .then((translated) => {
        if (current) setMachine({ for: wanted, text: translated });
      });
    return () => {
      current = false;
    };
    // `wanted` names the source text, its language and the target: nothing else matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  if (human || !source) return { text: pickText(text, lang), machine: false, pending: false };
  const answer = machine?.for === wanted ? machine.text : undefined;
  if (answer === undefined) return { text: pickText(text, lang), machine: false, pending: true };
  if (answer === null) return { text: pickText(text, lang), machine: false, pending: false };
  return { text: answer, machine: true, pending: false };
}
