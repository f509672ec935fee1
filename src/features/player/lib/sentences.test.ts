import { describe, expect, it } from 'vitest';
import { sentenceAt, sentenceStarts, splitSentences } from './sentences';
import { formatTime } from './format-time';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('splits Chinese at 。！？ and keeps closing quotes with their sentence', () => {
    expect(texts('您现在来到断桥。其实断桥并没有断！为什么？他说：“走吧。”然后离开')).toEqual([
      '您现在来到断桥。',
      '其实断桥并没有断！',
      '为什么？',
      '他说：“走吧。”',
      '然后离开',
    ]);
  });

  it('splits Latin text at . ! ? followed by a space, not inside numbers or abbreviations', () => {
    expect(texts('The arch is 3.5 m high. Look west! Can you see it? "Yes." Then go on.')).toEqual([
      'The arch is 3.5 m high.',
      'Look west!',
      'Can you see it?',
      '"Yes."',
      'Then go on.',
    ]);
    expect(texts('Built in the U.S.A. in 1900.')).toEqual(['Built in the U.S.A.', 'in 1900.']);
  });

  it('keeps runs of marks together, ends at line breaks and records offsets', () => {
    const text = 'Really?! Yes……好的\nNext line';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Really?!', 'Yes……', '好的', 'Next line']);
    for (const s of sentences) expect(text.slice(s.offset, s.offset + s.text.length)).toBe(s.text);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('  ')).toEqual([]);
  });
});

describe('sentence timing', () => {
  it('starts each sentence in proportion to the characters before it', () => {
    const sentences = splitSentences('一二三四。五六七八九十一二三四五。');
    // 5 characters, then 12: the second starts at 5/17 of the duration.
    const starts = sentenceStarts(sentences, 34);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBeCloseTo(10, 6);
    expect(sentenceAt(starts, 0)).toBe(0);
    expect(sentenceAt(starts, 9.9)).toBe(0);
    expect(sentenceAt(starts, 10)).toBe(1);
    expect(sentenceAt(starts, 99)).toBe(1);
  });

  it('ignores whitespace and survives a zero duration', () => {
    const starts = sentenceStarts(splitSentences('Aa bb. Cc dd.'), 10);
    expect(starts[1]).toBeCloseTo(5, 6);
    expect(sentenceStarts(splitSentences('A. B.'), 0)).toEqual([0, 0]);
  });
});

describe('formatTime', () => {
  it('formats minutes and hours', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
