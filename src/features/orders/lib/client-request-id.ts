// One client request id per thing bought (and coupon), kept in the tab's session storage: a
// double tap or a reload before the payment sends the same id, and the server answers with
// the order it already made instead of a second one.
const PREFIX = 'orders.clientRequestId:';

function keyOf(target: string): string {
  return `${PREFIX}${target}`;
}

export function clientRequestIdFor(target: string): string {
  const key = keyOf(target);
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return stored;
    const created = crypto.randomUUID();
    sessionStorage.setItem(key, created);
    return created;
  } catch {
    // No session storage: the in-flight guard of the button still stops a double tap.
    return crypto.randomUUID();
  }
}

/** The order of this id is over (paid, cancelled...): the next purchase is a new order. */
export function forgetClientRequestId(target: string): void {
  try {
    sessionStorage.removeItem(keyOf(target));
  } catch {
    // Nothing stored.
  }
}
