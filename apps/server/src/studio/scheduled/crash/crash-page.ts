import type { Language } from '@panalo/contract/constants';
import { CRASH_RTP } from '@panalo/contract/fair/crash';
import { CRASH_ROUND } from '@panalo/contract/fair/crash-round';
import { escapeHtml, standalonePage } from '../../../adapters/standalone-page';
import { STUDIO_STYLE } from '../../studio-page-style';
import { STUDIO_TEXT } from '../../studio-page-text';
import type { ScheduledPageView } from '../scheduled-game';
import { crashClient, type CrashClientConfig } from './crash-client';
import type { CrashLine } from './crash-line';
import { CRASH_STYLE } from './crash-style';
import { CRASH_TEXT } from './crash-text';
import { gameHeader } from '../../studio-page-parts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The shared crash round's page: the climbing multiplier over its curve, the round's number and
 * phase, the stake and auto cash-out, the cash-out button while it climbs, every player's bet on
 * the round, the last crash points and the fairness panel. Opened without a session it watches.
 */
export function renderCrashPage(view: ScheduledPageView<CrashLine>, language: Language, nonce: string): string {
  const s = STUDIO_TEXT[language];
  const c = CRASH_TEXT[language];
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const stakes = view.line.bets.map((bet) => `<option value="${bet}">${escapeHtml(money.format(bet / 10 ** digits))}</option>`).join('');
  const watching = view.token === null;
  const config: CrashClientConfig = {
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    balance: view.balance,
    currency: view.currency,
    locale,
    verifyUrl: view.verifyUrl,
    doubleMs: CRASH_ROUND.doubleMs,
    cap: CRASH_ROUND.cap,
    text: s,
    crash: c,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const cap = (CRASH_ROUND.cap / 100).toFixed(2);
  const body = `
  ${gameHeader(view, s, `${escapeHtml(fill(c.shared, { rtp: (CRASH_RTP * 100).toFixed(2) }))}`)}
  ${watching ? `<p class="demo" data-testid="crash-watching">${c.watchOnly}</p>` : ''}
  <section id="crash-stage" class="stage crash-stage" data-phase="waiting" data-testid="crash-stage" aria-label="${escapeHtml(view.entry.gameName)}">
    <div class="crash-stage__top"><span id="round-no" data-testid="crash-round-no"></span></div>
    <svg class="crash-graph" viewBox="0 0 300 150" preserveAspectRatio="none" aria-hidden="true" focusable="false"><polyline id="curve" points="0,150"/></svg>
    <p id="multiplier" class="multiplier" data-testid="crash-multiplier" aria-hidden="true">1.00×</p>
    <p id="phase" class="phase" data-testid="crash-phase" role="status" aria-live="polite"></p>
  </section>
  <ol id="history" class="history" aria-label="${c.history}" data-testid="crash-history"></ol><p id="history-empty" class="muted">${c.noHistory}</p>
  <p class="hint">${escapeHtml(c.hint)}</p>
  <div class="meters">
    <div class="meter"><span>${s.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter meter--status"><span>${c.yourBet}</span><strong id="status" role="status" aria-live="polite" data-testid="studio-status"></strong></div>
  </div>
  <div class="controls crash-controls">
    <label class="field"><span>${c.stake}</span><select id="stake" data-testid="crash-stake"${watching ? ' disabled' : ''}>${stakes}</select></label>
    <label class="field"><span>${c.auto}</span><input id="auto" inputmode="decimal" placeholder="2.00" autocomplete="off" data-testid="crash-auto" aria-describedby="auto-hint"${watching ? ' disabled' : ''}>
      <small id="auto-hint" class="muted">${escapeHtml(fill(c.autoHint, { cap }))}</small></label>
    <button type="button" id="bet" class="spin" data-testid="crash-bet" disabled>${escapeHtml(fill(c.placeBet, { no: '' }))}</button>
    <button type="button" id="cash-out" class="spin cash" data-testid="crash-cash-out" hidden></button>
  </div>
  <section class="panel" aria-labelledby="players-title">
    <h2 id="players-title">${c.players} <span id="players-round" class="muted" data-testid="crash-players-round"></span></h2>
    <table class="players" data-testid="crash-players">
      <thead><tr><th scope="col">${c.player}</th><th scope="col">${c.stake}</th><th scope="col">${c.target}</th><th scope="col">${c.result}</th></tr></thead>
      <tbody id="players"></tbody>
    </table>
    <p id="players-empty" class="muted">${c.noPlayers}</p>
  </section>
  <dialog id="fair" class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">${s.fairness}</h2>
    <p class="muted">${escapeHtml(c.fairIntro)}</p>
    <dl>
      <div><dt>${c.thisRound} · ${s.serverSeedHash}</dt><dd id="seed-hash" class="mono">…</dd></div>
      <div><dt>${c.lastRound}</dt><dd id="last-round" class="mono">—</dd></div>
    </dl>
    <p><a id="fair-verify" class="fair__verify" href="#" target="_blank" rel="noopener" hidden data-testid="studio-verify">${c.verify}</a></p>
    <div class="fair__actions"><button type="button" id="fair-close" class="tool">${s.close}</button></div>
  </dialog>
  <script type="application/json" id="studio-config">${json}</script>
  <script nonce="${nonce}">var __name = function (f) { return f; };
  (${crashClient.toString()})(JSON.parse(document.getElementById('studio-config').textContent));</script>`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + CRASH_STYLE,
    mainClass: 'studio studio--crash',
    body,
  });
}
