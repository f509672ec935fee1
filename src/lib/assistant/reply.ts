// The assistant's reply from the sections found for a question (compose.ts): the sections one
// after another with their sources, or a plain decline that says what it can answer, or the
// question "which place?" when the question would fit any place and names none.
import type { Section } from './compose';
import { sourcesOf } from './compose';
import { textIn } from './passages';
import { fill, TEMPLATES } from './templates';
import type { Understanding } from './understand';
import type { AssistantAnswer, AssistantCatalogue } from './types';

export type Outcome = { u: Understanding; sections: Section[]; declined?: 'unknown' | 'whichPlace' };

export function declineAnswer(
  catalogue: AssistantCatalogue,
  u: Understanding,
  reason: 'unknown' | 'whichPlace',
): AssistantAnswer {
  const t = TEMPLATES[u.lang];
  const list = catalogue.places
    .slice(0, 6)
    .map((p) => textIn(p.name, u.lang))
    .join(t.separator);
  const text =
    reason === 'whichPlace'
      ? fill(t.whichPlace, { list })
      : `${t.decline} ${u.place ? fill(t.canAnswer, { p: textIn(u.place.name, u.lang) }) : fill(t.places, { list })}`;
  return {
    lang: u.lang,
    text,
    sources: [],
    declined: reason === 'unknown',
    kind: u.kinds[0] === 'tips' ? 'other' : (u.kinds[0] ?? 'other'),
    placeId: u.place?.id ?? null,
    pointId: u.point?.id ?? null,
  };
}

export function reply(catalogue: AssistantCatalogue, { u, sections, declined }: Outcome): AssistantAnswer {
  if (declined || !u.place) return declineAnswer(catalogue, u, declined ?? 'unknown');
  const text = sections
    .map((s) =>
      !s.heading
        ? s.body
        : s.body.includes('\n')
          ? `${s.heading}\n\n${s.body}`
          : `${s.heading}${s.heading.endsWith('：') ? '' : ' '}${s.body}`,
    )
    .join('\n\n');
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
