// Today's embedded assistant (keyword topics and templated sentences, before issue 19) as the
// bench sees an assistant: `composeAnswer` over the catalogue read from content/, with every
// text in every locale (its own or its translation), answering in the interface's language as
// the chat service asks it to. Its "I don't know" and "which place?" answers count as declines.
// It names no sources and does not say which place it used, so `placeId` is the page's place.
import type { PlaceContext } from '../../server/src/chat/place-context';
import { composeAnswer } from '../../server/src/providers/llm/retrieval';
import { TEMPLATES } from '../../server/src/providers/llm/retrieval-templates';
import type { AssistantAnswer, AssistantQuestion } from '../../src/lib/assistant/types';
import type { AllLocalesTextT, LocalizedTextT } from '../../src/lib/contract/catalog';
import { LOCALES } from '../../src/lib/contract/locales';
import {
  allTexts,
  type ContentText,
  contentFiles,
  readTranslations,
  textIn,
} from '../../content/scripts/lib/content-texts';

interface PlaceFile {
  area?: { id: string; name: AllLocalesTextT; popularity: number };
  museum?: { id: string; name: AllLocalesTextT; popularity: number };
  points?: Array<{ name: AllLocalesTextT }>;
  exhibits?: Array<{ name: AllLocalesTextT }>;
}

/** The place's texts by path, each in every locale it exists in (own or translated). */
function localized(source: string, texts: ContentText[]) {
  const byPath = new Map(texts.filter((t) => t.source === source).map((t) => [t.path, t]));
  const translations = new Map(LOCALES.map((l) => [l, readTranslations(l, source)]));
  return (at: string): LocalizedTextT => {
    const text = byPath.get(at);
    if (!text) return {};
    return Object.fromEntries(
      LOCALES.flatMap((l) => {
        const value = textIn(text, l, translations.get(l)!);
        return value ? [[l, value]] : [];
      }),
    );
  };
}

/** The catalogue as the chat service gives it: scenic areas, then museums, most popular first. */
export function loadPlaceContexts(): PlaceContext[] {
  const texts = allTexts();
  const places: Array<PlaceContext & { popularity: number }> = [];
  for (const file of contentFiles()) {
    const json = file.json as PlaceFile;
    const head = json.area ?? json.museum;
    if (!head) continue;
    const text = localized(file.source, texts);
    const scenic = json.area !== undefined;
    places.push({
      id: head.id,
      kind: scenic ? 'scenic' : 'museum',
      name: head.name,
      intro: text(scenic ? 'area.intro' : 'museum.overview'),
      hours: text(scenic ? 'area.openingInfo' : 'museum.openingHours'),
      tips: text(scenic ? 'area.tips' : 'museum.visitingTips'),
      address: text(scenic ? 'area.address' : 'museum.address'),
      points: (json.points ?? json.exhibits ?? []).map((p) => p.name),
      reservation: scenic ? null : text('museum.reservationInfo'),
      popularity: head.popularity,
    });
  }
  const rank = (p: PlaceContext & { popularity: number }) => (p.kind === 'scenic' ? 0 : 1);
  return places
    .toSorted((a, b) => rank(a) - rank(b) || b.popularity - a.popularity)
    .map(({ popularity: _popularity, ...place }) => place);
}

export async function createEvalAssistant() {
  const places = loadPlaceContexts();
  return (q: AssistantQuestion): AssistantAnswer => {
    const lang = q.uiLang;
    const place = places.find((p) => p.id === q.placeId) ?? null;
    const text = composeAnswer({ question: q.question, lang, place, places });
    const t = TEMPLATES[lang];
    const declined = text === t.unknown || text.startsWith(t.whichPlace.slice(0, t.whichPlace.indexOf('{list}')));
    return { lang, text, sources: [], declined, kind: 'other', placeId: place?.id ?? null, pointId: q.pointId ?? null };
  };
}
