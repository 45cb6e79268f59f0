import type { Language } from '@panalo/contract/constants';
import { FEATHER_COLOURS, FIGHT_PICKS } from '@panalo/contract/fair/cockfight';
import { escapeHtml, standalonePage } from '../../../adapters/standalone-page';
import { SPEAKER } from '../../studio-page-parts';
import { STUDIO_STYLE } from '../../studio-page-style';
import { STUDIO_TEXT } from '../../studio-page-text';
import type { ScheduledPageView } from '../scheduled-game';
import type { CockfightLine } from './cockfight-line';
import { cockfightClient, type CockfightClientConfig } from './cockfight-client';
import { COCKFIGHT_STYLE } from './cockfight-style';
import { COCKFIGHT_TEXT, FEATHER_WORDS } from './cockfight-text';

/**
 * An arena's page: the pit with the fight's two roosters (from the round's card), the countdown
 * of the betting window, the meron / draw / wala board with the odds of the moment (the line's
 * live feed), chips, the player's bets, the arena's road of results, the result animation and the
 * studio's fairness panel with a verify link for every decided fight.
 */

/** A rooster facing right; its feathers take the fight card's colour (--feather). */
const ROOSTER = `<svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
  <path d="M34 56C8 40 6 14 20 6c-2 16 6 30 20 38z" style="fill: #1c1917"/>
  <path d="M30 58C14 52 4 36 8 22c6 14 14 22 28 28z" style="fill: var(--feather)" opacity=".85"/>
  <ellipse cx="56" cy="60" rx="29" ry="20" style="fill: var(--feather)" stroke="#0006" stroke-width="1.5"/>
  <path d="M68 52q8-14 10-22l12 3q-2 16-12 28z" style="fill: var(--feather)" stroke="#0006" stroke-width="1.5"/>
  <circle cx="85" cy="29" r="11" style="fill: var(--feather)" stroke="#0006" stroke-width="1.5"/>
  <path d="M77 20q3-9 6-2q3-8 6 0q4-6 6 3z" fill="#dc2626"/>
  <path d="M95 26l11 4-11 4z" fill="#f59e0b"/>
  <ellipse cx="93" cy="41" rx="3" ry="5" fill="#dc2626"/>
  <circle cx="88" cy="27" r="2.2" fill="#111827"/>
  <path d="M40 55q18-10 32 2q-14 14-32 6z" fill="#0003"/>
  <path d="M50 78l-4 16M63 78l4 16M42 94h9M62 94h10" stroke="#d97706" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M48 88l-5 1M65 88l5 1" stroke="#e5e7eb" stroke-width="2" stroke-linecap="round"/>
</svg>`;

const cock = (side: 'meron' | 'wala', corner: string) =>
  `<figure class="cf-cock cf-cock--${side}" id="cock-${side}" data-testid="cf-cock-${side}" style="--feather: #a8a29e">${ROOSTER}
    <figcaption><span class="cf-corner">${escapeHtml(corner)}</span><span class="cf-name" id="name-${side}" data-testid="cf-name-${side}">…</span>
    <span class="cf-weight" id="weight-${side}"></span></figcaption></figure>`;

