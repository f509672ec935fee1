// The embedded default assistant when no language model is configured: it finds the place
// (the one the visitor is in, or one named in the question) and the topics asked about, and
// answers with short templated sentences from the catalogue in the user's language. What the
// catalogue does not hold, it says it does not know. The answer streams in small chunks.
import type { Locale } from '@contract/locales';
import type { PlaceContext } from '../../chat/place-context';
import type { AnswerDelta, AnswerRequest, ChatProvider } from './provider';
import { TEMPLATES, TOPIC_WORDS } from './retrieval-templates';

type Topic = keyof typeof TOPIC_WORDS;
const TOPIC_ORDER: Topic[] = ['intro', 'hours', 'address', 'tips', 'reservation', 'points'];
const CHUNK_CHARS = 12;

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

export function composeAnswer(request: Pick<AnswerRequest, 'question' | 'lang' | 'place' | 'places'>): string {
  const { question, lang, places } = request;
  const t = TEMPLATES[lang];
  const topics = topicsOf(question);
  const place = placeNamed(question, places) ?? request.place;
  if (!place) {
    if (topics.length === 0) return t.unknown;
    return fill(t.whichPlace, {
      list: places
        .slice(0, 10)
        .map((p) => pick(p.name, lang))
        .join(t.separator),
    });
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
  if (sentences.length === 0) return t.unknown;
  return sentences.join('\n\n');
}

export function createRetrievalProvider(): ChatProvider {
  return {
    name: 'retrieval',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const text = composeAnswer(request);
      const chars = Array.from(text);
      for (let i = 0; i < chars.length; i += CHUNK_CHARS) {
        if (request.signal.aborted) return;
        yield { kind: 'content', text: chars.slice(i, i + CHUNK_CHARS).join('') };
        // Let other streams and the event loop run between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
