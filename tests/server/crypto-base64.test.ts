// Strict base64 (server/src/crypto/base64.ts) gives the same verdict as the regular expression
// it replaced, on valid text and on text broken in every way a client or attacker might.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeStrictBase64, isStrictBase64 } from '../../server/src/crypto/base64';

const REGEX = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ODD = ['-', '_', '=', ' ', '\n', '.', '%', '\u00e9', '\u4e2d', '\u0000', '\u012b', '\u022f'];

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
}

describe('strict base64', () => {
  it('decodes valid text of every length to the bytes it encodes', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n);
      expect(decodeStrictBase64(bytes.toString('base64'))).toEqual(bytes);
    }
  });

  it.each([
    ['', true],
    ['QQ==', true],
    ['QUI=', true],
    ['QUJD', true],
    ['QQ=', false],
    ['Q===', false],
    ['QU=I', false],
    ['QUJD\n', false],
    [' QUJD', false],
    ['QUJ-', false],
    ['QUJ_', false],
    ['QUJ\u4e2d', false],
    ['QUJ\u012b', false],
  ])('%j: %s', (text, valid) => {
    expect(decodeStrictBase64(text) !== null).toBe(valid);
    expect(REGEX.test(text)).toBe(valid);
  });

  it('agrees with the regular expression on 200,000 mangled strings', () => {
    const next = random(20261123);
    let disagreements = 0;
    for (let i = 0; i < 200_000; i++) {
      let text = randomBytes(next(14)).toString('base64');
      for (let k = next(3); k > 0; k--) {
        const at = next(text.length + 1);
        text = text.slice(0, at) + (ODD[next(ODD.length)] ?? '') + text.slice(at + next(2));
      }
      if ((decodeStrictBase64(text) !== null) !== REGEX.test(text)) disagreements++;
    }
    expect(disagreements).toBe(0);
  });

  it('isStrictBase64 refuses the empty string', () => {
    expect(isStrictBase64('')).toBe(false);
    expect(isStrictBase64('QQ==')).toBe(true);
  });
});