export function renderCockfightPage(view: ScheduledPageView<CockfightLine>, language: Language, nonce: string): string {
  const s = STUDIO_TEXT[language];
  const t = COCKFIGHT_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const short = (minor: number) => {
    const units = minor / 10 ** digits;
    return units >= 1000 ? `${units / 1000}K` : String(units);
  };
  const chips = view.line.chips
    .map(
      (chip, index) =>
        `<button type="button" class="chip chip--${index}" role="radio" aria-checked="${index === 0}" tabindex="${index === 0 ? 0 : -1}" data-chip="${chip}" data-testid="cf-chip-${index}" aria-label="${escapeHtml(`${t.chip} ${money.format(chip / 10 ** digits)}`)}">${short(chip)}</button>`,
    )
    .join('');
  const sides = FIGHT_PICKS.map(
    (pick) =>
      `<button type="button" class="cf-side cf-side--${pick}" data-side="${pick}" aria-pressed="false" data-testid="cf-side-${pick}" disabled>
        <span class="cf-side__name">${t[pick]}</span><strong class="cf-side__odds" id="odds-${pick}" data-testid="cf-odds-${pick}">–</strong>
        <span class="cf-side__pool" id="pool-${pick}">${pick === 'draw' ? t.drawPays : ''}</span></button>`,
  );
  const config: CockfightClientConfig = {
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    balance: view.balance,
    currency: view.currency,
    locale,
    chips: view.line.chips,
    verifyUrl: view.verifyUrl,
    feathers: { ...FEATHER_COLOURS },
    featherWords: FEATHER_WORDS[language],
    text: t,
    studio: s,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const body = `
  <header class="bar">
    <img class="art" src="${escapeHtml(view.entry.iconUrl)}" alt="" width="48" height="48">
    <div class="title"><p class="vendor">${escapeHtml(view.vendorName)}</p><h1>${escapeHtml(view.entry.gameName)}</h1>
      <p class="rtp">${escapeHtml(t.arena)} · ${escapeHtml(t.drawPays)} (${escapeHtml(t.draw)})</p></div>
    <div class="tools">
      <button type="button" id="sound" class="tool" aria-pressed="false">${SPEAKER}<span class="tool__label">${s.soundOff}</span></button>
      <button type="button" id="fair-open" class="tool" data-testid="cf-fair-open">${s.fairness}</button>
    </div>
  </header>
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.watchOnly}</p>` : ''}
  <section class="stage cf-stage" id="stage" data-testid="cf-arena" aria-label="${escapeHtml(view.entry.gameName)}">
    <div class="cf-top">
      <span class="onair"><i aria-hidden="true"></i>${t.live}</span>
      <span class="cf-top__name" id="fight-no" data-testid="cf-fight-no"></span>
      <div class="timer" id="timer" role="timer"><strong id="countdown" data-testid="cf-countdown">–</strong></div>
    </div>
    <div class="cf-pit">${cock('meron', t.meron)}<span class="versus" aria-hidden="true">VS</span>${cock('wala', t.wala)}
      <div id="result" class="cf-result" hidden data-testid="cf-result"></div></div>
    <p id="phase" class="phase" data-testid="cf-phase" aria-live="polite">${t.connecting}</p>
  </section>
  <p class="hint">${escapeHtml(t.hint)}</p>
  <section class="cf-board" data-testid="cf-board" aria-label="${escapeHtml(t.pickSide)}">${sides[0]}${sides[2]}${sides[1]}</section>
  <div class="rack">
    <div class="chips" role="radiogroup" aria-label="${t.chips}">${chips}</div>
    <button type="button" id="place" class="spin" data-testid="cf-place" disabled>${escapeHtml(t.pickSide)}</button>
  </div>
  <div class="meters meters--cf">
    <div class="meter"><span>${demo ? s.demoBalance : s.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${t.thisFight}</span><strong id="staked" data-testid="cf-staked">${escapeHtml(money.format(0))}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <section class="cf-bets" aria-labelledby="bets-title"><h2 id="bets-title">${t.myBets}</h2>
    <ul id="bets" data-testid="cf-bets"></ul><p id="bets-empty" class="muted">${demo ? t.watchOnly : t.noBets}</p></section>
  <section class="road" aria-labelledby="road-title"><h2 id="road-title">${t.history}</h2>
    <ol id="road" class="road__grid" data-testid="cf-road"></ol><p id="road-empty" class="muted">${t.noHistory}</p></section>
  <dialog id="fair" class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">${s.fairness}</h2>
    <p class="muted">${t.fairFights}</p>
    <dl>
      <div><dt>${t.thisFight} · ${s.serverSeedHash}</dt><dd id="seed-hash" class="mono" data-testid="cf-seed-hash">…</dd></div>
      <div><dt>${s.clientSeed}</dt><dd id="client-seed" class="mono">…</dd></div>
    </dl>
    <ol id="fair-results" class="cf-fair" data-testid="cf-fair-results"></ol>
    <div class="fair__actions"><button type="button" id="fair-close" class="tool">${s.close}</button></div>
  </dialog>
  <script type="application/json" id="studio-config">${json}</script>
  <script nonce="${nonce}">var __name = function (f) { return f; };
  (${cockfightClient.toString()})(JSON.parse(document.getElementById('studio-config').textContent));</script>`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + COCKFIGHT_STYLE,
    mainClass: 'studio studio--cockfight',
    body,
  });
}
