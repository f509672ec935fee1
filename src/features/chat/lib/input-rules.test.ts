import { describe, expect, it } from 'vitest';
import { checkQuestion, clampInputHeight, isSendKey } from './input-rules';

describe('question input rules', () => {
  it('trims, and refuses empty or whitespace-only input', () => {
    expect(checkQuestion('  Where is the gate?\n')).toEqual({ ok: true, content: 'Where is the gate?' });
    expect(checkQuestion('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkQuestion(' \n\t　')).toEqual({ ok: false, reason: 'empty' });
  });

  it('sends on Enter, not on Shift+Enter, not while an IME is composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });

  it('keeps the height between 48 and 130 px', () => {
    expect(clampInputHeight(20)).toBe(48);
    expect(clampInputHeight(90)).toBe(90);
    expect(clampInputHeight(400)).toBe(130);
  });
});
