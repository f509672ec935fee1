// What the chat shows of its context: the stop's number and name and the place's name for the
// chip, and the greeting and questions about it in the visitor's language. Read from Dexie (the
// page the visitor came from stored them), fetched when missing; null until known. A stop or
// place the server does not know (a bad link) is `missing`; offline, the chip just waits.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';
import { isNotFound } from '@/hooks/use-refresh';
import { fetchPoint, refreshPlace } from '@/lib/catalog';
import { contextSuggestions, type Suggestions } from '@/lib/assistant/suggestions';
import { pickText } from '@/lib/localized';
import type { Locale } from '@contract/locales';
import type { ChatContext } from '../state/chat-context';

export interface ContextDetails {
  /** The place: the point's own when the context names a point. */
  placeId: string;
  /** The stop's number, when the context is a point. */
  stopNumber: string | null;
  /** The point's name, else the place's. */
  title: string;
  placeName: string;
  suggestions: Suggestions;
}

async function readDetails(context: ChatContext) {
  const point = context.pointId ? ((await db.points.get(context.pointId)) ?? null) : null;
  const placeId = point?.placeId ?? context.placeId;
  if (!placeId || (context.pointId && !point)) return { point, placeId, place: null };
  const scenic = await db.scenicAreas.get(placeId);
  const museum = scenic ? undefined : await db.museums.get(placeId);
  const place = scenic
    ? { id: placeId, kind: 'scenic' as const, name: scenic.name }
    : museum
      ? { id: placeId, kind: 'museum' as const, name: museum.name }
      : null;
  return { point, placeId, place };
}

export function useContextDetails(context: ChatContext | null, lang: Locale) {
  const pointId = context?.pointId ?? null;
  const stored = useLiveQuery(() => (context ? readDetails(context) : null), [context?.placeId, pointId]);
  const [missing, setMissing] = useState<string | null>(null);
  // What Dexie lacks is fetched into it (the query above then finds it).
  const wanted = !stored
    ? null
    : pointId && !stored.point
      ? `point:${pointId}`
      : stored.placeId && !stored.place
        ? `place:${stored.placeId}`
        : null;
  useEffect(() => {
    if (!wanted) return;
    const [kind, id] = wanted.split(/:(.*)/) as [string, string];
    const fetched = kind === 'point' ? fetchPoint(id) : refreshPlace(id);
    fetched.catch((error: unknown) => {
      if (isNotFound(error)) setMissing(wanted);
    });
  }, [wanted]);

  if (!context || !stored?.place) return { details: null, missing: wanted !== null && missing === wanted };
  const { point, place } = stored;
  const placeName = pickText(place.name, lang);
  const details: ContextDetails = {
    placeId: place.id,
    stopNumber: point?.stopNumber ?? null,
    title: point ? pickText(point.name, lang) : placeName,
    placeName,
    suggestions: contextSuggestions(
      lang,
      place,
      point ? { id: point.id, stopNumber: point.stopNumber, name: point.name, era: point.exhibit?.era } : null,
    ),
  };
  return { details, missing: false };
}
