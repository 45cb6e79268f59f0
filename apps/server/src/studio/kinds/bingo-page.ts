import { pageScript } from '../studio-page-kit';
import type { Language } from '@panalo/contract/constants';
import { BINGO_BALLS, BINGO_DRAWN, BINGO_PAYS, BINGO_CORNERS, BINGO_LINES, BINGO_X } from '@panalo/contract/fair/studio-bingo';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import { STUDIO_STYLE } from '../studio-page-style';
import { STUDIO_TEXT } from '../studio-page-text';
import { bingoClient, type BingoClientConfig } from './bingo-client';
import { BINGO_STYLE } from './bingo-style';
import { BINGO_TEXT } from './bingo-text';
import type { StudioPageView, StudioTableBase } from './kind';
import { fairnessDialog, gameHeader } from '../studio-page-parts';

/**
 * The bingo game page: the ball tray (the ball just drawn, large, and every ball so far), the
 * player's cards with their numbers daubed as the balls fall, the paytable, the balance and win,
 * the card count and price, the sound toggle and the fairness panel. Like the reels page it is a
 * light standalone page whose one script runs under the answer's nonce.
 */

export interface BingoTable extends StudioTableBase {
  maxCards: number;
}

const times = (tenths: number) => `×${(tenths / 10).toString()}`;

/** A card's 5 × 5 grid under B I N G O, its numbers filled in by the script once bought. */
function cardHtml(index: number, label: string, free: string): string {
  const head = ['B', 'I', 'N', 'G', 'O'].map((letter) => `<span class="card__letter" aria-hidden="true">${letter}</span>`).join('');
  const cells = Array.from({ length: 25 }, (_, cell) =>
    cell === 12
      ? `<span class="card__cell card__cell--free card__cell--marked" data-cell="12">${free}</span>`
      : `<span class="card__cell" data-cell="${cell}">·</span>`,
  ).join('');
  return `<section class="card" data-card="${index}" aria-label="${escapeHtml(label)}"><div class="card__head">${head}</div><div class="card__grid">${cells}</div><p class="card__win" aria-live="polite"></p></section>`;
}

export function renderBingoPage(view: StudioPageView<BingoTable>, language: Language, nonce: string): string {
  const t = STUDIO_TEXT[language];
  const b = BINGO_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const options = view.table.bets.map((bet) => `<option value="${bet}">${escapeHtml(money.format(bet / 10 ** digits))}</option>`).join('');
  const cardOptions = Array.from({ length: view.table.maxCards }, (_, index) => `<option value="${index + 1}">${index + 1}</option>`).join(
    '',
  );
  const config: BingoClientConfig = {
    kind: 'bingo',
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    demo,
    balance: view.balance,
    currency: view.currency,
    locale,
    bets: view.table.bets,
    maxCards: view.table.maxCards,
    balls: BINGO_BALLS,
    drawn: BINGO_DRAWN,
    lines: BINGO_LINES.map((line) => [...line]),
    corners: [...BINGO_CORNERS],
    x: [...BINGO_X],
    text: t,
    bingo: b,
    verifyUrl: view.verifyUrl,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const cards = Array.from({ length: view.table.maxCards }, (_, index) =>
    cardHtml(index, b.card.replace('{n}', String(index + 1)), b.free),
  ).join('');
  const body = `
  ${gameHeader(view, t, `${escapeHtml(t.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>` : ''}
  <section class="stage stage--bingo" data-testid="studio-bingo">
    <div class="tray">
      <div class="tray__ball" id="ball" aria-hidden="true"><span>?</span></div>
      <div class="tray__side">
        <p class="tray__title">${b.balls} <strong id="ball-count" data-testid="bingo-ball-count">0 / ${BINGO_DRAWN}</strong></p>
        <ol class="tray__balls" id="balls" aria-label="${escapeHtml(b.balls)}"></ol>
      </div>
    </div>
    <div class="cards" id="cards">${cards}</div>
    <p class="hint">${b.hint}</p>
  </section>
  <div class="meters">
    <div class="meter"><span>${demo ? t.demoBalance : t.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.win}</span><strong id="win" data-testid="studio-win">${escapeHtml(money.format(0))}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <div class="controls">
    <label class="field"><span>${b.cards}</span><select id="cards-count" data-testid="bingo-cards">${cardOptions}</select></label>
    <label class="field"><span>${b.cardBet}</span><select id="bet" data-testid="studio-bet">${options}</select></label>
    <div class="field"><span>${t.totalBet}</span><strong id="total-bet"></strong></div>
    <button type="button" id="spin" class="spin" data-testid="studio-spin">${b.play}</button>
  </div>
  <details class="paytable">
    <summary>${b.paytable}</summary>
    <dl>
      <div><dt>${b.line}</dt><dd>${times(BINGO_PAYS.line)}</dd></div>
      <div><dt>${b.corners}</dt><dd>${times(BINGO_PAYS.corners)}</dd></div>
      <div><dt>${b.x}</dt><dd>${times(BINGO_PAYS.x)}</dd></div>
    </dl>
  </details>
  ${fairnessDialog(t)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, bingoClient)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + BINGO_STYLE,
    mainClass: 'studio studio--bingo',
    body,
  });
}
