// What the chat shows of its context: the stop's number and name and the place's name for the
// chip, and the greeting and questions about it in the visitor's language. Read from Dexie (the
// page the visitor came from stored them), fetched when missing; null until known.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '@/db/database';
import { refreshPlace, storedOrFetchedPoint } from '@/lib/catalog';
import { contextSuggestions, type Suggestions } from '@/lib/assistant/suggestions';
import { pickText } from '@/lib/localized';
import type { Locale } from '@contract/locales';
import type { ChatContext } from '../state/chat-context';

export interface ContextDetails {
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
  if (!placeId) return { point, place: null };
  const scenic = await db.scenicAreas.get(placeId);
  const museum = scenic ? undefined : await db.museums.get(placeId);
  const place = scenic
    ? { id: placeId, kind: 'scenic' as const, name: scenic.name }
    : museum
      ? { id: placeId, kind: 'museum' as const, name: museum.name }
      : null;
  return { point, place };
}

export function useContextDetails(context: ChatContext | null, lang: Locale): ContextDetails | null {
  const stored = useLiveQuery(() => (context ? readDetails(context) : null), [context?.placeId, context?.pointId]);
  const missingPoint = !!context?.pointId && stored?.point === null;
  const missingPlace = !!stored && !missingPoint && !stored.place && !!(stored.point?.placeId ?? context?.placeId);
  // Fetched into Dexie when not stored (a link from elsewhere); offline the chip waits.
  useEffect(() => {
    if (missingPoint && context?.pointId) void storedOrFetchedPoint(context.pointId);
  }, [missingPoint, context?.pointId]);
  const placeToFetch = missingPlace ? (stored?.point?.placeId ?? context?.placeId ?? null) : null;
  useEffect(() => {
    if (placeToFetch) refreshPlace(placeToFetch).catch(() => undefined);
  }, [placeToFetch]);

  if (!context || !stored?.place) return null;
  const { point, place } = stored;
  const placeName = pickText(place.name, lang);
  return {
    stopNumber: point?.stopNumber ?? null,
    title: point ? pickText(point.name, lang) : placeName,
    placeName,
    suggestions: contextSuggestions(
      lang,
      place,
      point ? { id: point.id, stopNumber: point.stopNumber, name: point.name, era: point.exhibit?.era } : null,
    ),
  };
}
