// The answer: for each kind asked, a heading in the answer's language and the content's own
// sentences that answer it (never paraphrased), or the itinerary built from the stops; the
// pages used as sources. What nothing answers is declined, plainly.
import type { Locale } from '../contract/locales';
import type { AskKind } from './cues-ask';
import { planVisit } from './itinerary';
import { quote, type ComposeContext } from './context';
import { attributesOf, fromTheCentre, says, saysEasyWalk, saysSlowPace } from './cues';
import { NAME, TIME_TAKEN } from './cues-attributes';
import { TIME_OF_DAY } from './cues-say';
import type { Want } from './understand';
import { textIn, type Passage } from './passages';
import { relevance, selectFor } from './select';
import { contentTerms, ownNameTerms } from './terms';
import { tokenize } from './text';
import { fill, TEMPLATES } from './templates';
import type { AssistantPlace, AssistantPoint, AssistantSource, QuestionKind } from './types';

export interface Section {
  kind: QuestionKind;
  heading: string;
  /** Quoted sentences, or lines of the assistant's own (a list). */
  body: string;
  passages: Passage[];
  points: AssistantPoint[];
}

/** The longest story quoted: the sample's narrations have 6 to 12 sentences. */
const STORY_SENTENCES = 12;

function story(c: ComposeContext, point: AssistantPoint): Section | null {
  const { lang } = c.u;
  const t = TEMPLATES[lang];
  const name = textIn(point.name, lang);
  const own = c.index.passages.filter((p) => p.pointId === point.id);
  const facts = own.filter((p) => p.kind === 'facts');
  if (!c.mayRead(point)) {
    const body = [quote(facts, lang), fill(t.locked, { p: name })].filter(Boolean).join('\n\n');
    return { kind: 'story', heading: `**${name}**:`, body, passages: facts, points: [point] };
  }
  const narration = own.filter((p) => p.kind === 'narration');
  const told = own.filter((p) => p.kind !== 'facts');
  const rel = relevance(c.index, c.query, (p) => p.pointId === point.id && p.kind !== 'facts');
  // What is asked of it (its height, its age): the sentences with a measure or a date, best matching first.
  const marks = attributesOf(c.query, lang);
  // (Two asked at once, "how many, and how heavy": the best of each, each another sentence when
  // there is one: the year of "1959" is not also the count of seven musicians.)
  const byRelevance = (a: Passage, b: Passage) => (rel.get(b.id) ?? 0) - (rel.get(a.id) ?? 0);
  const bestOfEach = (): Passage[] => {
    const picked: Passage[] = [];
    for (const m of marks) {
      const giving = told.filter((p) => p !== narration[0] && m.test(p.text)).sort(byRelevance);
      const best = giving.find((p) => !picked.includes(p));
      if (best) picked.push(best);
    }
    return picked.slice(0, 3);
  };
  const measured =
    marks.length > 1
      ? bestOfEach()
      : told
          .filter((p) => marks.some((m) => m.test(p.text)))
          .sort(byRelevance)
          .slice(0, 2);
  const matching = [...rel.entries()].filter(([, s]) => s >= 0.4).slice(0, 3);
  // Asked for a measure or a date: the opening, then the sentences that give it and match the
  // question, each with the one after it. Otherwise ("what is it", "why"): the story itself,
  // whose answer may be anywhere in it.
  const specific = measured.length > 0;
  const chosen = new Set(narration.slice(0, specific ? 1 : STORY_SENTENCES));
  const next = (p: Passage) => told.find((x) => x.kind === p.kind && x.order === p.order + 1);
  for (const p of specific ? [...measured, ...matching.map(([id]) => own.find((x) => x.id === id))] : []) {
    if (!p) continue;
    chosen.add(p);
    const after = next(p);
    if (after && chosen.size < 6) chosen.add(after);
  }
  // Asked of something the story tells ("did someone top up the water in the ox?"): the sentence
  // that matches the question best, when it is the guide's own story's, not the narration's.
  const [top] = rel; // (best first)
  const best = top && top[1] >= 0.8 ? told.find((x) => x.id === top[0]) : undefined;
  if (!specific && best && !chosen.has(best) && best.kind !== 'narration') {
    chosen.add(best);
    // With what follows it: a question the story asks itself is answered after it ("…did they
    // have to change the water? Of course they did! The lamp comes apart… to be cleaned.").
    const after = next(best);
    const then = after && next(after);
    for (const p of [after, then]) if (p) chosen.add(p);
  }
  const ordered = [...chosen].sort((a, b) => (a.kind === b.kind ? a.order - b.order : a.kind === 'narration' ? -1 : 1));
  if (ordered.length === 0 && facts.length === 0) return null;
  return {
    kind: 'story',
    heading: `**${name}**:`,
    body: quote([...ordered, ...facts], lang),
    passages: [...ordered, ...facts],
    points: [point],
  };
}

