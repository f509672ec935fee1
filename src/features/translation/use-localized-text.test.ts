import { describe, expect, it } from 'vitest';
import { translationSource } from './use-localized-text';

describe('translationSource', () => {
  it('translates from English, else Chinese', () => {
    expect(translationSource({ cn: '讲解', en: 'Narration' }, 'fr')).toEqual({ from: 'en', text: 'Narration' });
    expect(translationSource({ cn: '讲解' }, 'fr')).toEqual({ from: 'cn', text: '讲解' });
  });

  it('translates Traditional Chinese from Simplified Chinese first', () => {
    expect(translationSource({ cn: '讲解', en: 'Narration' }, 'zh-Hant')).toEqual({ from: 'cn', text: '讲解' });
    expect(translationSource({ en: 'Narration' }, 'zh-Hant')).toEqual({ from: 'en', text: 'Narration' });
  });

  it('never translates a language into itself, and gives up on text with no source', () => {
    expect(translationSource({ cn: '讲解', en: 'Narration' }, 'en')).toEqual({ from: 'cn', text: '讲解' });
    expect(translationSource({ fr: 'Texte' }, 'de')).toBeNull();
  });
});
