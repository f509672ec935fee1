// What the QR code on an exhibit's label holds (decided here, printed by
// content/scripts/make-exhibit-labels.ts):
//   - `<origin>/pointDetail?id=<pointId>`: the label's normal form. A phone's own camera app
//     opens the app at that exhibit; the scan reads the id from it, whatever the origin
//     (a label printed for another deployment still names the same exhibit).
//   - `guide:point:<pointId>`: the short form, for labels that must not carry an address.
// Nothing else is accepted, and the scan never navigates to the scanned address itself.

export const QR_SHORT_PREFIX = 'guide:point:';
const POINT_PATH = '/pointDetail';
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function qrPayloadForPoint(pointId: string, origin?: string): string {
  if (!origin) return `${QR_SHORT_PREFIX}${pointId}`;
  return `${origin.replace(/\/+$/, '')}${POINT_PATH}?id=${encodeURIComponent(pointId)}`;
}

/** The point id a scanned QR text names, or null when it is not one of our labels. */
export function pointIdFromQr(text: string): string | null {
  const value = text.trim();
  let id: string | null;
  if (value.startsWith(QR_SHORT_PREFIX)) {
    id = value.slice(QR_SHORT_PREFIX.length);
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.pathname.endsWith(POINT_PATH)) return null;
    id = url.searchParams.get('id');
  }
  return id !== null && ID_PATTERN.test(id) ? id : null;
}
