import type { Language } from '@panalo/contract/constants';
import { fishCatchOdds, type FishSpecies } from '@panalo/contract/fair/studio-fish';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import { STUDIO_STYLE } from '../studio-page-style';
import { pageScript } from '../studio-page-kit';
import { fishClient, type FishClientConfig } from './fish-client';
import { FISH_STYLE } from './fish-style';
import { FISH_TEXT, type FishText } from './fish-text';
import type { StudioPageView, StudioTableBase } from './kind';
import { fairnessDialog, gameHeader } from '../studio-page-parts';

/**
 * The fishing game page: the sea drawn on a canvas by the page's script (fish swimming, the cannon,
 * shots, nets and coins), the balance and win meters, the bet per shot, aim and fire buttons for
 * keyboards and touch, the paytable of the species, the sound toggle and the fairness panel.
 */

/** The fishing table: the species in the sea, what each pays, and the bets per shot. */
export interface FishTable extends StudioTableBase {
  species: readonly FishSpecies[];
}

const speciesName = (t: FishText, name: string) => (t as Record<string, string>)[name] ?? name;

function paytable(view: StudioPageView<FishTable>, t: FishText, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const rows = view.table.species
    .map((species, index) => {
      const { numerator, denominator } = fishCatchOdds(index);
      const pays =
        species.multipliers.length === 1 ? `×${species.multipliers[0]}` : `×${species.multipliers[0]}–×${species.multipliers.at(-1)}`;
      return `<li class="catch" data-species="${index}"><canvas class="catch__art" width="72" height="44" data-species="${index}" aria-hidden="true"></canvas>
        <span class="catch__name">${escapeHtml(speciesName(t, species.name))}</span><strong class="catch__pays">${pays}</strong>
        <span class="catch__odds">${escapeHtml(t.caughtOdds.replace('{odds}', percent.format((numerator / denominator) * 100)))}</span></li>`;
    })
    .join('');
  return `<section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${t.paytable}</h2><ul data-testid="fish-paytable">${rows}</ul></section>`;
}

export function renderFishPage(view: StudioPageView<FishTable>, language: Language, nonce: string): string {
  const t: FishText = FISH_TEXT[language];
  const demo = view.token === null;
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const options = view.table.bets.map((bet) => `<option value="${bet}">${escapeHtml(money.format(bet / 10 ** digits))}</option>`).join('');
  const config: FishClientConfig = {
    kind: 'fish',
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
    species: view.table.species.map((species) => ({
      name: species.name,
      label: speciesName(t, species.name),
      multipliers: [...species.multipliers],
      weight: species.weight,
    })),
    text: t,
  };
  // Inside a <script> the JSON must not close the element: "<" is written as its escape.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const body = `
  ${gameHeader(view, t, `${escapeHtml(t.rtp.replace('{rtp}', (view.table.rtp * 100).toFixed(2)))}`)}
  ${demo ? `<p class="demo" data-testid="studio-demo">${t.freePlay}</p>` : ''}
  <section class="stage stage--fish">
    <div class="sea-box"><canvas id="sea" class="sea" tabindex="0" role="img" aria-label="${escapeHtml(t.seaLabel)}" data-testid="studio-sea"></canvas></div>
    <p class="hint">${t.fishHint}</p>
  </section>
  <div class="meters">
    <div class="meter"><span>${demo ? t.demoBalance : t.balance}</span><strong id="balance" data-testid="studio-balance"></strong></div>
    <div class="meter meter--win"><span>${t.win}</span><strong id="win" data-testid="studio-win">${escapeHtml(money.format(0))}</strong></div>
  </div>
  <p id="status" class="status" role="status" aria-live="polite" data-testid="studio-status"></p>
  <div class="controls">
    <label class="field"><span>${t.shotBet}</span><select id="bet" data-testid="studio-bet">${options}</select></label>
    <div class="aim">
      <button type="button" id="aim-left" class="tool aim__button" aria-label="${escapeHtml(t.aimLeft)}"><span aria-hidden="true">◀</span></button>
      <button type="button" id="fire" class="spin fire" data-testid="studio-fire">${t.fire}</button>
      <button type="button" id="aim-right" class="tool aim__button" aria-label="${escapeHtml(t.aimRight)}"><span aria-hidden="true">▶</span></button>
    </div>
  </div>
  ${paytable(view, t, locale)}
  ${fairnessDialog(t)}
  <script type="application/json" id="studio-config">${json}</script>
  ${pageScript(nonce, fishClient)}`;
  return standalonePage({
    title: `${escapeHtml(view.entry.gameName)} · ${escapeHtml(view.vendorName)}`,
    language,
    style: STUDIO_STYLE + FISH_STYLE,
    mainClass: 'studio studio--fish',
    body,
  });
}
