import { randomBytes } from 'node:crypto';
import type { Language } from '@panalo/contract/constants';
import { SLOT_REEL_STRIPS, SLOT_SYMBOLS } from '@panalo/contract/fair/slot-paytable';
import {
  STUDIO_BONUS_PRIZES,
  STUDIO_FREE_SPIN_MULTIPLIER,
  STUDIO_FREE_SPINS,
  studioPaylines,
} from '@panalo/contract/fair/studio-slot-paytable';
import { SLOT_SYMBOL_ART } from '@panalo/contract/slot-art';
import { escapeHtml, standalonePage } from '../adapters/standalone-page';
import { studioClient, type StudioClientConfig } from './studio-client';
import { pageScript } from './studio-page-kit';
import type { StudioPageView, StudioTableBase } from './kinds/kind';
import { STUDIO_STYLE } from './studio-page-style';
import { STUDIO_TEXT } from './studio-page-text';
import { fairnessDialog, gameHeader } from './studio-page-parts';

/**
 * The studio's game pages are light standalone pages (no player-site bundle) drawn from the game's
 * catalogue entry. This one is the slot's and the prize wheel's: the reels or the wheel, the
 * balance and win meters, a bet selector, the sound toggle and the fairness panel. Its one script
 * runs under a per-answer nonce. Other game types draw their own page (kinds/).
 */

/** The table of the slot (its paylines) and of the prize wheel (its segments). */
export interface ReelsTable extends StudioTableBase {
  /** The slot's paylines (the entry's line count, 1 to 243); 0 for the wheel. */
  lines: number;
  wheel: readonly number[];
}
type ReelsView = StudioPageView<ReelsTable>;

export const studioPageHeaders = (nonce: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self' data: https:; ` +
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
});

export const newPageNonce = () => randomBytes(16).toString('base64');

const wheelColour = (tenths: number) =>
  tenths === 0 ? '#334155' : tenths < 10 ? '#0e7490' : tenths < 20 ? '#15803d' : tenths < 50 ? '#b45309' : '#be123c';
const times = (tenths: number) => `×${(tenths / 10).toString()}`;

/** An SVG wheel of equal segments, segment 0 starting at the top and going clockwise. */
function wheelSvg(id: string, labels: string[], colours: string[]): string {
  const count = labels.length;
  const slices = labels
    .map((label, index) => {
      const from = (index / count) * 2 * Math.PI - Math.PI / 2;
      const to = ((index + 1) / count) * 2 * Math.PI - Math.PI / 2;
      const mid = (from + to) / 2;
      const point = (angle: number, r: number) => `${(100 + r * Math.cos(angle)).toFixed(2)} ${(100 + r * Math.sin(angle)).toFixed(2)}`;
      // Labels on the left half are turned over, so none reads upside down.
      const degrees = (mid * 180) / Math.PI;
      const rotate = (degrees > 90 && degrees < 270 ? degrees + 180 : degrees).toFixed(2);
      const [x, y] = point(mid, 70).split(' ');
      return (
        `<path d="M100 100 L${point(from, 96)} A96 96 0 0 1 ${point(to, 96)} Z" fill="${colours[index]}" stroke="#0f172a" stroke-width="1"/>` +
        `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" text-anchor="middle" dominant-baseline="central" ` +
        `font-size="${count > 12 ? 10 : 14}" font-weight="700" fill="#fff">${escapeHtml(label)}</text>`
      );
    })
    .join('');
  return `<svg id="${id}" class="wheel" viewBox="0 0 200 200" role="img" aria-hidden="true">${slices}<circle cx="100" cy="100" r="16" fill="#fbbf24" stroke="#78350f" stroke-width="3"/></svg>`;
}

