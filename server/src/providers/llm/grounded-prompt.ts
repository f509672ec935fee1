// What the model is given to answer from (retrieval-augmented generation): the catalogue's
// passages for the question, numbered, with the rule to answer only from them, in the
// question's language, citing each fact's passage, and to say [none] when they do not answer.
import type { Locale } from '@contract/locales';
import type { Passage } from '../../../../src/lib/assistant/index';
import { LANGUAGE_NAMES } from '../language-names';
import type { ChatMessage } from './openai-compatible';
import type { ChatTurn } from './provider';

/** `[n] Place › Point (kind): text`, numbered from 1. The passages are of one place, `placeName`. */
export function passageLines(passages: Passage[], placeName: string): string {
  return passages
    .map((p, i) => `[${i + 1}] ${p.pointId ? `${placeName} › ${p.title}` : placeName} (${p.kind}): ${p.text}`)
    .join('\n');
}

export function groundedMessages(input: {
  passages: Passage[];
  placeName: string;
  lang: Locale;
  history: ChatTurn[];
  question: string;
}): ChatMessage[] {
  const system = [
    "You are the guide of a travel app for scenic areas and museums. Answer the visitor's last question using only the numbered passages below, from the guide's content.",
    `- Write in ${LANGUAGE_NAMES[input.lang]}, briefly, in GitHub-flavoured markdown; translate what you use from a passage in another language.`,
    '- Cite the passage of every fact right after it, by its number in square brackets: [1], or [1][3].',
    '- Add nothing the passages do not say. If they do not answer the question, reply with exactly [none] and nothing else.',
    '',
    'Passages:',
    passageLines(input.passages, input.placeName),
  ].join('\n');
  return [{ role: 'system', content: system }, ...input.history, { role: 'user', content: input.question }];
}
