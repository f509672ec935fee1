// The assistant's grounded answers (issue 19): the shapes shared by the server's embedded
// assistant, the model-backed one (retrieval-augmented), the app's offline assistant, the
// evaluation bench and the exchange log. No Node or browser imports: both sides use it.
import type { Locale } from '../contract/locales';

type Text = Partial<Record<Locale, string>>;

/** One point (or exhibit) of a place, with every text in every locale it exists in. */
export interface AssistantPoint {
  id: string;
  stopNumber: string;
  name: Text;
  narration: Text | null;
  /** Gold-medal guide's narration, if any. */
  guideNarration: Text | null;
  /** Museums: hall name, era, material, dimensions. */
  hall: Text | null;
  era: Text | null;
  material: Text | null;
  dimensions: Text | null;
  /** Minutes a visitor usually spends at this stop (from the audio's length), when known. */
  minutes: number | null;
  /**
   * A paid point (docs/decisions/0042-paid-narrations.md): its narrations answer only a
   * question whose `unlocks` cover it. Absent: free.
   */
  locked?: boolean;
}

export interface AssistantPlace {
  id: string;
  kind: 'scenic' | 'museum';
  name: Text;
  /** Other names people use (short forms, former names), any language. */
  aliases: string[];
  province: Text | null;
  city: Text | null;
  intro: Text;
  hours: Text;
  tips: Text;
  address: Text;
  /** Museums: how to book. */
  reservation: Text | null;
  /** Museums: halls with their intros. */
  halls: Array<{ id: string; name: Text; intro: Text | null }>;
  /** In tour order. */
  points: AssistantPoint[];
}

/** What the assistant answers from: every place, texts in all locales (own or translated). */
export interface AssistantCatalogue {
  places: AssistantPlace[];
}

export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
  /** The place (and point) the turn was about, so follow-ups keep it. */
  placeId?: string | null;
  pointId?: string | null;
}

export interface AssistantQuestion {
  question: string;
  /** The interface language: the answer's language when the question's cannot be told. */
  uiLang: Locale;
  /** The place the visitor is in / looking at, if any. */
  placeId?: string | null;
  /** The point or exhibit the visitor asked about ("Ask about this"), if any. */
  pointId?: string | null;
  history: AssistantTurn[];
  /** What the asker has unlocked: the narrations of locked points they cover may be quoted. */
  unlocks?: { pointIds: string[]; placeIds: string[] };
}

/** What a question asks for, in the order the answers' headings are written (templates.ts). */
export const QUESTION_KINDS = [
  'hours',
  'price',
  'booking',
  'directions',
  'duration',
  'highlights',
  'itinerary',
  'bring',
  'rules',
  'accessibility',
  'story',
  'overview',
  'other',
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A page the answer used: the app links it under the answer. */
export interface AssistantSource {
  kind: 'place' | 'point';
  /** Place id, or point id. */
  id: string;
  placeId: string;
  placeKind: 'scenic' | 'museum';
  /** Its name in the answer's language. */
  title: string;
}

export interface AssistantAnswer {
  /** The language the answer is written in. */
  lang: Locale;
  /** Markdown, without the sources (the app draws them from `sources`). */
  text: string;
  sources: AssistantSource[];
  /** True when the catalogue does not answer the question (the answer says so). */
  declined: boolean;
  kind: QuestionKind;
  placeId: string | null;
  pointId: string | null;
}
