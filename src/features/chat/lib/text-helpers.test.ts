import { describe, expect, it } from 'vitest';
import { clientFeatures, parseClientType } from './client-type';
import { markdownToPlainText } from './plain-text';
import { splitQuestion } from './question-images';

describe('question images', () => {
  it('takes markdown and bare image addresses out of the text', () => {
    expect(splitQuestion('What is this? ![photo](https://x.test/a.jpg) and https://x.test/b.png?w=2')).toEqual({
      text: 'What is this? and',
      images: ['https://x.test/a.jpg', 'https://x.test/b.png?w=2'],
    });
    expect(splitQuestion('No picture')).toEqual({ text: 'No picture', images: [] });
  });
});

describe('plain text of an answer', () => {
  it('drops markdown syntax and keeps the words', () => {
    expect(markdownToPlainText('## Hours\n- **Open** 8:00\n- [Map](https://m.test)')).toBe('Hours\nOpen 8:00\nMap');
  });
});

describe('clientType', () => {
  it("defaults to '2' and decides the parts of the page", () => {
    expect(parseClientType(undefined)).toBe('2');
    expect(parseClientType('7')).toBe('2');
    expect(clientFeatures('0')).toEqual({ input: true, backToHome: false, copyShare: true });
    expect(clientFeatures('1')).toEqual({ input: false, backToHome: false, copyShare: true });
    expect(clientFeatures('2')).toEqual({ input: true, backToHome: true, copyShare: false });
  });
});
