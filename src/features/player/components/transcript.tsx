// The narration's text, following the sound: the sentence being said is highlighted
// (aria-current) and kept in view; a tap or Enter on a sentence plays from there.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue } from '@/lib/store';
import { LOCALE_BCP47 } from '@contract';
import { useMachineTextReport } from '@/features/translation';
import { withPlayer } from '../engine/load-player';
import { sentenceAt, sentenceStarts, splitSentences } from '../lib/sentences';
import { durationAtom, narrationAtom, positionAtom } from '../state/player-atoms';
import '@/components/ui/content.css';

export function Transcript() {
  const { t } = useLingui();
  const narration = useAtomValue(narrationAtom);
  const duration = useAtomValue(durationAtom);
  const position = useAtomValue(positionAtom);
  const sentences = useMemo(() => splitSentences(narration?.text ?? ''), [narration?.text]);
  const starts = useMemo(() => sentenceStarts(sentences, duration), [sentences, duration]);
  const current = sentences.length > 0 ? sentenceAt(starts, position) : -1;
  const currentRef = useRef<HTMLButtonElement>(null);
  // A translated transcript is labelled by the screen's one notice.
  useMachineTextReport(narration?.machine === true);

  useEffect(() => {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    currentRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [current]);

  if (!narration) {
    return (
      <p className="player-transcript-note" role="status">
        {t`Translation is under way, please wait`}
      </p>
    );
  }

  return (
    <section className="player-transcript" aria-label={t`Transcript`}>
      <p className="visually-hidden">{t`Choose a sentence to play from there.`}</p>
      <div className="player-sentences" lang={LOCALE_BCP47[narration.textLocale]}>
        {sentences.map((sentence, index) => (
          <button
            key={sentence.offset}
            type="button"
            ref={index === current ? currentRef : undefined}
            className="player-sentence"
            aria-current={index === current ? 'true' : undefined}
            data-start={starts[index]!.toFixed(2)}
            onClick={() => {
              const seconds = starts[index]!;
              withPlayer((player) => player.playerActions.seekTo(seconds));
            }}
          >
            {sentence.text}
          </button>
        ))}
      </div>
    </section>
  );
}
