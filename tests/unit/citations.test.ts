// The model's citation markers come out of the streamed text, whole or split across deltas,
// with their numbers kept; text that only looks like the start of one is shown unchanged.
import { describe, expect, it } from 'vitest';
import { CitationFilter } from '../../server/src/providers/llm/citations';

function run(deltas: string[]) {
  const filter = new CitationFilter();
  const shown = deltas.map((d) => filter.push(d));
  shown.push(filter.end());
  return { text: shown.join(''), shown, cited: filter.cited, declined: filter.declined };
}

describe('CitationFilter', () => {
  it('takes out [n], [n, m], [n][m] and 【n】 with the space before them, and keeps the numbers in order', () => {
    expect(run(['Opens at 9 [2]. Closed Mondays [1, 3][2]. 全天开放【4】。'])).toEqual({
      text: 'Opens at 9. Closed Mondays. 全天开放。',
      shown: ['Opens at 9. Closed Mondays. 全天开放。', ''],
      cited: [2, 1, 3, 4],
      declined: false,
    });
  });

  it('holds back a marker split across deltas until it is decided', () => {
    const { text, shown, cited } = run(['Opens at 9 ', '[', '1', '2]', '. Bring water [', '3', ']']);
    expect(text).toBe('Opens at 9. Bring water');
    expect(shown.slice(0, 4)).toEqual(['Opens at 9', '', '', '']);
    expect(cited).toEqual([12, 3]);
  });

  it('shows brackets that are no marker: links, words, prices, an unclosed one at the end', () => {
    const deltas = ['See [the ', 'map](/map) and [no', 'te] costs [10 yuan] or [1', 'st] [2'];
    expect(run(deltas)).toMatchObject({
      text: 'See [the map](/map) and [note] costs [10 yuan] or [1st] [2',
      cited: [],
    });
  });

  it('reads [none] alone as a decline, and not when the model also answered', () => {
    expect(run(['[no', 'ne]'])).toEqual({ text: '', shown: ['', '', ''], cited: [], declined: true });
    expect(run(['Opens at 9 [1]. ', '[none]'])).toMatchObject({ text: 'Opens at 9.', declined: false });
  });
});
