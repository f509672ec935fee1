// The sandbox provider's pages, outside /api: the confirmation page, and the two buttons.
// Both buttons send the member back to the app's returnUrl with ?id=<orderId>&paid=1|0.
import { Hono, type Context } from 'hono';
import { SANDBOX_PAY_PREFIX } from '@contract/member';
import { sameSitePath } from '../../members/return-path';
import { confirmationPage, notFoundPage, SANDBOX_PAGE_POLICY } from './sandbox-page';
import type { SandboxPayments } from './sandbox-provider';
import { pageLocale } from './page-locale';

/**
 * The result is added to returnUrl's query. orderPay already refused an address off this
 * site; the provider checks again (as a real one would), and sends anything else to '/'.
 */
export function returnTo(returnUrl: string, orderId: string, paid: boolean): string {
  const url = new URL(sameSitePath(returnUrl) ?? '/', 'http://sandbox.invalid');
  url.searchParams.set('id', orderId);
  url.searchParams.set('paid', paid ? '1' : '0');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page's language: ?lang (the app adds it), else Accept-Language, else cn. */
const localeOf = (c: Context) => pageLocale(c.req.query('lang'), c.req.header('accept-language'));

export function createSandboxRouter(payments: SandboxPayments): Hono {
  const router = new Hono();
  // Vary: the same address answers in the language the browser asks for.
  const noStore = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': SANDBOX_PAGE_POLICY,
    Vary: 'Accept-Language',
  };
  router.get(`${SANDBOX_PAY_PREFIX}/:paymentId`, async (c) => {
    const payment = await payments.get(c.req.param('paymentId'));
    if (!payment) return c.html(notFoundPage(localeOf(c)), 404, noStore);
    return c.html(confirmationPage(payment, localeOf(c)), 200, noStore);
  });
  router.post(`${SANDBOX_PAY_PREFIX}/:paymentId/confirm`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = await payments.get(paymentId);
    if (!payment) return c.html(notFoundPage(localeOf(c)), 404, noStore);
    const paid = await payments.confirm(paymentId);
    return c.redirect(returnTo(payment.returnUrl, payment.orderId, paid), 303);
  });
  router.post(`${SANDBOX_PAY_PREFIX}/:paymentId/cancel`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = await payments.get(paymentId);
    if (!payment) return c.html(notFoundPage(localeOf(c)), 404, noStore);
    await payments.cancel(paymentId);
    return c.redirect(returnTo(payment.returnUrl, payment.orderId, payment.state === 'paid'), 303);
  });
  return router;
}
