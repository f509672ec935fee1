// Read an answer aloud with speechSynthesis in the locale's voice. One answer speaks at a
// time; a second tap on the same answer stops it.
import { useCallback, useEffect, useState } from 'react';
import { LOCALE_BCP47, type Locale } from '@contract/locales';
import { markdownToPlainText } from '../lib/plain-text';

export const canReadAloud = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

export function useReadAloud(lang: Locale) {
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (canReadAloud()) speechSynthesis.cancel();
    },
    [],
  );

  const toggle = useCallback(
    (id: string, markdown: string) => {
      if (!canReadAloud()) return;
      speechSynthesis.cancel();
      if (speakingId === id) return setSpeakingId(null);
      const tag = LOCALE_BCP47[lang];
      const utterance = new SpeechSynthesisUtterance(markdownToPlainText(markdown));
      utterance.lang = tag;
      const base = tag.split('-')[0]!;
      const voices = speechSynthesis.getVoices();
      utterance.voice = voices.find((v) => v.lang === tag) ?? voices.find((v) => v.lang.startsWith(base)) ?? null;
      const done = () => setSpeakingId((current) => (current === id ? null : current));
      utterance.onend = done;
      utterance.onerror = done;
      setSpeakingId(id);
      speechSynthesis.speak(utterance);
    },
    [lang, speakingId],
  );

  return { speakingId, toggle };
}
