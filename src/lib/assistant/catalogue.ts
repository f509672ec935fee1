// A place of the catalogue as the assistant reads it, from the contract's shapes (the same
// for the content files, the server's database and a downloaded place package). `complete`
// gives a text in every locale it can (its own, else the stored translation of its path).
import type { ExplanationPointT, MuseumT, ScenicAreaT } from '../contract/catalog';
import type { AssistantPlace, AssistantPoint } from './types';
import { aliasesOf } from './place-aliases';

type Text = Partial<Record<string, string>>;
export type CompleteText = (text: Text, path: string) => AssistantPlace['intro'];

/**
 * Minutes at a stop: its narration's length plus time to look and walk on. Scenic stops are
 * spread over a mountain or a lake shore (half an hour between them is what the sample's tips
 * suggest: Mount Tai's eight stops in four to five hours); a museum's exhibits are steps apart.
 */
export const STOP_ALLOWANCE_MIN = { scenic: 30, museum: 8 } as const;

function minutesOf(point: ExplanationPointT, kind: 'scenic' | 'museum'): number | null {
  const durations = [
    ...Object.values(point.audio).map((a) => a.durationSec),
    ...Object.values(point.withheld?.durationSec ?? {}),
  ];
  if (durations.length === 0) return null;
  return Math.ceil(Math.max(...durations) / 60) + STOP_ALLOWANCE_MIN[kind];
}

function pointOf(p: ExplanationPointT, at: string, kind: 'scenic' | 'museum', complete: CompleteText): AssistantPoint {
  const opt = (text: Text | undefined | null, path: string) => (text ? complete(text, `${at}.${path}`) : null);
  return {
    id: p.id,
    stopNumber: p.stopNumber,
    name: complete(p.name, `${at}.name`),
    narration: opt(p.narration, 'narration'),
    guideNarration: opt(p.guideNarration?.narration, 'guideNarration.narration'),
    hall: null,
    era: opt(p.exhibit?.era, 'exhibit.era'),
    material: opt(p.exhibit?.material, 'exhibit.material'),
    dimensions: opt(p.exhibit?.dimensions, 'exhibit.dimensions'),
    minutes: minutesOf(p, kind),
    locked: p.locked,
  };
}

export function scenicPlace(area: ScenicAreaT, points: ExplanationPointT[], complete: CompleteText): AssistantPlace {
  const c = (text: Text, path: string) => complete(text, `area.${path}`);
  return {
    id: area.id,
    kind: 'scenic',
    name: area.name,
    aliases: aliasesOf(area.id),
    province: area.province.name,
    city: area.city.name,
    intro: c(area.intro, 'intro'),
    hours: c(area.openingInfo, 'openingInfo'),
    tips: c(area.tips, 'tips'),
    address: c(area.address, 'address'),
    reservation: null,
    halls: [],
    points: [...points].sort((a, b) => a.order - b.order).map((p) => pointOf(p, `points.${p.id}`, 'scenic', complete)),
  };
}

export function museumPlace(museum: MuseumT, exhibits: ExplanationPointT[], complete: CompleteText): AssistantPlace {
  const c = (text: Text, path: string) => complete(text, `museum.${path}`);
  const halls = [...museum.halls].sort((a, b) => a.order - b.order);
  const hallOrder = (id: string | null) => halls.findIndex((h) => h.id === id);
  const points = [...exhibits]
    .sort((a, b) => hallOrder(a.hallId) - hallOrder(b.hallId) || a.order - b.order)
    .map((p) => ({
      ...pointOf(p, `exhibits.${p.id}`, 'museum', complete),
      hall: halls.find((h) => h.id === p.hallId)?.name ?? null,
    }));
  return {
    id: museum.id,
    kind: 'museum',
    name: museum.name,
    aliases: aliasesOf(museum.id),
    province: museum.province.name,
    city: museum.city.name,
    intro: c(museum.overview, 'overview'),
    hours: c(museum.openingHours, 'openingHours'),
    tips: c(museum.visitingTips, 'visitingTips'),
    address: c(museum.address, 'address'),
    reservation: c(museum.reservationInfo, 'reservationInfo'),
    halls: halls.map((h) => ({ id: h.id, name: h.name, intro: c(h.intro, `halls.${h.id}.intro`) })),
    points,
  };
}