/**
 * Asked why the place is called so: the first sentence of its texts that says where a name comes
 * from (the garden's, told at its first hall), if the asker may read it.
 */
function nameOrigin(c: ComposeContext): Passage[] {
  if (!c.u.asksName) return [];
  const { place } = c.u;
  const readable = (p: Passage) =>
    p.pointId === null || place.points.some((pt) => pt.id === p.pointId && c.mayRead(pt));
  // In what the place and its stops tell, not in its practical texts ("booking in your own name").
  const told = (p: Passage) => p.kind === 'intro' || p.kind === 'hall' || p.kind === 'narration';
  const found = c.index.passages.find((p) => told(p) && NAME.say.test(p.text) && readable(p));
  return found ? [found] : [];
}

/** An introduction's first five sentences; Thai, which a space parts into short clauses, its first 600 characters' worth. */
const INTRO_SENTENCES = 5;
const THAI_INTRO_CHARS = 600;
function firstSentences(intro: Passage[], lang: Locale): Passage[] {
  if (lang !== 'th') return intro.slice(0, INTRO_SENTENCES);
  const taken: Passage[] = [];
  let length = 0;
  for (const p of intro) {
    if (length >= THAI_INTRO_CHARS) break;
    taken.push(p);
    length += p.text.length;
  }
  return taken;
}

function overview(c: ComposeContext): Section | null {
  const origin = nameOrigin(c);
  const intro = [
    ...origin,
    ...firstSentences(
      c.index.passages.filter((p) => p.kind === 'intro' && !origin.includes(p)),
      c.u.lang,
    ),
  ];
  if (intro.length === 0) return null;
  const name = textIn(c.u.place.name, c.u.lang);
  const points = c.u.place.points.filter((pt) => origin.some((p) => p.pointId === pt.id));
  return { kind: 'overview', heading: `**${name}**:`, body: quote(intro, c.u.lang), passages: intro, points };
}

function highlights(c: ComposeContext): Section {
  const { lang, place } = c.u;
  const t = TEMPLATES[lang];
  const said = selectFor('highlights', c.index, lang, c.query);
  const names = place.points.map((p) => textIn(p.name, lang));
  // A museum's galleries by name (the Hejiacun Hoard, the Tang murals): what it shows, beside its stops.
  const halls = place.halls.map((h) => textIn(h.name, lang));
  const body = [
    quote(said, lang),
    halls.length ? fill(t.halls, { list: halls.join(t.separator) }) : '',
    fill(t.stops, { list: names.join(t.separator) }),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    kind: 'highlights',
    heading: fill(t.label.highlights, { p: textIn(place.name, lang) }),
    body,
    passages: said,
    points: [],
  };
}

/**
 * How hard a stop's own way is: its steps, its slope, a handrail. Asked how easy a stop is ("这段好
 * 陡，带小孩要注意什么"), these sentences of its story answer; of the place as a whole they would
 * not (its ways of getting around do).
 */
const STEEP_OR_STEPS =
  /台阶|台階|坡度|陡|扶手|(?<![\p{L}])(?:steps|stairs|steep|slope|incline|handrail|marches|raide|pente|rampe|stufen|steil|steigung|geländer|уклон\p{L}*|kecerunan|susur tangan|berpegang|ступен\p{L}*|крут\p{L}*|перил\p{L}*|bậc|dốc|tay vịn|anak tangga|curam)(?![\p{L}])|ขั้นบันได|ชัน|ราวจับ|จับราว|階段|手すり|急な|傾斜|勾配|계단|가파|경사|난간/u;

