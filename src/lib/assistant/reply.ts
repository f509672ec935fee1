// The assistant's reply from the sections found for a question (compose.ts): the sections one
// after another with their sources, or a plain decline that says what it can answer, or the
// question "which place?" when the question would fit any place and names none.
import type { Section } from './compose';
import { sourcesOf } from './compose';
import { textIn } from './passages';
import { fill, TEMPLATES } from './templates';
import type { Understanding } from './understand';
import type { AssistantAnswer, AssistantCatalogue } from './types';

export type Outcome = {
  u: Understanding;
  sections: Section[];
  declined?: 'unknown' | 'whichPlace';
  /** Declined, what the guide does say beside the question (the ticket, where a ride's price is asked). */
  beside?: Section[];
};

export function declineAnswer(
  catalogue: AssistantCatalogue,
  u: Understanding,
  reason: 'unknown' | 'whichPlace',
  beside: Section[] = [],
): AssistantAnswer {
  const t = TEMPLATES[u.lang];
  const list = catalogue.places
    .slice(0, 6)
    .map((p) => textIn(p.name, u.lang))
    .join(t.separator);
  // Declined with what the guide does say beside it: those sections, with their sources, in
  // place of the list of what it can answer.
  const saying = reason === 'unknown' && u.place && beside.length ? beside : [];
  const text =
    reason === 'whichPlace'
      ? fill(t.whichPlace, { list })
      : saying.length
        ? `${t.decline}\n\n${t.saysBeside}\n\n${body(saying)}`
        : `${t.decline} ${u.place ? fill(t.canAnswer, { p: textIn(u.place.name, u.lang) }) : fill(t.places, { list })}`;
  return {
    lang: u.lang,
    text,
    sources: u.place && saying.length ? sourcesOf(u.place, saying, u.lang) : [],
    declined: reason === 'unknown',
    kind: u.kinds[0] === 'tips' ? 'other' : (u.kinds[0] ?? 'other'),
    placeId: u.place?.id ?? null,
    pointId: u.point?.id ?? null,
  };
}

/** The sections one after another, each under its heading. */
function body(sections: Section[]): string {
  return sections
    .map((s) =>
      !s.heading
        ? s.body
        : s.body.includes('\n')
          ? `${s.heading}\n\n${s.body}`
          : `${s.heading}${s.heading.endsWith('：') ? '' : ' '}${s.body}`,
    )
    .join('\n\n');
}

export function reply(catalogue: AssistantCatalogue, { u, sections, declined, beside }: Outcome): AssistantAnswer {
  if (declined || !u.place) return declineAnswer(catalogue, u, declined ?? 'unknown', beside);
  const text = body(sections);
  return {
    lang: u.lang,
    text,
    sources: sourcesOf(u.place, sections, u.lang),
    declined: false,
    kind: sections[0]!.kind,
    placeId: u.place.id,
    pointId: u.point?.id ?? null,
  };
}
