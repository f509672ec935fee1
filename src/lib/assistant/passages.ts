// Every passage of the catalogue, per language: each sentence of a place's texts and of its
// points' narrations, plus a point's facts (hall, era, material, dimensions) as one passage.
// A passage is what the answer quotes and what a model is given, numbered, to cite.
import { LOCALES, type Locale } from '../contract/locales';
import { sentences } from './text';
import type { AssistantCatalogue, AssistantPlace, AssistantPoint } from './types';

export type PassageKind =
  'intro' | 'hours' | 'tips' | 'reservation' | 'address' | 'hall' | 'narration' | 'guide' | 'facts';

export interface Passage {
  /** `<placeId>/<kind>[/<pointId or hallId>]/<n>/<lang>`: stable while the content is. */
  id: string;
  placeId: string;
  pointId: string | null;
  lang: Locale;
  text: string;
  kind: PassageKind;
  /** Its place in its text (0: the first sentence). */
  order: number;
  /** The place's or the point's name in this language, searched with the text. */
  title: string;
  /** A locked point's narration: quoted only to an asker whose unlocks cover it. */
  locked: boolean;
}

type Text = Partial<Record<Locale, string>>;

/** A text in a language: its own, else English, else Chinese (a missing translation). */
export const textIn = (text: Text | null | undefined, lang: Locale): string =>
  text?.[lang] ?? text?.en ?? text?.cn ?? '';

function* split(
  place: AssistantPlace,
  lang: Locale,
  kind: PassageKind,
  text: string,
  title: string,
  owner: AssistantPoint | { id: string } | null,
  locked = false,
): Generator<Passage> {
  if (!text.trim()) return;
  const pointId = owner && 'stopNumber' in owner ? owner.id : null;
  const at = owner ? `/${owner.id}` : '';
  for (const [order, sentence] of sentences(text, lang).entries()) {
    yield {
      id: `${place.id}/${kind}${at}/${order}/${lang}`,
      placeId: place.id,
      pointId,
      lang,
      text: sentence,
      kind,
      order,
      title,
      locked,
    };
  }
}

export function facts(point: AssistantPoint, lang: Locale): string {
  return [point.hall, point.era, point.material, point.dimensions]
    .map((t) => (t ? textIn(t, lang) : ''))
    .filter(Boolean)
    .join(' · ');
}

export function* placePassages(place: AssistantPlace, lang: Locale): Generator<Passage> {
  const name = textIn(place.name, lang);
  yield* split(place, lang, 'intro', textIn(place.intro, lang), name, null);
  yield* split(place, lang, 'hours', textIn(place.hours, lang), name, null);
  yield* split(place, lang, 'tips', textIn(place.tips, lang), name, null);
  yield* split(place, lang, 'reservation', textIn(place.reservation, lang), name, null);
  yield* split(place, lang, 'address', textIn(place.address, lang), name, null);
  for (const hall of place.halls) {
    const hallName = textIn(hall.name, lang);
    yield* split(place, lang, 'hall', `${hallName}: ${textIn(hall.intro, lang)}`, hallName, hall);
  }
  for (const point of place.points) {
    const title = textIn(point.name, lang);
    const locked = point.locked === true;
    yield* split(place, lang, 'narration', textIn(point.narration, lang), title, point, locked);
    yield* split(place, lang, 'guide', textIn(point.guideNarration, lang), title, point, locked);
    const f = facts(point, lang);
    if (f)
      yield {
        id: `${place.id}/facts/${point.id}/0/${lang}`,
        placeId: place.id,
        pointId: point.id,
        lang,
        text: `${title}: ${f}`,
        kind: 'facts',
        order: 0,
        title,
        locked: false,
      };
  }
}

export function allPassages(catalogue: AssistantCatalogue, langs: readonly Locale[] = LOCALES): Passage[] {
  return catalogue.places.flatMap((place) => langs.flatMap((lang) => [...placePassages(place, lang)]));
}
