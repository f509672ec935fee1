// What the controller drives: a recording (howler) or speech of the text (speechSynthesis),
// both in one shape. Positions are seconds of narration, whatever the speed.

export interface NarrationEvents {
  /** Sound is coming out (the audio's 'playing', or the first spoken sentence started). */
  onPlaying(): void;
  onPaused(): void;
  onEnded(): void;
  onError(reason: 'unavailable' | 'speech'): void;
  /** The real duration is known (the audio's metadata). */
  onDuration(seconds: number): void;
}

export interface Narration {
  readonly mode: 'audio' | 'speech';
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
  position(): number;
  duration(): number;
  /** Stops and frees the narration; no event follows. */
  destroy(): void;
}

export interface NarrationStart {
  /** Where to start, in seconds. */
  startAt: number;
  rate: number;
  events: NarrationEvents;
}
