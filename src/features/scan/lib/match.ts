// The exhibits shown under a match: those the picture also resembled, then the rest of the
// match's hall in visiting order.
import type { ExplanationPointT } from '@contract';

const RELATED_LIMIT = 6;

export interface RelatedExhibit {
  point: ExplanationPointT;
  reason: 'similar' | 'same-hall';
}

/** `similar`: ids of other exhibits the picture resembled, most alike first. */
export function relatedExhibits(
  match: ExplanationPointT,
  similar: readonly string[],
  exhibits: ReadonlyMap<string, ExplanationPointT>,
): RelatedExhibit[] {
  const out: RelatedExhibit[] = [];
  const seen = new Set([match.id]);
  for (const id of similar) {
    const point = exhibits.get(id);
    if (!point || seen.has(id)) continue;
    seen.add(id);
    out.push({ point, reason: 'similar' });
    if (out.length >= 3) break;
  }
  const hallmates = [...exhibits.values()]
    .filter((p) => match.hallId !== null && p.hallId === match.hallId && !seen.has(p.id))
    .sort((a, b) => a.order - b.order);
  for (const point of hallmates) out.push({ point, reason: 'same-hall' });
  return out.slice(0, RELATED_LIMIT);
}
