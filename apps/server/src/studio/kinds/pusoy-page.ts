import { pageScript } from '../studio-page-kit';
import type { Language } from '@panalo/contract/constants';
import { PUSOY_BUY_IN_POINTS, PUSOY_RAKE_PERCENT, pusoyRowValue } from '@panalo/contract/fair/studio-pusoy';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import { STUDIO_STYLE } from '../studio-page-style';
import { STUDIO_TEXT } from '../studio-page-text';
import type { StudioPageView } from './kind';
import { pusoyClient, type PusoyClientConfig } from './pusoy-client';
import { PUSOY_STYLE } from './pusoy-page-style';
import { PUSOY_TEXT } from './pusoy-page-text';
import { PUSOY_TURN_MS, type PusoyTable } from './pusoy-table';
import { fairnessDialog, gameHeader } from '../studio-page-parts';

/** The bots' names at the card rooms (seat by seat). */
const BOT_NAMES = ['Lito', 'Nena', 'Badong', 'Inday'];

/**
 * The card rooms' game page: the room list by stake with its seats, the felt table where the hand
 * is dealt, arranged and shown down, the balance, the sound toggle and the fairness panel. Its
 * script (pusoy-client.ts) runs under the answer's nonce, with the engine's row ranking passed in
 * as source text so the page checks the rows as the studio will.
 */
export function renderPusoyPage(view: StudioPageView<PusoyTable>, language: Language, nonce: string): string {
  const t = STUDIO_TEXT[language];
  const p = PUSOY_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => escapeHtml(money.format(minor / 10 ** digits));
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const config: PusoyClientConfig = {
    kind: 'pusoy',
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    demo,
    verifyUrl: view.verifyUrl,
    balance: view.balance,
    currency: view.currency,
    locale,
    bets: view.table.bets,
    rooms: view.table.rooms,
    botNames: BOT_NAMES,
    turnMs: PUSOY_TURN_MS,
    text: { ...t, ...p },
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const rooms = view.table.rooms
    .map((room, index) => {
      const seats = [0, 1, 2, 3]
        .map((seat) => {
          const taken = room.botSeats.includes(seat);
          const label = taken ? fill(p.seatTaken, { seat: seat + 1, name: BOT_NAMES[seat]! }) : fill(p.seatFree, { seat: seat + 1 });
          return taken
            ? `<button type="button" class="seatbtn" disabled aria-label="${escapeHtml(label)}"><span class="avatar" aria-hidden="true">${BOT_NAMES[seat]![0]}</span>${escapeHtml(BOT_NAMES[seat]!)}</button>`
            : `<button type="button" class="seatbtn" data-testid="pusoy-seat-free" data-room="${index}" data-seat="${seat}" aria-label="${escapeHtml(label)}">${p.sit}</button>`;
        })
        .join('');
      return `<li class="room" data-testid="pusoy-room"><h3>${fill(p.room, { index: index + 1 })}</h3>
        <p class="room__stake">${fill(p.pointValue, { amount: format(room.point) })}</p>
        <p class="muted">${fill(p.buyIn, { amount: format(room.buyIn) })}</p>
        <div class="seats" role="group" aria-label="${escapeHtml(fill(p.room, { index: index + 1 }))}">${seats}</div></li>`;
    })
    .join('');
  const rowset = (row: 'front' | 'middle' | 'back') =>
    `<div class="rowset"><button type="button" class="rowset__label" data-row="${row}" data-testid="pusoy-row-${row}"><span>${p[row]}</span><small id="name-${row}"></small></button>` +
    `<div class="rowset__cards" id="row-${row}" aria-live="polite"></div></div>`;
  const body = `
  ${gameHeader(view, t, `${escapeHtml(t.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>` : ''}
  <section id="lobby" aria-labelledby="rooms-title" class="stage stage--pusoy">
    <h2 id="rooms-title" class="vendor" style="color:#fde68a;text-align:center">${p.rooms}</h2>
    <p class="hint">${p.roomsIntro}</p>
    <ul class="rooms">${rooms}</ul>
  </section>
  <section id="table" class="felt" hidden aria-label="${escapeHtml(view.entry.gameName)}" data-testid="pusoy-table">
    <div class="opponents" id="opponents"></div>
    <p class="you" id="you"></p>
    <div class="rowsets">${rowset('front')}${rowset('middle')}${rowset('back')}</div>
    <div id="hand-area"><p class="muted" style="color:#bbf7d0">${p.hand}</p>
    <div class="handrow" id="hand" data-testid="pusoy-hand"></div>
    <p id="check" class="check" aria-live="polite"></p></div>
    <div class="pvp-actions" id="arrange-actions">
      <span class="timer" id="timer" aria-live="off"></span>
      <button type="button" id="auto" class="tool" data-testid="pusoy-auto">${p.auto}</button>
      <button type="button" id="clear" class="tool">${p.clear}</button>
      <button type="button" id="show" class="spin" data-testid="pusoy-show" disabled>${p.show}</button>
    </div>
    <div id="result" class="result" hidden data-testid="pusoy-result" role="status" aria-live="polite"></div>
    <div class="pvp-actions" id="after-actions" hidden>
      <button type="button" id="leave" class="tool" data-testid="pusoy-leave">${p.leave}</button>
      <button type="button" id="again" class="spin" data-testid="pusoy-again">${p.again}</button>
    </div>
  </section>
  <div class="meters">
    <div class="meter"><span>${demo ? t.demoBalance : t.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.win}</span><strong id="win" data-testid="studio-win">${format(0)}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <p class="muted">${fill(p.rakeNote, { rake: PUSOY_RAKE_PERCENT, points: PUSOY_BUY_IN_POINTS })}</p>
  ${fairnessDialog(t)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, pusoyClient, pusoyRowValue)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + PUSOY_STYLE,
    mainClass: 'studio studio--pusoy',
    body,
  });
}
