// Under the player's title: whose narration it is (a gold-medal guide's is named), the language
// of the recording when it is not the visitor's (their recording is not made yet: the original
// plays under their transcript), and one note when the voice is synthetic.
import { useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import { LOCALE_BCP47, type Locale } from '@contract';
import { pickText } from '@/lib/localized';
import { narrationAtom, queueAtom } from '../state/player-atoms';

/** A language's name in the visitor's language (Chinese as Chinese, not as its script). */
export function languageName(locale: Locale, lang: Locale): string {
  const code = locale === 'cn' ? 'zh' : LOCALE_BCP47[locale];
  try {
    return new Intl.DisplayNames([LOCALE_BCP47[lang]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function NarrationNotes() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const guide = useAtomValue(queueAtom)?.context.guide;
  const narration = useAtomValue(narrationAtom);
  const guideName = guide ? pickText(guide.name, lang) : null;
  const audioLocale = narration?.audioLocale;
  const notes = [
    audioLocale && audioLocale !== lang ? t`Recording in ${languageName(audioLocale, lang)}` : null,
    narration?.synthetic ? t`Synthetic voice` : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      {guideName ? <p className="player-guide">{t`Gold-medal guide ${guideName}`}</p> : null}
      {notes.length > 0 ? (
        <p className="player-voice" data-audio-locale={audioLocale ?? ''}>
          {notes.join(' · ')}
        </p>
      ) : null}
    </>
  );
}
