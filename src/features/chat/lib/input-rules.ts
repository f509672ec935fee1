// The question box's rules (spec points 2 and 5): content is trimmed, empty or whitespace
// input is refused, Enter sends, Shift+Enter is a new line, and Enter while an input method
// is composing (choosing Chinese characters) belongs to the IME, never sends.
export const INPUT_MIN_HEIGHT_PX = 48;
export const INPUT_MAX_HEIGHT_PX = 130;

export type QuestionCheck = { ok: true; content: string } | { ok: false; reason: 'empty' };

export function checkQuestion(raw: string): QuestionCheck {
  const content = raw.trim();
  return content === '' ? { ok: false, reason: 'empty' } : { ok: true, content };
}

export interface EnterKey {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
  /** 229: some browsers report the IME's Enter this way, with isComposing false. */
  keyCode?: number;
}

export function isSendKey(event: EnterKey): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !event.isComposing && event.keyCode !== 229;
}

/** The textarea's height for its content: between 48 and 130 px. */
export function clampInputHeight(scrollHeight: number): number {
  return Math.min(INPUT_MAX_HEIGHT_PX, Math.max(INPUT_MIN_HEIGHT_PX, scrollHeight));
}