/**
 * The sentences of a stop's story that answer another kind of question about it: those that
 * say it (cues-say.ts), give the measure asked, or match the question best. `beside`: the place's
 * own sections already answer (its hours, its tickets), so only a sentence of the stop that says
 * the kind asked ("the bells play at 10:00") or gives the measure asked ("29.4 metres long") adds
 * to them; one that merely shares a word ("look closely" for "close") does not.
 */
export function pointAnswer(c: ComposeContext, point: AssistantPoint, kinds: Want[], beside = false): Section | null {
  if (!c.mayRead(point)) return null;
  const { lang } = c.u;
  const told = c.index.passages.filter((p) => p.pointId === point.id && p.kind !== 'facts');
  const rel = relevance(c.index, c.query, (p) => p.pointId === point.id && p.kind !== 'facts');
  // (How hard a walk is for weak legs: how long it takes is part of the answer.)
  const marks = [...attributesOf(c.query, lang), ...(kinds.includes('accessibility') ? [TIME_TAKEN.say] : [])];
  const asked = kinds.filter((k): k is AskKind => k !== 'other' && k !== 'overview' && k !== 'story');
  // Asked for the hours, "when" is the time of day, not the year a stop was made.
  const marksAdd = !asked.includes('hours');
  const scored = told
    .map((p) => {
      const saysKind =
        asked.some((k) => says(k, p.text, lang) > 0) ||
        (asked.includes('accessibility') && STEEP_OR_STEPS.test(p.text.toLowerCase()));
      const marked = marks.some((m) => m.test(p.text));
      const adds = !beside || saysKind || (marked && marksAdd);
      return { p, adds, score: (rel.get(p.id) ?? 0) + (marked ? 1 : 0) + (saysKind ? 1 : 0) };
    })
    .filter((x) => x.adds && x.score >= 1)
    .sort((a, b) => b.score - a.score)
    // (How steep and what to hold: a stop's steps are told in more sentences than its times.)
    .slice(0, asked.includes('accessibility') ? 3 : 2)
    .map((x) => x.p)
    .sort((a, b) => a.order - b.order);
  if (scored.length === 0) return null;
  const name = textIn(point.name, lang);
  return { kind: 'story', heading: `**${name}**:`, body: quote(scored, lang), passages: scored, points: [point] };
}

/**
 * The stop whose story says it is the easy, level walk (the gentlest trail of a park): its first
 * sentence, which names it, and the one that says so.
 */
function easyWalk(c: ComposeContext): Passage[] {
  const { lang, place } = c.u;
  for (const pt of place.points.filter((p) => c.mayRead(p))) {
    const told = c.index.passages.filter((p) => p.pointId === pt.id && p.kind !== 'facts');
    const easy = told.find((p) => saysEasyWalk(p.text, lang));
    if (easy) return [...new Set([told[0]!, easy])];
  }
  return [];
}

/** The place's tip that advises going slowly (its altitude, its steps). */
function slowPace(c: ComposeContext): Passage[] {
  return c.index.passages
    .filter((p) => p.pointId === null && p.kind === 'tips' && saysSlowPace(p.text, c.u.lang))
    .slice(0, 1);
}

/** The first sentence of each stop whose name is a way of getting around (天梯, Elevator, cable car). */
function liftStops(c: ComposeContext): Passage[] {
  const { lang, place } = c.u;
  return place.points
    .filter((pt) => c.mayRead(pt) && says('accessibility', textIn(pt.name, lang), lang) > 0)
    .flatMap((pt) => c.index.passages.filter((p) => p.pointId === pt.id).slice(0, 1))
    .slice(0, 2);
}

