// What the model is given to answer from (retrieval-augmented generation): the catalogue's
// passages for the question, numbered, with the rule to answer only from them, in the
// question's language, citing each fact's passage, and to say [none] when they do not answer.
import type { Locale } from '@contract/locales';
import { textIn, type Passage } from '@assistant/passages';
import type { AssistantCatalogue } from '@assistant/types';
import { LANGUAGE_NAMES, type ChatMessage } from './openai-compatible';
import type { ChatTurn } from './provider';

/** `[n] Place › Point (kind): text`, numbered from 1. */
export function passageLines(passages: Passage[], catalogue: AssistantCatalogue, lang: Locale): string {
  const placeName = (id: string) => {
    const place = catalogue.places.find((p) => p.id === id);
    return place ? textIn(place.name, lang) : id;
  };
  return passages
    .map((p, i) => {
      const where = p.pointId ? `${placeName(p.placeId)} › ${p.title}` : placeName(p.placeId);
      return `[${i + 1}] ${where} (${p.kind}): ${p.text}`;
    })
    .join('\n');
}

export function groundedMessages(input: {
  passages: Passage[];
  catalogue: AssistantCatalogue;
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
    passageLines(input.passages, input.catalogue, input.lang),
  ].join('\n');
  return [{ role: 'system', content: system }, ...input.history, { role: 'user', content: input.question }];
}
