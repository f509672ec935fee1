// The sandbox provider's confirmation page: self-contained HTML (inline CSS, no script),
// readable on a phone, with two form buttons, in the visitor's language (page-locale.ts).
import { LOCALE_BCP47, type Locale } from '@contract/locales';
import { SANDBOX_PAY_PREFIX } from '@contract/member';
import { serverPagePolicy, styleHash } from '../../lib/csp';
import { escapeHtml } from '../../lib/html';
import type { SandboxPayment } from './sandbox-provider';
import { SANDBOX_STRINGS } from './sandbox-strings';

/** As the app shows prices (src/lib/format/price.ts): '¥6.00' in English, '6,00 ¥' in German. */
export const formatYuan = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_BCP47[locale], {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'PingFang SC',sans-serif;background:#f5f5f5;color:#222;font-size:1rem}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem 1.25rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.125rem;margin:0 0 .25rem}.sandbox{color:#8a5a00;font-size:.875rem;margin:0 0 1.25rem}
dl{margin:0 0 1.5rem}dt{color:#666;font-size:.875rem;margin-top:.75rem}dd{margin:.125rem 0 0;overflow-wrap:anywhere}
.amount{font-size:2rem;font-weight:700}
form{margin:0}button{display:block;width:100%;min-height:48px;border-radius:24px;font-size:1rem;font-weight:600;cursor:pointer;margin-top:.75rem;border:1px solid #1677ff}
.confirm{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}
button:focus-visible{outline:3px solid #003e99;outline-offset:2px}`;

/** The pages' Content-Security-Policy: their one inline style, nothing else. */
export const SANDBOX_PAGE_POLICY = serverPagePolicy([styleHash(STYLE)]);

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${LOCALE_BCP47[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function confirmationPage(payment: SandboxPayment, locale: Locale): string {
  const words = SANDBOX_STRINGS[locale];
  // The buttons' answers keep the language (a 404 page after a restart speaks it too).
  const base = `${SANDBOX_PAY_PREFIX}/${encodeURIComponent(payment.paymentId)}`;
  const lang = `?lang=${encodeURIComponent(locale)}`;
  const done = payment.state !== 'pending';
  const actions = done
    ? `<p>${escapeHtml(payment.state === 'paid' ? words.alreadyPaid : words.alreadyCancelled)}</p>`
    : `<form method="post" action="${base}/confirm${lang}"><button class="confirm" type="submit">${escapeHtml(words.confirm)}</button></form>
<form method="post" action="${base}/cancel${lang}"><button class="cancel" type="submit">${escapeHtml(words.cancel)}</button></form>`;
  const merchant = escapeHtml(words.merchant);
  return page(
    locale,
    words.title.replace('{merchant}', words.merchant),
    `<div class="card"><h1>${merchant}</h1><p class="sandbox">${escapeHtml(words.sandboxNote)}</p>
<dl><dt>${escapeHtml(words.order)}</dt><dd>${escapeHtml(payment.title[locale])}</dd><dt>${escapeHtml(words.amount)}</dt><dd class="amount">${escapeHtml(formatYuan(payment.amountMinor, locale))}</dd></dl>${actions}</div>`,
  );
}

export function notFoundPage(locale: Locale): string {
  const words = SANDBOX_STRINGS[locale];
  return page(
    locale,
    words.notFoundTitle,
    `<div class="card"><h1>${escapeHtml(words.notFoundTitle)}</h1><p>${escapeHtml(words.notFoundText)}</p></div>`,
  );
}
