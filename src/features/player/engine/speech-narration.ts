// Spoken narration where a point has no recording in the visitor's language: one utterance
// per sentence (long utterances stop early in some browsers, and a sentence is where a
// pause, a seek or a speed change restarts). Times are estimates from the text's length,
// refined by boundary events where the voice sends them.
import { sentenceAt, sentenceStarts, splitSentences, spokenLength } from '../lib/sentences';
import type { Narration, NarrationStart } from './narration';

/** Characters per second at speed 1: Chinese, Japanese and Korean are read far fewer per second. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const charsPerSecond = (text: string) => (CJK.test(text) ? 4.5 : 14);

/** No sign of life from the speech engine within this time: it cannot speak here. */
const START_TIMEOUT_MS = 6000;

function pickVoice(lang: string): SpeechSynthesisVoice | null {
  const voices = speechSynthesis.getVoices();
  const wanted = lang.toLowerCase();
  const base = wanted.split('-')[0];
  return (
    voices.find((v) => v.lang.toLowerCase().replace('_', '-') === wanted) ??
    voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base) ??
    null
  );
}

export function speechAvailable(): boolean {
  return typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function estimateSpeechDuration(text: string): number {
  return spokenLength(text) / charsPerSecond(text);
}

export function createSpeechNarration(text: string, voiceLang: string, start: NarrationStart): Narration {
  const { events } = start;
  const sentences = splitSentences(text);
  const total = estimateSpeechDuration(text);
  const starts = sentenceStarts(sentences, total);
  const endOf = (i: number) => starts[i + 1] ?? total;

  let rate = start.rate;
  let index = sentenceAt(starts, start.startAt);
  let position = Math.min(start.startAt, total);
  let playing = false;
  /** Each speak() gets a new generation; events of cancelled utterances are ignored. */
  let generation = 0;
  let spokenFrom = 0;
  /** When the sentence (or its last boundary) started sounding; null before it starts. */
  let sentenceStartedAt: number | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const clearWatchdog = () => clearTimeout(watchdog);

  function livePosition(): number {
    if (!playing || sentenceStartedAt === null) return position;
    const elapsed = ((performance.now() - sentenceStartedAt) / 1000) * rate;
    return Math.min(spokenFrom + elapsed, endOf(index));
  }

  function speakSentence(i: number, awaitStart: boolean): void {
    const mine = ++generation;
    const sentence = sentences[i];
    if (!sentence) return;
    index = i;
    spokenFrom = starts[i]!;
    position = spokenFrom;
    sentenceStartedAt = null;
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.lang = voiceLang;
    utterance.rate = rate;
    const voice = pickVoice(voiceLang);
    if (voice) utterance.voice = voice;
    utterance.onstart = () => {
      if (mine !== generation) return;
      clearWatchdog();
      sentenceStartedAt = performance.now();
      if (awaitStart) events.onPlaying();
      awaitStart = false;
    };
    utterance.onboundary = (event) => {
      if (mine !== generation || sentence.text.length === 0) return;
      const share = Math.min(1, event.charIndex / sentence.text.length);
      spokenFrom = starts[i]! + share * (endOf(i) - starts[i]!);
      sentenceStartedAt = performance.now();
    };
    utterance.onend = () => {
      if (mine !== generation) return;
      position = endOf(i);
      if (i + 1 < sentences.length) {
        speakSentence(i + 1, false);
      } else {
        playing = false;
        events.onEnded();
      }
    };
    utterance.onerror = (event) => {
      if (mine !== generation || event.error === 'interrupted' || event.error === 'canceled') return;
      clearWatchdog();
      playing = false;
      events.onError('speech');
    };
    speechSynthesis.speak(utterance);
    if (awaitStart) {
      clearWatchdog();
      watchdog = setTimeout(() => {
        if (mine !== generation || sentenceStartedAt !== null) return;
        halt();
        events.onError('speech');
      }, START_TIMEOUT_MS);
    }
  }

  /** Silences the engine; the position stays where it was. */
  function halt(): void {
    position = livePosition();
    playing = false;
    generation++;
    clearWatchdog();
    speechSynthesis.cancel();
  }

  function resumeFromPosition(): void {
    playing = true;
    speechSynthesis.cancel();
    speakSentence(sentenceAt(starts, position), true);
  }

  return {
    mode: 'speech',
    play: () => {
      if (playing || sentences.length === 0) return;
      if (position >= total - 0.05) position = 0;
      resumeFromPosition();
    },
    pause: () => {
      if (!playing) return;
      halt();
      events.onPaused();
    },
    seek: (seconds) => {
      const wasPlaying = playing;
      if (wasPlaying) halt();
      position = Math.max(0, Math.min(seconds, total));
      index = sentenceAt(starts, position);
      if (wasPlaying) resumeFromPosition();
    },
    setRate: (next) => {
      if (next === rate) return;
      const wasPlaying = playing;
      if (wasPlaying) halt();
      rate = next;
      // The sentence being said starts again at the new speed.
      if (wasPlaying) resumeFromPosition();
    },
    position: livePosition,
    duration: () => total,
    destroy: () => {
      if (playing) halt();
      generation++;
      clearWatchdog();
    },
  };
}
