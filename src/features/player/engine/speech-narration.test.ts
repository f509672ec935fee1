// The spoken narration against a stand-in speechSynthesis (node has none): one utterance
// per sentence, progress by estimate, pause / seek / speed restarting the sentence, the end,
// and the errors a device without voices gives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeechNarration, estimateSpeechDuration } from './speech-narration';
import type { NarrationEvents } from './narration';

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onboundary: ((event: { charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

const queue: FakeUtterance[] = [];
const synth = {
  speak: vi.fn((u: FakeUtterance) => queue.push(u)),
  cancel: vi.fn(() => {
    const cancelled = queue.splice(0);
    for (const u of cancelled) u.onerror?.({ error: 'interrupted' });
  }),
  getVoices: () => [{ lang: 'en-GB', name: 'English' }],
};

function events(): NarrationEvents & Record<string, ReturnType<typeof vi.fn>> {
  return { onPlaying: vi.fn(), onPaused: vi.fn(), onEnded: vi.fn(), onError: vi.fn(), onDuration: vi.fn() };
}

const TEXT = 'First sentence is here. Second one follows! Third and last?';

beforeEach(() => {
  queue.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  synth.speak.mockClear();
});

describe('spoken narration', () => {
  it('speaks sentence by sentence with the voice and speed asked, and ends', () => {
    const on = events();
    const narration = createSpeechNarration(TEXT, 'en-GB', { startAt: 0, rate: 1.5, events: on });
    narration.play();
    expect(queue[0]).toMatchObject({ text: 'First sentence is here.', lang: 'en-GB', rate: 1.5 });
    queue[0]!.onstart?.();
    expect(on.onPlaying).toHaveBeenCalledTimes(1);
    queue.shift()!.onend?.();
    expect(queue[0]!.text).toBe('Second one follows!');
    queue[0]!.onstart?.();
    queue.shift()!.onend?.();
    queue[0]!.onstart?.();
    queue.shift()!.onend?.();
    expect(on.onEnded).toHaveBeenCalledTimes(1);
    expect(narration.position()).toBeCloseTo(narration.duration(), 6);
    expect(on.onPlaying).toHaveBeenCalledTimes(1);
  });

  it('estimates progress over time at the speed, and from boundary events', () => {
    const narration = createSpeechNarration(TEXT, 'en-GB', { startAt: 0, rate: 2, events: events() });
    narration.play();
    queue[0]!.onstart?.();
    vi.advanceTimersByTime(500);
    // 0.5 s at speed 2 is one second of narration, within the first sentence's estimate.
    expect(narration.position()).toBeCloseTo(1, 1);
    queue[0]!.onboundary?.({ charIndex: 15 });
    const firstEnd = (20 / 50) * narration.duration();
    expect(narration.position()).toBeCloseTo((15 / 23) * firstEnd, 1);
    vi.advanceTimersByTime(60_000);
    expect(narration.position()).toBeCloseTo(firstEnd, 6);
  });

  it('pauses, seeks and changes speed by restarting at a sentence start', () => {
    const on = events();
    const narration = createSpeechNarration(TEXT, 'en-GB', { startAt: 0, rate: 1, events: on });
    narration.play();
    queue[0]!.onstart?.();
    narration.pause();
    expect(on.onPaused).toHaveBeenCalled();
    expect(on.onError).not.toHaveBeenCalled();
    expect(queue).toHaveLength(0);

    const secondStart = (20 / 50) * narration.duration();
    narration.seek(secondStart + 0.2);
    narration.play();
    expect(queue[0]!.text).toBe('Second one follows!');
    queue[0]!.onstart?.();
    narration.setRate(0.75);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ text: 'Second one follows!', rate: 0.75 });
  });

  it('starts at a resume position in its sentence', () => {
    const duration = estimateSpeechDuration(TEXT);
    const narration = createSpeechNarration(TEXT, 'en-GB', { startAt: duration - 0.5, rate: 1, events: events() });
    narration.play();
    expect(queue[0]!.text).toBe('Third and last?');
  });

  it('reports a device that cannot speak: an error event, or no start at all', () => {
    const failing = events();
    createSpeechNarration(TEXT, 'fr-FR', { startAt: 0, rate: 1, events: failing }).play();
    queue[0]!.onerror?.({ error: 'synthesis-failed' });
    expect(failing.onError).toHaveBeenCalledWith('speech');

    queue.length = 0;
    const silent = events();
    createSpeechNarration(TEXT, 'fr-FR', { startAt: 0, rate: 1, events: silent }).play();
    vi.advanceTimersByTime(10_000);
    expect(silent.onError).toHaveBeenCalledWith('speech');
  });

  it('estimates Chinese more slowly per character than Latin text', () => {
    expect(estimateSpeechDuration('一二三四五六七八九十。')).toBeGreaterThan(estimateSpeechDuration('abcdefghij.'));
  });
});
