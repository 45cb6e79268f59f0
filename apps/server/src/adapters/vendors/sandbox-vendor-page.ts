import type { Language } from '@panalo/contract/constants';
import { escapeHtml, formatAmount, standalonePage } from '../standalone-page';

/**
 * The built-in sandbox vendor's game page, so a launch of the demo's transfer vendors (and of the
 * lotteries) shows something real inside the site's game frame: plain HTML, no script, no outside
 * asset, light and dark. Every value is escaped. The site frames it, so frame-ancestors is 'self'.
 */
export const SANDBOX_VENDOR_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The game token is in the address: it must not leak to anything the page links to.
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
};

const TEXT = {
  EN: {
    notice: 'Sandbox game provider: no real game is played here.',
    transferBalance: 'Your {vendor} wallet',
    seamlessBalance: 'Your balance',
    prizeMode: 'Prize mode',
    lottoArea: 'Area',
    lottoView: 'View',
    error: 'This game cannot be opened',
  },
  TY: {
    notice: 'Sandbox na game provider: walang totoong larong nilalaro rito.',
    transferBalance: 'Ang iyong {vendor} wallet',
    seamlessBalance: 'Ang iyong balanse',
    prizeMode: 'Prize mode',
    lottoArea: 'Lugar',
    lottoView: 'View',
    error: 'Hindi mabuksan ang larong ito',
  },
} as const;

export interface SandboxVendorPage {
  gameName: string;
  vendorName: string;
  balance: number;
  currency: string;
  walletMode: 'seamless' | 'transfer';
  /** The lottery fields the launch passed on, shown as the vendor received them. */
  lottery: { prizeMode?: string; lottoArea?: string; lottoView?: string };
}

export function renderSandboxVendorPage(view: SandboxVendorPage, language: Language): string {
  const t = TEXT[language];
  const label = view.walletMode === 'transfer' ? t.transferBalance.replace('{vendor}', view.vendorName) : t.seamlessBalance;
  const lottery = (['prizeMode', 'lottoArea', 'lottoView'] as const)
    .filter((field) => view.lottery[field])
    .map((field) => `<div><dt>${t[field]}</dt><dd data-field="${field}">${escapeHtml(view.lottery[field]!)}</dd></div>`)
    .join('');
  return page(
    `${escapeHtml(view.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    `<p class="badge">${t.notice}</p>
    <p class="vendor">${escapeHtml(view.vendorName)}</p>
    <h1>${escapeHtml(view.gameName)}</h1>
    <dl>
      <div><dt>${escapeHtml(label)}</dt><dd class="amount" data-field="balance">${escapeHtml(formatAmount(view.balance, view.currency, language))}</dd></div>
      ${lottery}
    </dl>`,
  );
}

/** A refusal (bad or ended game session) as a page, with the catalogue's message. */
export function renderSandboxVendorError(message: string, language: Language): string {
  const t = TEXT[language];
  return page(
    t.error,
    language,
    `<p class="badge">${t.notice}</p><h1>${t.error}</h1><p class="status" role="alert">${escapeHtml(message)}</p>`,
  );
}

const STYLE = `
:root { --bg: #e9f3ee; --card: #ffffff; --text: #14161a; --muted: #525a67; --line: #cfdcd5; --accent: #0a7c4a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1511; --card: #15211b; --text: #eef0f3; --muted: #a8afbb; --line: #2a3a32; --accent: #34c184; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.table { width: 100%; max-width: 460px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; }
.badge { margin: 0 0 16px; padding: 8px 12px; border-radius: 8px; border: 1px dashed var(--line); color: var(--muted); font-size: 0.875rem; }
.vendor { margin: 0; color: var(--accent); font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.8125rem; }
h1 { margin: 4px 0 16px; font-size: 1.5rem; }
dl { margin: 0; display: grid; gap: 12px; }
dl div { display: flex; justify-content: space-between; gap: 16px; border-bottom: 1px solid var(--line); padding-bottom: 8px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; white-space: nowrap; }
.status { margin: 0; font-weight: 600; }
`;

const page = (title: string, language: Language, body: string): string =>
  standalonePage({ title, language, style: STYLE, mainClass: 'table', body });
