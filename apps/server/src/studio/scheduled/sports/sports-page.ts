import type { Language } from '@panalo/contract/constants';
import { SPORTS_BOOK_DEPTH } from '@panalo/contract/fair/sports-book';
import { MAX_SPORTS_ODDS, MIN_SPORTS_ODDS, SPORTS_MARGIN } from '@panalo/contract/fair/studio-sports';
import { escapeHtml, standalonePage } from '../../../adapters/standalone-page';
import { STUDIO_STYLE } from '../../studio-page-style';
import { STUDIO_TEXT } from '../../studio-page-text';
import type { ScheduledPageView } from '../scheduled-game';
import { sportsClient, type SportsClientConfig } from './sports-client';
import { SPORTS_STYLE } from './sports-style';
import { SPORTS_TEXT } from './sports-text';
import { leagueOf, type SportsLine } from './sports-league';

/**
 * The sports book's page: the vendor's leagues, the chosen league's fixtures with countdowns and
 * prices (and the running score of a match in play), the bet slip (a bottom sheet on a phone),
 * the player's bets with cash-out and results, and the league's last results with their seeds.
 */
export function renderSportsPage(view: ScheduledPageView<SportsLine>, language: Language, nonce: string): string {
  const s = STUDIO_TEXT[language];
  const t = SPORTS_TEXT[language];
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const leagues = (view.games.length > 0 ? view.games : [view.entry]).map((entry) => {
    const league = leagueOf(entry);
    return { game: entry.gameCode, key: league.key, name: entry.gameName, sport: league.sport };
  });
  const config: SportsClientConfig = {
    vendor: view.vendor,
    brand: view.brand,
    token: view.token,
    leagues,
    selected: view.entry.gameCode,
    verifyUrl: view.verifyUrl,
    balance: view.balance,
    currency: view.currency,
    locale,
    minBet: view.line.minBet,
    maxBet: view.line.maxBet,
    maxLegs: view.line.maxLegs,
    book: { depth: SPORTS_BOOK_DEPTH, margin: SPORTS_MARGIN, minOdds: MIN_SPORTS_ODDS, maxOdds: MAX_SPORTS_ODDS },
    sports: t,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const minStake = (view.line.minBet / 10 ** digits).toFixed(digits);
  const tabs = leagues
    .map(
      (league) =>
        `<button type="button" class="league" data-game="${escapeHtml(league.game)}" data-testid="sports-league-${escapeHtml(league.game)}" aria-pressed="${league.game === view.entry.gameCode}">${escapeHtml(league.name)}<small>${escapeHtml(t.sports[league.sport])}</small></button>`,
    )
    .join('');
  const body = `
  <header class="book-bar">
    <img class="art" src="${escapeHtml(view.entry.iconUrl)}" alt="" width="48" height="48">
    <div class="title"><p class="vendor">${escapeHtml(view.vendorName)}</p><h1 id="book-title">${escapeHtml(view.entry.gameName)}</h1></div>
    <div class="meter"><span>${s.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
  </header>
  ${view.token ? '' : `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>`}
  <nav class="leagues" aria-label="${t.leagues}">${tabs}</nav>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <div class="book">
    <section aria-labelledby="fixtures-title">
      <h2 id="fixtures-title">${t.fixtures}</h2>
      <ol id="fixtures" class="fixtures" data-testid="sports-fixtures"></ol>
    </section>
    <aside id="slip" class="slip" tabindex="-1" aria-labelledby="slip-title" data-testid="sports-slip">
      <div class="slip__head"><h2 id="slip-title">${t.betSlip}<span id="slip-count" class="count">0</span></h2>
        <button type="button" id="slip-close" class="tool slip-close">${t.close}</button></div>
      <div class="modes" role="group" aria-label="${t.betSlip}">
        <button type="button" class="mode" data-mode="single" id="mode-single" data-testid="slip-single" aria-pressed="true">${t.single}</button>
        <button type="button" class="mode" data-mode="parlay" id="mode-parlay" data-testid="slip-parlay" aria-pressed="false">${t.parlay}</button>
      </div>
      <ul id="slip-legs" class="slip-legs"></ul>
      <label class="field"><span id="stake-label">${t.stake}</span>
        <input id="stake" type="number" inputmode="decimal" min="${minStake}" step="1" value="${(Number(minStake) * 10).toFixed(0)}" data-testid="slip-stake"></label>
      <p class="slip__sum"><span>${t.totalOdds}</span><b id="slip-odds">—</b></p>
      <p class="slip__sum"><span>${t.potentialReturn}</span><b id="slip-return" data-testid="slip-return"></b></p>
      <label class="field"><span>${t.oddsChanges}</span>
        <select id="accept-odds" data-testid="slip-accept-odds"><option value="none">${t.oddsAsk}</option><option value="higher">${t.oddsHigher}</option><option value="any">${t.oddsAny}</option></select></label>
      <button type="button" id="place" class="spin" data-testid="slip-place">${t.placeBet}</button>
      <button type="button" id="clear" class="tool">${t.clear}</button>
      <p class="muted void-note">${t.voidNote}</p>
    </aside>
  </div>
  <button type="button" id="slip-open" class="spin slip-open" data-testid="slip-open">${t.betSlip}</button>
  <section id="my-bets" class="my-bets" aria-label="${t.myBets}" data-testid="sports-my-bets">
    <div><h2>${t.myBets} · ${t.openBets}</h2><ul id="open-bets" class="bets" data-testid="sports-open-bets"></ul></div>
    <div><h2>${t.myBets} · ${t.settledBets}</h2><ul id="settled-bets" class="bets" data-testid="sports-settled-bets"></ul></div>
  </section>
  <section aria-labelledby="results-title">
    <h2 id="results-title">${t.results}</h2>
    <p class="muted">${t.fairIntro}</p>
    <ol id="results" class="results" data-testid="sports-results"></ol>
  </section>
  <script type="application/json" id="studio-config">${json}</script>
  <script nonce="${nonce}">var __name = function (f) { return f; };
  (${sportsClient.toString()})(JSON.parse(document.getElementById('studio-config').textContent));</script>`;
  return standalonePage({
    title: `${escapeHtml(view.vendorName)} · ${escapeHtml(view.entry.gameName)}`,
    language,
    style: STUDIO_STYLE + SPORTS_STYLE,
    mainClass: 'studio studio--sports',
    body,
  });
}
