import { pageScript } from '../studio-page-kit';
import type { Language } from '@panalo/contract/constants';
import { LIVE_SPOTS, liveSpotRtp, type LiveTable } from '@panalo/contract/fair/studio-live';
import { ROULETTE_WHEEL, rouletteColour, rouletteReturn } from '@panalo/contract/fair/studio-roulette';
import { SIC_BO_ANY_TRIPLE_PAYS, SIC_BO_TOTAL_PAYS, SIC_BO_TRIPLE_PAYS } from '@panalo/contract/fair/studio-sicbo';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import { STUDIO_STYLE } from '../studio-page-style';
import { STUDIO_TEXT } from '../studio-page-text';
import type { StudioPageView } from './kind';
import type { LiveTableView } from './live-table';
import { liveClient, type LiveClientConfig } from './live-client';
import { LIVE_STYLE } from './live-style';
import { LIVE_TEXT, type LiveText } from './live-text';
import { fairnessDialog, gameHeader } from '../studio-page-parts';

/**
 * A live table's page: the "dealer stream" (a dealer at the table, the cards, the wheel or the
 * dice shaker, the betting window's countdown), the betting board with chips, the meters, the
 * payout of each spot, the table's history road and the studio's fairness panel.
 */

type LiveView = StudioPageView<LiveTableView>;

/** The dealer: a figure behind the table, drawn in SVG (the stream's stand-in). */
const DEALER = `<svg class="dealer" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
  <ellipse cx="80" cy="118" rx="70" ry="10" fill="#0005"/>
  <path d="M24 120c4-34 24-50 56-50s52 16 56 50z" fill="#111827"/>
  <path d="M62 72l18 30 18-30z" fill="#f8fafc"/>
  <path d="M72 80l8 6 8-6-8-4z" fill="#b91c1c"/>
  <path class="dealer__arm dealer__arm--left" d="M34 100c-6-10 0-22 14-24l8 10c-10 4-12 10-10 16z" fill="#1f2937"/>
  <path class="dealer__arm dealer__arm--right" d="M126 100c6-10 0-22-14-24l-8 10c10 4 12 10 10 16z" fill="#1f2937"/>
  <rect x="72" y="56" width="16" height="16" rx="4" fill="#d6a77a"/>
  <circle cx="80" cy="40" r="22" fill="#e0b48a"/>
  <path d="M57 40c0-18 10-27 23-27s23 9 23 27c-4-10-12-14-23-14s-19 4-23 14z" fill="#1c1917"/>
  <circle cx="72" cy="42" r="2.4" fill="#1c1917"/><circle cx="88" cy="42" r="2.4" fill="#1c1917"/>
  <path d="M73 51q7 5 14 0" stroke="#7c2d12" stroke-width="2" fill="none" stroke-linecap="round"/>
</svg>`;

/** The roulette wheel: the 37 pockets in wheel order, zero at the top, turning clockwise. */
function rouletteWheel(): string {
  const count = ROULETTE_WHEEL.length;
  const point = (angle: number, r: number) => `${(100 + r * Math.cos(angle)).toFixed(2)} ${(100 + r * Math.sin(angle)).toFixed(2)}`;
  const pockets = ROULETTE_WHEEL.map((pocket, index) => {
    const from = ((index - 0.5) / count) * 2 * Math.PI - Math.PI / 2;
    const to = ((index + 0.5) / count) * 2 * Math.PI - Math.PI / 2;
    const mid = (from + to) / 2;
    const [x, y] = point(mid, 84).split(' ');
    const colour = { green: '#15803d', red: '#b91c1c', black: '#111827' }[rouletteColour(pocket)];
    return (
      `<path d="M${point(from, 96)} A96 96 0 0 1 ${point(to, 96)} L${point(to, 72)} A72 72 0 0 0 ${point(from, 72)} Z" fill="${colour}" stroke="#d4a017" stroke-width=".6"/>` +
      `<text x="${x}" y="${y}" transform="rotate(${((mid * 180) / Math.PI + 90).toFixed(2)} ${x} ${y})" text-anchor="middle" dominant-baseline="central" font-size="8" font-weight="700" fill="#fff">${pocket}</text>`
    );
  }).join('');
  return `<svg id="rwheel" class="rwheel" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
    <circle cx="100" cy="100" r="99" fill="#7c2d12"/>${pockets}
    <circle cx="100" cy="100" r="72" fill="#92400e"/><circle cx="100" cy="100" r="56" fill="#b45309" stroke="#d4a017" stroke-width="2"/>
    <path d="M100 62v76M62 100h76" stroke="#fcd34d" stroke-width="5" stroke-linecap="round"/><circle cx="100" cy="100" r="10" fill="#fcd34d"/></svg>`;
}

