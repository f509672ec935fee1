// What counts as a word the place's texts know (subject.ts), and when a question's subject is
// foreign to the place: the things its cues name, or its particular words, unknown there.
import { describe, expect, it } from 'vitest';
import { createLexicon, foreignSubject, objectTerms } from './subject';
import { tokenize } from './text';

const lexicon = (text: string) => createLexicon(tokenize(text));

describe('a lexicon', () => {
  const words = lexicon('Designed by the architect Zhang Jinqiu, with a Sommerrodelbahn and Beijing nearby');
  it.each([
    ['architecture', true], // the same stem, another ending
    ['beijng', true], // a slip
    ['rodelbahn', true], // inside a compound
    ['toilets', false],
    ['arch', false], // too short to stand for "architect"
  ])('%s: %s', (word, known) => {
    expect(words.has(word)).toBe(known);
  });

  it('finds a cue by the start of a word', () => {
    const text = lexicon('Swimming and fishing in the lake are not allowed.');
    expect(text.hasStart('swim')).toBe(true);
    expect(text.hasStart('drone')).toBe(false);
  });
});

describe('a foreign subject', () => {
  const here = lexicon('Macaques live along the streams; keep food out of sight and never feed them.');
  const catalogue = lexicon('Macaques live along the streams; never feed them. Swimming is not allowed. Taxi, bus.');
  const quoted = lexicon('');
  const foreign = (terms: string[], objects: string[] = []) =>
    foreignSubject({ terms, objects: objectTerms(objects, tokenize), here, quoted, catalogue });

  it('is a thing a cue names that no text of the catalogue speaks of', () => {
    expect(foreign([], ['drone'])).toBe(true);
    expect(foreign(['monkeys'], ['feed'])).toBe(false); // "feed" is spoken of here
    expect(foreign([], ['swim'])).toBe(false); // spoken of elsewhere: a rule may still answer
  });

  it('is a particular word, none of the subject known here', () => {
    expect(foreign(['toilets'])).toBe(true);
    expect(foreign(['toilets', 'streams'])).toBe(false);
    expect(foreign(['yo'])).toBe(false); // too short to name anything
    expect(foreign(['厕所', '卫生'])).toBe(true); // two CJK pairs: a word of its own
    expect(foreign(['一番'])).toBe(false); // one pair: as likely a phrase as a thing
  });
});
