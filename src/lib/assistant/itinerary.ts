// A visit for the time the visitor has: the place's stops in tour order, each with the minutes
// it takes (its narration plus time to look and walk on: catalogue.ts), as many as fit, then
// the opening hours and the content's own advice on the route.
import { DAY } from './budget';
import { STOP_ALLOWANCE_MIN } from './catalogue';
import { quote, type ComposeContext } from './context';
import { textIn, type Passage } from './passages';
import { duration, fill, TEMPLATES } from './templates';
import type { AssistantPoint } from './types';

export interface Plan {
  heading?: string;
  body: string;
  passages: Passage[];
  points: AssistantPoint[];
  /** "Listening at all N stops takes about T." */
  total: string;
}

export function planVisit(c: ComposeContext, hours: Passage[], advice: Passage[]): Plan {
  const { lang, place, budget } = c.u;
  const t = TEMPLATES[lang];
  const stops = place.points.map((p) => ({ point: p, minutes: p.minutes ?? STOP_ALLOWANCE_MIN[place.kind] }));
  const all = stops.reduce((sum, s) => sum + s.minutes, 0);
  const total = fill(t.allStops, { n: stops.length, t: duration(all, t) });
  if (stops.length === 0) return { body: '', passages: [], points: [], total };
  const name = textIn(place.name, lang);
  let chosen = stops;
  if (budget !== null && budget < all) {
    // In tour order, every stop that still fits; at least the first.
    let used = 0;
    chosen = stops.filter((s, i) => {
      const fits = used + s.minutes <= budget || i === 0;
      if (fits) used += s.minutes;
      return fits;
    });
  }
  const used = chosen.reduce((sum, s) => sum + s.minutes, 0);
  const lines = [
    // Days given ("两天一夜") are not said back in hours: the whole visit fits in them.
    budget !== null && budget <= DAY
      ? fill(t.planFor, { t: duration(budget, t), p: name })
      : fill(t.planAll, { p: name }),
    ...chosen.map((s, i) => fill(t.stop, { n: i + 1, p: textIn(s.point.name, lang), t: duration(s.minutes, t) })),
  ];
  const after = [fill(t.total, { t: duration(used, t) })];
  const skipped = stops.filter((s) => !chosen.includes(s));
  if (skipped.length)
    after.push(fill(t.later, { list: skipped.map((s) => textIn(s.point.name, lang)).join(t.separator) }));
  const quoted = [...hours, ...advice.filter((a) => !hours.includes(a))];
  const body = [
    lines.join('\n'),
    after.join(' '),
    hours.length ? `${t.hoursLine} ${quote(hours, lang)}` : '',
    quote(
      advice.filter((a) => !hours.includes(a)),
      lang,
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { body, passages: quoted, points: [], total };
}
