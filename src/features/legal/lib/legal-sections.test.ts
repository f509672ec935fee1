import { describe, expect, it } from 'vitest';
import { legalSections, splitLegalHead } from './legal-sections';

const TEXT = [
  '# Title',
  '',
  'Last updated: today',
  '',
  '## 1. **Who** we are',
  'Text',
  '### 1.1 Sub',
  '## 2. Rights',
  '',
].join('\n');

describe('legal sections', () => {
  it('lists the second-level headings with positional ids and their lines', () => {
    expect(legalSections(TEXT)).toEqual([
      { id: 'section-1', title: '1. Who we are', line: 5 },
      { id: 'section-2', title: '2. Rights', line: 8 },
    ]);
  });

  it('splits the title and date from the sections, keeping line numbers countable', () => {
    const { head, body, bodyOffset } = splitLegalHead(TEXT);
    expect(head).toBe('# Title\n\nLast updated: today\n\n');
    expect(body.startsWith('## 1.')).toBe(true);
    expect(bodyOffset).toBe(4);
  });
});
