import type { Language } from '@panalo/contract/constants';
import { LOTTERY_BET_TYPES, lotteryPrizeTable } from '@panalo/contract/fair/lottery';
import { escapeHtml, standalonePage } from '../../../adapters/standalone-page';
import { STUDIO_STYLE } from '../../studio-page-style';
import { STUDIO_TEXT } from '../../studio-page-text';
import type { ScheduledPageView } from '../scheduled-game';
import { lotteryClient, type LotteryClientConfig } from './lottery-client';
import type { LotteryLine } from './lottery-line';
import { LOTTERY_STYLE } from './lottery-style';
import { LOTTERY_TEXT } from './lottery-text';
import { gameHeader } from '../../studio-page-parts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A lottery's page: the draw taking bets and its countdown, the draw as it is made (numbers
 * revealed one by one), the betting slip (bet type, number, lucky pick, stake), the prize table
 * with each bet's RTP, my bets and the last results, and the fairness panel. The lottery lobby's
 * fields (prize mode, area, view) are shown as the launch passed them; view "lobby" opens on the
 * results. Opened without a session it watches.
 */
export function renderLotteryPage(view: ScheduledPageView<LotteryLine>, language: Language, nonce: string): string {
  const s = STUDIO_TEXT[language];
  const l = LOTTERY_TEXT[language];
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const stakes = view.line.bets.map((bet) => `<option value="${bet}">${escapeHtml(money.format(bet / 10 ** digits))}</option>`).join('');
  const watching = view.token === null;
  const table = lotteryPrizeTable(view.line.prizes);
  const config: LotteryClientConfig = {
    vendor: view.vendor,
    game: view.entry.gameCode,
    brand: view.brand,
    token: view.token,
    balance: view.balance,
    currency: view.currency,
    locale,
    verifyUrl: view.verifyUrl,
    prizes: view.line.prizes,
    text: s,
    lottery: l,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const best = Math.max(...table.map((row) => row.rtp));
  const types = LOTTERY_BET_TYPES.map(
    (type, index) =>
      `<label class="type"><input type="radio" name="type" value="${type}"${index === 0 ? ' checked' : ''}${watching ? ' disabled' : ''}><span>${escapeHtml(l.types[type])}</span></label>`,
  ).join('');
  const rows = table
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(l.types[row.type])}</th><td>×${(row.multiplier / 100).toFixed(2)}${row.type === 'LO2' ? ` <span class="muted">${l.perHit}</span>` : ''}</td><td>${(row.rtp * 100).toFixed(2)}%</td></tr>`,
    )
    .join('');
  const body = `
  ${gameHeader(view, s, `${escapeHtml(fill(l.shared, { minutes: view.line.periodMs / 60_000, prizes: view.line.prizes, rtp: (best * 100).toFixed(1) }))}`)}
  <dl class="lobby" id="lobby" hidden>
    <div><dt>${l.prizeMode}</dt><dd data-field="prizeMode" id="field-prizeMode"></dd></div>
    <div><dt>${l.area}</dt><dd data-field="lottoArea" id="field-lottoArea"></dd></div>
    <div><dt>${l.view}</dt><dd data-field="lottoView" id="field-lottoView"></dd></div>
  </dl>
  ${watching ? `<p class="demo" data-testid="lottery-watching">${l.watchOnly}</p>` : ''}
  <section id="draw" class="stage draw" data-phase="waiting" data-testid="lottery-draw" aria-labelledby="draw-title">
    <div class="draw__top"><h2 id="draw-title" data-testid="lottery-draw-title"></h2><p id="countdown" class="countdown" data-testid="lottery-countdown" role="timer" aria-live="off"></p></div>
    <p class="draw__label">${l.special}</p>
    <p id="special" class="special" data-testid="lottery-special" aria-live="polite">–––––</p>
    <p class="draw__label">${l.prizes}</p>
    <ol id="numbers" class="numbers" data-testid="lottery-numbers"></ol>
  </section>
  <div class="meters">
    <div class="meter"><span>${s.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter"><span>${l.ticket}</span><strong id="status" role="status" aria-live="polite" data-testid="studio-status"></strong></div>
  </div>
  <form id="slip" class="controls slip" data-testid="lottery-slip" aria-labelledby="slip-title" novalidate>
    <h2 id="slip-title" class="slip__title">${l.slip}</h2>
    <fieldset class="types"><legend>${l.type}</legend>${types}</fieldset>
    <p id="type-hint" class="muted slip__hint"></p>
    <label class="field" id="number-field"><span>${l.number}</span>
      <input id="number" inputmode="numeric" autocomplete="off" maxlength="3" data-testid="lottery-number" aria-describedby="number-hint"${watching ? ' disabled' : ''}></label>
    <button type="button" id="quick" class="tool" data-testid="lottery-quick-pick"${watching ? ' disabled' : ''}>${l.quickPick}</button>
    <label class="field"><span>${l.stake}</span><select id="stake" data-testid="lottery-stake"${watching ? ' disabled' : ''}>${stakes}</select></label>
    <p id="number-hint" class="muted slip__hint"></p>
    <button type="submit" id="bet" class="spin" data-testid="lottery-bet" disabled>${escapeHtml(fill(l.placeBet, { no: '' }))}</button>
  </form>
  <div class="columns">
    <section class="panel" aria-labelledby="mine-title">
      <h2 id="mine-title">${l.myBets}</h2>
      <table class="list" data-testid="lottery-my-bets">
        <thead><tr><th scope="col">${escapeHtml(fill(l.round, { no: '' }))}</th><th scope="col">${l.ticket}</th><th scope="col">${l.stake}</th><th scope="col">${l.result}</th></tr></thead>
        <tbody id="mine"></tbody>
      </table>
      <p id="mine-empty" class="muted">${l.noBets}</p>
    </section>
    <section class="panel" id="results-panel" aria-labelledby="results-title">
      <h2 id="results-title">${l.history}</h2>
      <ol id="results" class="results" data-testid="lottery-results"></ol>
      <p id="results-empty" class="muted">${l.noHistory}</p>
    </section>
  </div>
  <section class="panel" aria-labelledby="table-title">
    <h2 id="table-title">${l.prizeTable}</h2>
    <table class="list" data-testid="lottery-prize-table">
      <thead><tr><th scope="col">${l.bet}</th><th scope="col">${l.pays}</th><th scope="col">${l.rtp}</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
  </section>
  <dialog id="fair" class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">${s.fairness}</h2>
    <p class="muted">${escapeHtml(l.fairIntro)}</p>
    <dl>
      <div><dt>${l.thisRound} · ${s.serverSeedHash}</dt><dd id="seed-hash" class="mono">…</dd></div>
      <div><dt>${l.lastRound}</dt><dd id="last-round" class="mono">—</dd></div>
    </dl>
    <p><a id="fair-verify" class="fair__verify" href="#" target="_blank" rel="noopener" hidden data-testid="studio-verify">${l.verify}</a></p>
    <div class="fair__actions"><button type="button" id="fair-close" class="tool">${s.close}</button></div>
  </dialog>
  <script type="application/json" id="studio-config">${json}</script>
  <script nonce="${nonce}">var __name = function (f) { return f; };
  (${lotteryClient.toString()})(JSON.parse(document.getElementById('studio-config').textContent));</script>`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + LOTTERY_STYLE,
    mainClass: 'studio studio--lottery',
    body,
  });
}
