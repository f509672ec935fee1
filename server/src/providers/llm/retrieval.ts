// The embedded default assistant when no language model is configured: it finds the place
// (the one the visitor is in, or one named in the question) and the topics asked about, and
// answers with short templated sentences from the catalogue in the user's language. What the
// catalogue does not hold, it says it does not know. The answer streams in small chunks,
// after a 'meta' delta saying what it is (the place it used as its source, whether it declined).
import type { Locale } from '@contract/locales';
import type { PlaceContext } from '../../chat/place-context';
import type { QuestionKind } from '@assistant/types';
import type { AnswerDelta, AnswerMeta, AnswerRequest, ChatProvider } from './provider';
import { TEMPLATES, TOPIC_WORDS } from './retrieval-templates';
import { textDeltas } from './text-deltas';

type Topic = keyof typeof TOPIC_WORDS;
const TOPIC_ORDER: Topic[] = ['intro', 'hours', 'address', 'tips', 'reservation', 'points'];

const pick = (text: Record<string, string | undefined>, lang: Locale) => text[lang] ?? text.en ?? text.cn ?? '';
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
// A catalogue text already ending in punctuation does not get the template's full stop twice.
const trimEnd = (text: string) => text.trim().replace(/[.。!！]+$/u, '');

function topicsOf(question: string): Topic[] {
  const q = question.toLowerCase();
  return TOPIC_ORDER.filter((t) => TOPIC_WORDS[t].some((w) => q.includes(w)));
}

function placeNamed(question: string, places: PlaceContext[]): PlaceContext | null {
  const q = question.toLowerCase();
  return places.find((p) => Object.values(p.name).some((n) => n.length >= 2 && q.includes(n.toLowerCase()))) ?? null;
}

// The kind of question each topic is, for the exchange log (AssistantAnswer.kind).
const TOPIC_KIND: Record<Topic, QuestionKind> = {
  intro: 'overview',
  hours: 'hours',
  address: 'directions',
  tips: 'other',
  reservation: 'booking',
  points: 'highlights',
};

export interface ComposedAnswer {
  text: string;
  meta: AnswerMeta;
}

type ComposeRequest = Pick<AnswerRequest, 'question' | 'lang' | 'place' | 'places' | 'pointId'>;

/** The answer's text (the evaluation bench's baseline reads this). */
export const composeAnswer = (request: ComposeRequest): string => composeAnswerWithMeta(request).text;

export function composeAnswerWithMeta(request: ComposeRequest): ComposedAnswer {
  const { question, lang, places } = request;
  const t = TEMPLATES[lang];
  const topics = topicsOf(question);
  const place = placeNamed(question, places) ?? request.place;
  const meta = (declined: boolean, used: PlaceContext | null): AnswerMeta => ({
    lang,
    kind: topics[0] ? TOPIC_KIND[topics[0]] : 'other',
    placeId: place?.id ?? null,
    pointId: request.pointId ?? null,
    declined,
    sources: used
      ? [{ kind: 'place', id: used.id, placeId: used.id, placeKind: used.kind, title: pick(used.name, lang) }]
      : [],
  });
  if (!place) {
    if (topics.length === 0) return { text: t.unknown, meta: meta(true, null) };
    const list = places
      .slice(0, 10)
      .map((p) => pick(p.name, lang))
      .join(t.separator);
    return { text: fill(t.whichPlace, { list }), meta: meta(false, null) };
  }
  const p = pick(place.name, lang);
  const sentences = topics.flatMap((topic): string[] => {
    switch (topic) {
      case 'points':
        return [
          place.points.length
            ? fill(t.points, {
                p,
                n: String(place.points.length),
                list: place.points.map((n) => pick(n, lang)).join(t.separator),
              })
            : fill(t.noPoints, { p }),
        ];
      case 'reservation':
        return place.reservation ? [fill(t.reservation, { p, x: trimEnd(pick(place.reservation, lang)) })] : [];
      case 'intro':
        return [fill(t.intro, { p, x: pick(place.intro, lang).trim() })];
      default:
        return [fill(t[topic], { p, x: trimEnd(pick(place[topic], lang)) })];
    }
  });
  if (sentences.length === 0) return { text: t.unknown, meta: meta(true, null) };
  return { text: sentences.join('\n\n'), meta: meta(false, place) };
}

export function createRetrievalProvider(): ChatProvider {
  return {
    name: 'retrieval',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const { text, meta } = composeAnswerWithMeta(request);
      yield { kind: 'meta', meta };
      yield* textDeltas(text, request.signal);
    },
  };
}
