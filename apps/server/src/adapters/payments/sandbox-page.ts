import type { Language } from '@panalo/contract/constants';
import { escapeHtml, formatAmount, standalonePage } from '../standalone-page';

/**
 * The sandbox gateway's hosted payment page: plain server-rendered HTML, no script, readable in
 * light and dark (prefers-color-scheme) and on a phone. Every value is escaped; the page's CSP
 * allows nothing but its own inline style and a form posting back to this server.
 */
export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The page token is in the address: it must not leak to anything the page links to.
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

const TEXT = {
  EN: {
    title: 'Sandbox payment',
    notice: 'Demo money — no real payment. This is the sandbox payment gateway.',
    amount: 'Amount',
    channel: 'Channel',
    reference: 'Reference',
    pay: 'Pay',
    decline: 'Decline',
    back: 'Back to deposits',
    CREDITED: 'This deposit is already paid.',
    FAILED: 'This deposit was declined.',
    error: 'This payment page cannot be opened',
  },
  TY: {
    title: 'Sandbox na bayad',
    notice: 'Demo na pera — walang totoong bayad. Ito ang sandbox payment gateway.',
    amount: 'Halaga',
    channel: 'Channel',
    reference: 'Reference',
    pay: 'Magbayad',
    decline: 'Tanggihan',
    back: 'Bumalik sa mga deposito',
    CREDITED: 'Bayad na ang depositong ito.',
    FAILED: 'Tinanggihan ang depositong ito.',
    error: 'Hindi mabuksan ang payment page na ito',
  },
} as const;

export interface SandboxPageDeposit {
  reference: string;
  amount: number;
  currency: string;
  channel: string;
  status: string;
  brand: string;
}

export const depositsPageUrl = (reference?: string): string =>
  `/member/depositv2${reference ? `?deposit=${encodeURIComponent(reference)}` : ''}`;

/** The page with Pay and Decline while the deposit is pending, its outcome once it is not. */
export function renderSandboxPage(deposit: SandboxPageDeposit, token: string, language: Language): string {
  const t = TEXT[language];
  const amount = escapeHtml(formatAmount(deposit.amount, deposit.currency, language));
  const reference = escapeHtml(deposit.reference);
  const action =
    deposit.status === 'PENDING'
      ? `<form method="post" action="/sandbox-pay/${encodeURIComponent(deposit.reference)}">
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <button type="submit" name="action" value="pay" class="primary">${t.pay} ${amount}</button>
      <button type="submit" name="action" value="decline" class="secondary">${t.decline}</button>
    </form>`
      : `<p class="status" role="status">${deposit.status === 'CREDITED' ? t.CREDITED : t.FAILED}</p>
    <a class="secondary" href="${depositsPageUrl(deposit.reference)}">${t.back}</a>`;
  return page(
    `${t.title} · ${escapeHtml(deposit.brand)}`,
    language,
    `<p class="badge">${t.notice}</p>
    <h1>${escapeHtml(deposit.brand)}</h1>
    <dl>
      <div><dt>${t.amount}</dt><dd class="amount">${amount}</dd></div>
      <div><dt>${t.channel}</dt><dd>${escapeHtml(deposit.channel)}</dd></div>
      <div><dt>${t.reference}</dt><dd><code>${reference}</code></dd></div>
    </dl>
    ${action}`,
  );
}

/** A refusal (bad token, unknown deposit) as a page, with the catalogue's message. */
export function renderSandboxError(message: string, language: Language): string {
  const t = TEXT[language];
  return page(
    t.error,
    language,
    `<p class="badge">${t.notice}</p>
    <h1>${t.error}</h1>
    <p class="status" role="alert">${escapeHtml(message)}</p>
    <a class="secondary" href="${depositsPageUrl()}">${t.back}</a>`,
  );
}

const STYLE = `
:root { --bg: #f3f4f6; --card: #ffffff; --text: #14161a; --muted: #525a67; --line: #d9dde3; --accent: #0a7c4a; --on-accent: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0e1014; --card: #1a1d23; --text: #eef0f3; --muted: #a8afbb; --line: #2e333c; --accent: #34c184; --on-accent: #06140d; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; }
.badge { margin: 0 0 16px; padding: 8px 12px; border-radius: 8px; border: 2px dashed var(--accent); color: var(--text); font-weight: 700; font-size: 0.9375rem; }
h1 { margin: 0 0 16px; font-size: 1.25rem; }
dl { margin: 0 0 24px; display: grid; gap: 12px; }
dl div { display: flex; justify-content: space-between; gap: 16px; border-bottom: 1px solid var(--line); padding-bottom: 8px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; }
form { display: grid; gap: 12px; }
button, a.secondary { display: block; width: 100%; min-height: 48px; padding: 12px 16px; border-radius: 10px; font: inherit; font-weight: 600;
  text-align: center; text-decoration: none; cursor: pointer; }
button.primary { background: var(--accent); color: var(--on-accent); border: 1px solid var(--accent); }
button.secondary, a.secondary { background: transparent; color: var(--text); border: 1px solid var(--line); }
button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.status { margin: 0 0 16px; font-weight: 600; }
`;

const page = (title: string, language: Language, body: string): string =>
  standalonePage({ title, language, style: STYLE, mainClass: 'card', body });