function slotStage(view: ReelsView, language: Language): string {
  const t = STUDIO_TEXT[language];
  const reels = SLOT_REEL_STRIPS.map(
    (strip) =>
      `<div class="reel"><div class="reel__strip" style="--cells:3">${strip
        .slice(0, 3)
        .map((symbol) => `<div class="cell" data-symbol="${symbol}">${SLOT_SYMBOL_ART[symbol]}</div>`)
        .join('')}</div></div>`,
  ).join('');
  const bonusLabels = STUDIO_BONUS_PRIZES.map((prize) => `×${prize}`);
  const bonusColours = STUDIO_BONUS_PRIZES.map((prize) => wheelColour(prize * 2));
  return `<div class="reels" data-testid="studio-reels" role="img" aria-label="${escapeHtml(view.entry.gameName)}">${reels}</div>
    <p class="hint">${t.slotHint}</p>
    <div id="feature" class="feature" hidden><div class="feature__card" role="status" aria-live="polite">
      <p id="feature-title" class="feature__title"></p>
      <div class="wheel-box wheel-box--small"><div class="pointer" aria-hidden="true"></div>${wheelSvg('bonus-wheel', bonusLabels, bonusColours)}</div>
      <p id="feature-text" class="feature__text"></p>
    </div></div>`;
}

function wheelStage(view: ReelsView, language: Language): string {
  const t = STUDIO_TEXT[language];
  const labels = view.table.wheel.map(times);
  return `<div class="wheel-box" data-testid="studio-wheel"><div class="pointer" aria-hidden="true"></div>${wheelSvg(
    'wheel',
    labels,
    view.table.wheel.map(wheelColour),
  )}</div><p class="hint">${t.wheelHint}</p>`;
}

export function renderReelsPage(view: ReelsView, language: Language, nonce: string): string {
  const t = STUDIO_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const options = view.table.bets.map((bet) => `<option value="${bet}">${escapeHtml(money.format(bet / 10 ** digits))}</option>`).join('');
  const config: StudioClientConfig = {
    kind: view.table.kind === 'slot' ? 'slot' : 'wheel',
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    demo,
    balance: view.balance,
    currency: view.currency,
    locale,
    bets: view.table.bets,
    lines: view.table.lines,
    paylines: view.table.kind === 'slot' ? studioPaylines(view.table.lines) : [],
    wheel: view.table.wheel,
    bonusPrizes: STUDIO_BONUS_PRIZES,
    freeSpins: STUDIO_FREE_SPINS,
    freeSpinMultiplier: STUDIO_FREE_SPIN_MULTIPLIER,
    symbols: { ...SLOT_SYMBOL_ART },
    symbolNames: [...SLOT_SYMBOLS],
    text: t,
    verifyUrl: view.verifyUrl,
  };
  // Inside a <script> the JSON must not close the element: "<" is written as its escape.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const slot = view.table.kind === 'slot';
  const body = `
  ${gameHeader(view, t, `${escapeHtml(t.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>` : ''}
  <section class="stage stage--${view.table.kind}">${slot ? slotStage(view, language) : wheelStage(view, language)}</section>
  <div class="meters">
    <div class="meter"><span>${demo ? t.demoBalance : t.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.win}</span><strong id="win" data-testid="studio-win">${escapeHtml(money.format(0))}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <div class="controls">
    <label class="field"><span>${slot ? t.betPerLine : t.bet}</span><select id="bet" data-testid="studio-bet">${options}</select></label>
    ${slot ? `<div class="field"><span>${t.lines}</span><strong data-testid="studio-lines">${view.table.lines}</strong></div><div class="field"><span>${t.totalBet}</span><strong id="total-bet"></strong></div>` : ''}
    <button type="button" id="spin" class="spin" data-testid="studio-spin">${t.spin}</button>
  </div>
  ${fairnessDialog(t)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, studioClient)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE,
    mainClass: `studio studio--${view.table.kind}`,
    body,
  });
}

/** A game that cannot be opened, as a page with the catalogue's message. */
export function renderStudioError(message: string, language: Language): string {
  const t = STUDIO_TEXT[language];
  return standalonePage({
    title: t.error,
    language,
    style: STUDIO_STYLE,
    mainClass: 'studio studio--error',
    body: `<h1>${t.error}</h1><p class="status" role="alert">${escapeHtml(message)}</p>`,
  });
}
