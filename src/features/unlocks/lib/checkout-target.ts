// Where 'Unlock now' leads: the checkout for a logged-in member, else the login page that
// comes back to that checkout (tUrl, spec point 2).

export type CheckoutTarget = { pointId: string } | { placeId: string };

export function checkoutHref(target: CheckoutTarget): string {
  return 'pointId' in target
    ? `/checkout?pointId=${encodeURIComponent(target.pointId)}`
    : `/checkout?placeId=${encodeURIComponent(target.placeId)}`;
}

/** The login page with the return target (same-origin path only). */
export function loginHref(returnTo: string): string {
  return `/login?tUrl=${encodeURIComponent(returnTo)}`;
}

export function unlockHref(target: CheckoutTarget, loggedIn: boolean): string {
  const checkout = checkoutHref(target);
  return loggedIn ? checkout : loginHref(checkout);
}