export function section(c: ComposeContext, kind: Want): Section | null {
  const { lang, place, point } = c.u;
  const heading = fill(TEMPLATES[lang].label[kind], { p: textIn(place.name, lang) });
  switch (kind) {
    case 'story':
      return point ? story(c, point) : overview(c);
    case 'overview':
      return point ? story(c, point) : overview(c);
    case 'highlights':
      return highlights(c);
    case 'itinerary': {
      // The opening times first: a sentence that only says which day it closes comes second.
      const hours = selectFor('hours', c.index, lang, c.query, 2).sort(
        (a, b) => Number(TIME_OF_DAY.test(b.text)) - Number(TIME_OF_DAY.test(a.text)),
      );
      // The content's own route first (the one-way route, the classic cable-car loop), then the stops.
      const advice = selectFor('itinerary', c.index, lang, c.query, 2);
      // The best sentence of a kind that neither the hours nor the advice so far quote: a
      // sentence of the time a visit takes is not also the one of what to see first.
      const besides = (kind: AskKind, query = c.query) =>
        advice.push(
          ...selectFor(kind, c.index, lang, query, 3)
            .filter((p) => !hours.includes(p) && !advice.includes(p))
            // The finest part is a part of the place, not a time of the day ("the first hour after
            // opening is the quietest, the best time…").
            .filter((p) => kind !== 'highlights' || says('hours', p.text, lang) === 0)
            // The one that says it most, the first read among equals.
            .sort((a, b) => says(kind, b.text, lang) - says(kind, a.text, lang))
            .slice(0, 1),
        );
      besides('duration');
      // And what the place says is its finest part: where to spend a short visit (whatever words
      // the question shares with another tip: "한 시간" is the visitor's time, not the quiet hour).
      besides('highlights', '');
      // How one gets from stop to stop where the place is large (the valley's buses, the cable
      // car up the wall): a sentence of getting around that gives no prices.
      // (The one that names the most ways to ride: the cable car up, the toboggan down.)
      const around = selectFor('accessibility', c.index, lang, c.query, 3)
        .filter((p) => says('price', p.text, lang) < 2)
        .sort((a, b) => says('accessibility', b.text, lang) - says('accessibility', a.text, lang))[0];
      if (around && !advice.includes(around)) advice.push(around);
      // And the tip the question's own words lead to ("to catch the sunrise": spend a night on
      // the mountain), when one is the place's best match for them.
      const [best] = relevance(c.index, c.query, (p) => p.pointId === null); // (best first)
      const led = best && c.index.passages.find((p) => p.id === best[0] && p.kind === 'tips');
      // (Two of the question's own words, not the place's name: "matahari terbit", not "garden".)
      const own = ownNameTerms(c.u.place, lang);
      const words = new Set(tokenize(led?.text ?? ''));
      const shared = contentTerms(c.query, lang).filter((t) => !own.has(t) && words.has(t));
      if (led && new Set(shared).size >= 2 && !advice.includes(led) && !hours.includes(led)) advice.push(led);
      const plan = planVisit(c, hours, advice);
      return { kind, heading, ...plan };
    }
    case 'other':
      return null;
    default: {
      // How long a visit takes is not how far the place lies from the city, unless that is asked
      // too ("is it far from Beijing?" asks the way there as well).
      const passages = selectFor(kind as AskKind, c.index, lang, c.query).filter(
        (p) => kind !== 'duration' || c.u.kinds.includes('directions') || !fromTheCentre(p.text),
      );
      // Getting around: a stop that is itself the lift or the cable car (the Bailong Elevator)
      // says what it does in its story's first sentence.
      // And a stop whose story says it is the level, easy walk.
      // And the place's own advice to go slowly (the valley is high).
      if (kind === 'accessibility')
        passages.push(
          ...slowPace(c).filter((p) => !passages.includes(p)),
          ...liftStops(c),
          ...easyWalk(c).filter((p) => !passages.includes(p)),
        );
      if (kind === 'duration' && passages.length === 0) {
        const plan = planVisit({ ...c, u: { ...c.u, budget: null } }, [], []);
        return place.points.length ? { kind, heading, body: plan.total, passages: [], points: [] } : null;
      }
      const reported: QuestionKind = kind === 'tips' ? 'other' : kind;
      return passages.length ? { kind: reported, heading, body: quote(passages, lang), passages, points: [] } : null;
    }
  }
}

export function sourcesOf(place: AssistantPlace, sections: Section[], lang: Locale): AssistantSource[] {
  const sources: AssistantSource[] = [
    { kind: 'place', id: place.id, placeId: place.id, placeKind: place.kind, title: textIn(place.name, lang) },
  ];
  const points = new Set<AssistantPoint>();
  for (const s of sections) {
    for (const p of s.points) points.add(p);
    for (const p of s.passages) {
      const point = p.pointId ? place.points.find((x) => x.id === p.pointId) : undefined;
      if (point) points.add(point);
    }
  }
  for (const p of points)
    sources.push({ kind: 'point', id: p.id, placeId: place.id, placeKind: place.kind, title: textIn(p.name, lang) });
  return sources;
}
