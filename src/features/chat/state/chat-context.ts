// What the conversation is about ("Ask about this"): a point (with its place) or a place. The
// questions carry it (placeId, pointId) so that the assistant answers about that stop; it is
// kept with its session on the device, so that a reload or a return to the page without it in
// the address finds the chip and the suggestions again.
export interface ChatContext {
  /** The place; null when only the point was named (its place is the point's). */
  placeId: string | null;
  pointId: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const key = (sessionId: string) => `chat.context.${sessionId}`;
const idOrNull = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : null);

/** The context an address names (placeId, pointId), or null; ids of another shape are ignored. */
export function contextOf(placeId: string | undefined, pointId: string | undefined): ChatContext | null {
  const context = { placeId: idOrNull(placeId), pointId: idOrNull(pointId) };
  return context.placeId || context.pointId ? context : null;
}

export function sameContext(a: ChatContext | null, b: ChatContext | null): boolean {
  return a?.placeId === b?.placeId && a?.pointId === b?.pointId;
}

export function readContext(sessionId: string): ChatContext | null {
  try {
    const raw = localStorage.getItem(key(sessionId));
    const parsed = raw ? (JSON.parse(raw) as { placeId?: unknown; pointId?: unknown }) : null;
    return parsed ? contextOf(idOrNull(parsed.placeId) ?? undefined, idOrNull(parsed.pointId) ?? undefined) : null;
  } catch {
    return null;
  }
}

export function writeContext(sessionId: string, context: ChatContext | null): void {
  try {
    if (context) localStorage.setItem(key(sessionId), JSON.stringify(context));
    else localStorage.removeItem(key(sessionId));
  } catch {
    // Storage full or disabled: the context holds until the page closes.
  }
}

/** The query parameters of a question asked in this context. */
export function contextQuery(context: ChatContext | null): { placeId?: string; pointId?: string } {
  return {
    ...(context?.placeId ? { placeId: context.placeId } : {}),
    ...(context?.pointId ? { pointId: context.pointId } : {}),
  };
}
