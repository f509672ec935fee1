// The sandbox provider's confirmation page: self-contained HTML (inline CSS, no script),
// readable on a phone, with two form buttons.
import { SANDBOX_PAY_PREFIX } from '@contract/member';
import { serverPagePolicy, styleHash } from '../../lib/csp';
import type { SandboxPayment } from './sandbox-provider';

export const SANDBOX_MERCHANT = 'Scenic Guide';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export const formatYuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`;

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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function confirmationPage(payment: SandboxPayment): string {
  const base = `${SANDBOX_PAY_PREFIX}/${encodeURIComponent(payment.paymentId)}`;
  const done = payment.state !== 'pending';
  const actions = done
    ? `<p>This payment is ${payment.state === 'paid' ? 'already paid' : 'cancelled'}.</p>`
    : `<form method="post" action="${base}/confirm"><button class="confirm" type="submit">Confirm payment</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>`;
  return page(
    `Pay ${SANDBOX_MERCHANT}`,
    `<div class="card"><h1>${SANDBOX_MERCHANT}</h1><p class="sandbox">Sandbox payment: no money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(payment.title.en)}</dd><dt>Amount</dt><dd class="amount">${formatYuan(payment.amountMinor)}</dd></dl>${actions}</div>`,
  );
}

export const notFoundPage = () =>
  page(
    'Payment not found',
    `<div class="card"><h1>Payment not found</h1><p>This payment does not exist or has expired. Go back to the order and pay again.</p></div>`,
  );
