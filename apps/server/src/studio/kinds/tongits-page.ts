import { pageScript } from '../studio-page-kit';
import type { Language } from '@panalo/contract/constants';
import { isMeld, TONGITS_RAKE_PERCENT, settleTongits } from '@panalo/contract/fair/studio-tongits';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import { STUDIO_STYLE } from '../studio-page-style';
import { STUDIO_TEXT } from '../studio-page-text';
import type { StudioPageView } from './kind';
import { PUSOY_STYLE } from './pusoy-page-style';
import { tongitsClient, type TongitsClientConfig } from './tongits-client';
import { TONGITS_STYLE } from './tongits-page-style';
import { TONGITS_TEXT } from './tongits-page-text';
import { TONGITS_TURN_MS, type TongitsTable } from './tongits-table';
import { fairnessDialog, gameHeader } from '../studio-page-parts';

/** The bots' names at a Tongits table (seats 1 and 2; seat 0 is the player). */
const BOT_NAMES = ['', 'Lito', 'Nena'];

/**
 * The Tongits game page: the room list by stake, the felt table (the two bots' seats, the stock,
 * the discard pile, the melds on the table, the player's hand of selectable cards and the buttons
 * Draw, Take discard, Meld, Sapaw, Discard and Fight), the balance, the sound toggle and the
 * fairness panel. Its script (tongits-client.ts) runs under the answer's nonce, with the engine's
 * meld check passed in as source text so the page enables only moves the studio will take.
 */
export function renderTongitsPage(view: StudioPageView<TongitsTable>, language: Language, nonce: string): string {
  const t = STUDIO_TEXT[language];
  const g = TONGITS_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => escapeHtml(money.format(minor / 10 ** digits));
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const config: TongitsClientConfig = {
    kind: 'tongits',
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    demo,
    verifyUrl: view.verifyUrl,
    balance: view.balance,
    currency: view.currency,
    locale,
    rooms: view.table.rooms,
    bets: view.table.bets,
    botNames: BOT_NAMES,
    turnMs: TONGITS_TURN_MS,
    text: { ...t, ...g },
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const rooms = view.table.rooms
    .map(
      (stake, index) => `<li class="room" data-testid="tongits-room"><h3>${fill(g.room, { index: index + 1 })}</h3>
        <p class="room__stake">${fill(g.stakeOf, { amount: format(stake) })}</p>
        <p class="muted">${fill(g.potOf, { amount: format(settleTongits(stake, true).payout) })}</p>
        <button type="button" class="spin room__play" data-testid="tongits-room-play" data-room="${index}"
          aria-label="${escapeHtml(`${fill(g.room, { index: index + 1 })}: ${g.play}`)}">${g.play}</button></li>`,
    )
    .join('');
  const action = (id: string, label: string, extra = '') =>
    `<button type="button" id="${id}" class="spin${extra}" data-testid="tongits-${id}" disabled>${label}</button>`;
  const body = `
  ${gameHeader(view, t, `${escapeHtml(t.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>` : ''}
  <section id="lobby" aria-labelledby="rooms-title" class="stage stage--pusoy">
    <h2 id="rooms-title" class="vendor" style="color:#fde68a;text-align:center">${g.rooms}</h2>
    <p class="hint">${g.roomsIntro}</p>
    <ul class="rooms">${rooms}</ul>
  </section>
  <section id="table" class="felt" hidden aria-label="${escapeHtml(view.entry.gameName)}" data-testid="tongits-table">
    <div class="tg-seats" id="seats"></div>
    <div class="tg-middle">
      <div class="pile"><span>${g.stock}</span><span class="cardback" aria-hidden="true"></span><span id="stock" data-testid="tongits-stock"></span></div>
      <div class="pile"><span>${g.discardPile}</span><span id="discard-top" data-testid="tongits-discard-top"></span><span id="discards"></span></div>
      <div class="tg-melds"><h2>${g.melds}</h2><ul class="meldlist" id="melds" data-testid="tongits-melds"></ul></div>
    </div>
    <ul class="tg-log" id="log" aria-live="polite" data-testid="tongits-log"></ul>
    <div id="hand-area">
      <div class="tg-you"><p class="you" id="you"></p><span class="timer" id="timer" aria-live="off"></span></div>
      <div class="handrow" id="hand" role="group" aria-label="${g.hand}" data-testid="tongits-hand"></div>
      <p class="muted" style="color:#bbf7d0;margin:4px 0 0;font-size:.8125rem" id="turn-hint"></p>
    </div>
    <div class="pvp-actions tg-actions" id="actions">
      ${action('draw', g.draw)}${action('take', g.take)}${action('meld', g.meld)}${action('sapaw', g.sapaw)}${action('discard', g.discard)}${action('fight', g.fight, ' tg-fight')}
    </div>
    <div id="result" class="result tg-end" hidden data-testid="tongits-result" role="status" aria-live="polite"></div>
    <div class="pvp-actions" id="after-actions" hidden>
      <button type="button" id="leave" class="tool" data-testid="tongits-leave">${g.leave}</button>
      <button type="button" id="again" class="spin" data-testid="tongits-again">${g.again}</button>
    </div>
  </section>
  <div class="meters">
    <div class="meter"><span>${demo ? t.demoBalance : t.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.win}</span><strong id="win" data-testid="studio-win">${format(0)}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <details class="muted tg-rules"><summary>${g.selectHint}</summary><p>${g.rules}</p></details>
  <p class="muted">${fill(g.rakeNote, { rake: TONGITS_RAKE_PERCENT })}</p>
  ${fairnessDialog(t)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, tongitsClient, isMeld)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + PUSOY_STYLE + TONGITS_STYLE,
    mainClass: 'studio studio--pusoy studio--tongits',
    body,
  });
}