function streamArea(game: LiveTable, t: LiveText): string {
  switch (game) {
    case 'baccarat':
    case 'dragon-tiger': {
      const [left, right] = game === 'baccarat' ? ['player', 'banker'] : ['dragon', 'tiger'];
      const hand = (side: string) =>
        `<div class="hand hand--${side}"><p class="hand__name">${t.spots[side as 'player']} <b id="total-${side}" class="hand__total"></b></p><div class="cards" id="cards-${side}" data-testid="live-cards-${side}"></div></div>`;
      return `<div class="hands">${hand(left!)}<span class="versus" aria-hidden="true">VS</span>${hand(right!)}</div><div class="shoe" aria-hidden="true"></div>`;
    }
    case 'roulette':
      return `<div class="rwheel-box"><div id="rball" class="rball" aria-hidden="true"><i></i></div>${rouletteWheel()}<p id="pocket" class="pocket" data-testid="live-pocket"></p></div>`;
    case 'sic-bo':
      return `<div class="shaker"><div class="dice" id="dice" data-testid="live-dice">${[1, 2, 3].map(() => '<span class="die"></span>').join('')}</div><div id="dome" class="dome" aria-hidden="true"></div></div>`;
  }
}

/** A spot's payout, as the table prints it. */
function paysOf(game: LiveTable, spot: string): string {
  if (game === 'baccarat') return { player: '1:1', banker: '0.95:1', tie: '8:1' }[spot]!;
  if (game === 'dragon-tiger') return spot === 'tie' ? '8:1' : '1:1';
  if (game === 'roulette') return `${rouletteReturn(spot) - 1}:1`;
  if (spot === 'small' || spot === 'big') return '1:1';
  if (spot === 'anytriple') return `${SIC_BO_ANY_TRIPLE_PAYS}:1`;
  if (spot.startsWith('triple')) return `${SIC_BO_TRIPLE_PAYS}:1`;
  if (spot.startsWith('single')) return '1-3:1';
  return `${SIC_BO_TOTAL_PAYS[Number(spot.slice(5))]}:1`;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A spot's name for people (and screen readers). */
export function spotName(spot: string, t: LiveText): string {
  const named = (t.spots as Record<string, string>)[spot];
  if (named) return named;
  const match = /^(n|total|triple|single)(\d+)$/.exec(spot);
  if (!match) return spot;
  const template = { n: t.number, total: t.total, triple: t.triple, single: t.single }[match[1] as 'n'];
  return fill(template, { n: match[2]! });
}

function spotButton(game: LiveTable, spot: string, t: LiveText, extraClass = '', face = '', place = ''): string {
  const name = spotName(spot, t);
  const pays = paysOf(game, spot);
  const rtp = (liveSpotRtp(game, spot) * 100).toFixed(2);
  const colour = game === 'roulette' && /^n\d+$/.test(spot) ? ` spot--${rouletteColour(Number(spot.slice(1)))}` : '';
  const label = face || `<span class="spot__name">${escapeHtml(name)}</span>`;
  return `<button type="button" class="spot spot--${spot}${colour}${extraClass ? ` ${extraClass}` : ''}" data-spot="${spot}" data-testid="spot-${spot}"${place ? ` style="grid-area: ${place}"` : ''} aria-label="${escapeHtml(`${name}, ${fill(t.pays, { pays })}`)}" title="RTP ${rtp}%">${label}<span class="spot__pays">${pays}</span><span class="spot__chip" aria-hidden="true"></span></button>`;
}

const pips = (face: number) => `<span class="pips pips--${face}">${'<i></i>'.repeat(face)}</span>`;

function board(game: LiveTable, t: LiveText): string {
  const spot = (id: string, extra = '', face = '', place = '') => spotButton(game, id, t, extra, face, place);
  switch (game) {
    case 'baccarat':
    case 'dragon-tiger':
      // The tie sits between the two sides, as on the felt.
      return (game === 'baccarat' ? ['player', 'tie', 'banker'] : ['dragon', 'tie', 'tiger']).map((id) => spot(id, 'spot--big')).join('');
    case 'roulette': {
      // The felt's layout: zero on the left, 1-36 in three rows of twelve (3, 6 … 36 on top), the
      // columns' 2:1 on the right, then the dozens and the even chances; grid-area is row / column.
      const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
      const face = (text: string) => `<span class="spot__name">${text}</span>`;
      return (
        spot('n0', 'spot--zero', face('0'), '1 / 1 / 4 / 2') +
        numbers
          .map((n) => spot(`n${n}`, 'spot--number', face(String(n)), `${3 - ((n - 1) % 3)} / ${2 + Math.floor((n - 1) / 3)}`))
          .join('') +
        [3, 2, 1].map((column, row) => spot(`col${column}`, 'spot--column', '', `${row + 1} / 14`)).join('') +
        [1, 2, 3]
          .map((dozen) => spot(`dozen${dozen}`, 'spot--dozen', '', `4 / ${2 + (dozen - 1) * 4} / 5 / ${6 + (dozen - 1) * 4}`))
          .join('') +
        ['low', 'even', 'red', 'black', 'odd', 'high']
          .map((id, index) => spot(id, 'spot--even-chance', '', `5 / ${2 + index * 2} / 6 / ${4 + index * 2}`))
          .join('')
      );
    }
    case 'sic-bo':
      return (
        `<div class="sb-row sb-row--main">${spot('small', 'spot--wide')}${spot('anytriple', 'spot--triple-any')}${spot('big', 'spot--wide')}</div>` +
        `<div class="sb-row sb-row--triples">${[1, 2, 3, 4, 5, 6].map((n) => spot(`triple${n}`, 'spot--dice', `<span class="spot__name">${pips(n)}${pips(n)}${pips(n)}</span>`)).join('')}</div>` +
        `<div class="sb-row sb-row--totals">${[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => spot(`total${n}`, 'spot--total', `<span class="spot__name">${n}</span>`)).join('')}</div>` +
        `<div class="sb-row sb-row--singles">${[1, 2, 3, 4, 5, 6].map((n) => spot(`single${n}`, 'spot--dice', `<span class="spot__name">${pips(n)}</span>`)).join('')}</div>`
      );
  }
}

export function renderLivePage(view: LiveView, language: Language, nonce: string): string {
  const s = STUDIO_TEXT[language];
  const t = LIVE_TEXT[language];
  const game = view.table.game;
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const short = (minor: number) => {
    const units = minor / 10 ** digits;
    return units >= 1000 ? `${units / 1000}K` : String(units);
  };
  const chips = view.table.bets
    .map(
      (chip, index) =>
        `<button type="button" class="chip chip--${index}" role="radio" aria-checked="${index === 0}" data-chip="${chip}" data-testid="live-chip-${index}" aria-label="${escapeHtml(`${t.chip} ${money.format(chip / 10 ** digits)}`)}">${short(chip)}</button>`,
    )
    .join('');
  const config: LiveClientConfig = {
    kind: 'live',
    vendor: view.vendor,
    game: view.entry.gameCode,
    table: game,
    brand: view.brand,
    token: view.token,
    demo,
    verifyUrl: view.verifyUrl,
    balance: view.balance,
    currency: view.currency,
    locale,
    bets: view.table.bets,
    maxSpot: view.table.maxSpot,
    spotNames: Object.fromEntries(LIVE_SPOTS[game].map((spot) => [spot, spotName(spot, t)])),
    wheel: [...ROULETTE_WHEEL],
    reds: ROULETTE_WHEEL.filter((pocket) => rouletteColour(pocket) === 'red'),
    text: s,
    live: t,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tableName = t.tables[game];
  const body = `
  ${gameHeader(view, s, `${escapeHtml(tableName)} · ${escapeHtml(s.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${s.freePlay}</p>` : ''}
  <section class="stage live-stage live-stage--${game}" data-testid="live-table" data-table="${game}" aria-label="${escapeHtml(tableName)}">
    <div class="stream">
      <div class="stream__top">
        <span class="onair"><i aria-hidden="true"></i>${t.live}</span>
        <span class="stream__name">${escapeHtml(tableName)}</span>
        <div class="timer" id="timer" role="timer" aria-label="${escapeHtml(t.placeBets)}"><strong id="countdown" data-testid="live-countdown"></strong></div>
      </div>
      <div class="dealer-box">${DEALER}</div>
      <div class="felt">${streamArea(game, t)}</div>
      <p id="phase" class="phase" data-testid="live-phase" aria-live="polite">${t.placeBets}</p>
    </div>
  </section>
  <p class="hint live-hint">${escapeHtml(t.hint[game])}</p>
  <section class="board board--${game}" data-testid="live-board" aria-label="${escapeHtml(t.placeBets)}">${board(game, t)}</section>
  <div class="rack">
    <div class="chips" role="radiogroup" aria-label="${t.chips}">${chips}</div>
    <div class="actions">
      <button type="button" id="clear" class="tool" data-testid="live-clear">${t.clear}</button>
      <button type="button" id="rebet" class="tool" data-testid="live-rebet">${t.rebet}</button>
      <button type="button" id="spin" class="spin" data-testid="studio-spin">${t.deal}</button>
    </div>
  </div>
  <div class="meters meters--live">
    <div class="meter"><span>${demo ? s.demoBalance : s.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.totalBet}</span><strong id="total-bet" data-testid="live-total"></strong></div>
    <div class="meter"><span>${t.returned}</span><strong id="win" data-testid="studio-win">${escapeHtml(money.format(0))}</strong></div>
    <div class="meter"><span>${t.result}</span><strong id="net" data-testid="live-net">—</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <section class="payouts" aria-labelledby="payouts-title"><h2 id="payouts-title">${t.payouts}</h2><ul id="payouts" data-testid="live-payouts"></ul></section>
  <section class="road" aria-labelledby="road-title"><h2 id="road-title">${t.history}</h2>
    <ol id="road" class="road__grid road__grid--${game}" data-testid="live-road"></ol><p id="road-empty" class="muted">${t.noHistory}</p></section>
  ${fairnessDialog(s)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, liveClient)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + LIVE_STYLE,
    mainClass: `studio studio--live studio--${game}`,
    body,
  });
}
