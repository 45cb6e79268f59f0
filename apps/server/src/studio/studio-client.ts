import type { PageKit, RoundFairness } from './studio-page-kit';
import type { StudioText } from './studio-page-text';

/** What the page's script is given (as JSON in the page). */
export interface StudioClientConfig {
  kind: 'slot' | 'wheel';
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  demo: boolean;
  balance: number;
  currency: string;
  locale: string;
  bets: number[];
  lines: number;
  paylines: number[][];
  wheel: readonly number[];
  bonusPrizes: readonly number[];
  freeSpins: number;
  freeSpinMultiplier: number;
  symbols: Record<string, string>;
  symbolNames: string[];
  text: StudioText;
  /** The player site's round verifier (the fairness panel links the last round to it). */
  verifyUrl: string;
}

interface Spin {
  grid: string[][];
  lineWins: { line: number; count: number }[];
  scatterCount: number;
  win: number;
}
interface Played {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  fairness: RoundFairness;
  result:
    | { kind: 'slot'; outcome: { spin: Spin; freeSpins: Spin[]; bonus: { segment: number; prize: number } | null; payout: number } }
    | { kind: 'wheel'; outcome: { segment: number; multiplierTenths: number; payout: number } };
}

/**
 * The game page's script. It is sent as this function's source text, so it must stand alone: no
 * imports at run time, nothing from outside its body but the page kit it is given (money, sound,
 * calls: studio-page-kit.ts). It draws the reels or the wheel, plays
 * rounds through the studio's own calls, animates them, beeps when the sound is on and keeps the
 * fairness panel.
 */
export function studioClient(config: StudioClientConfig, kit: PageKit): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const { format, beep, fanfare, call } = kit;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pace = (ms: number) => (reduced ? Math.min(ms, 60) : ms);

  let balance = config.balance;
  let busy = false;
  const balanceEl = $('balance');
  const winEl = $('win');
  const status = $('status');
  const spinButton = $<HTMLButtonElement>('spin');
  const betSelect = $<HTMLSelectElement>('bet');
  const totalEl = document.getElementById('total-bet');
  const showBalance = () => (balanceEl.textContent = format(balance));
  const stakeOf = () => Number(betSelect.value) * (config.kind === 'slot' ? config.lines : 1);
  const showTotal = () => {
    if (totalEl) totalEl.textContent = format(stakeOf());
  };
  betSelect.addEventListener('change', showTotal);
  showBalance();
  showTotal();

  // ---- the slot ----------------------------------------------------------------------------
  const reels = Array.from(document.querySelectorAll<HTMLElement>('.reel__strip'));
  const cellHtml = (symbol: string) => `<div class="cell" data-symbol="${symbol}">${config.symbols[symbol] ?? ''}</div>`;
  const randomSymbol = () => config.symbolNames[Math.floor(Math.random() * config.symbolNames.length)]!;
  const FILLER = 14;

  function clearHits() {
    document.querySelectorAll('.cell--hit').forEach((cell) => cell.classList.remove('cell--hit'));
  }

  async function spinReels(grid: string[][], quick: boolean) {
    clearHits();
    const landings = reels.map((strip, reel) => {
      const current = Array.from(strip.querySelectorAll<HTMLElement>('.cell'))
        .slice(-3)
        .map((cell) => cell.dataset.symbol!);
      const filler = Array.from({ length: FILLER }, randomSymbol);
      const all = [...current, ...filler, ...grid[reel]!];
      strip.style.transition = 'none';
      strip.style.setProperty('--cells', String(all.length));
      strip.innerHTML = all.map(cellHtml).join('');
      strip.style.transform = 'translateY(0)';
      void strip.offsetHeight;
      const duration = pace((quick ? 420 : 700) + reel * (quick ? 90 : 220));
      strip.style.transition = `transform ${duration}ms cubic-bezier(.2,.7,.25,1.04)`;
      strip.style.transform = `translateY(-${((all.length - 3) / all.length) * 100}%)`;
      return wait(duration).then(() => {
        beep(220 + reel * 40, 60);
        strip.style.transition = 'none';
        strip.innerHTML = grid[reel]!.map(cellHtml).join('');
        strip.style.setProperty('--cells', '3');
        strip.style.transform = 'translateY(0)';
      });
    });
    await Promise.all(landings);
  }

  function markHits(spin: Spin) {
    for (const win of spin.lineWins) {
      const rows = config.paylines[win.line];
      if (!rows) continue;
      rows.slice(0, win.count).forEach((row, reel) => reels[reel]?.children[row]?.classList.add('cell--hit'));
    }
    if (spin.scatterCount >= 3)
      document.querySelectorAll('.cell[data-symbol="SCATTER"]').forEach((cell) => cell.classList.add('cell--hit'));
  }

  const feature = document.getElementById('feature');
  const featureTitle = document.getElementById('feature-title');
  const featureText = document.getElementById('feature-text');
  const showFeature = (title: string, text: string) => {
    if (!feature || !featureTitle || !featureText) return;
    featureTitle.textContent = title;
    featureText.textContent = text;
    feature.hidden = false;
  };
  const hideFeature = () => {
    if (feature) feature.hidden = true;
  };

  async function playSlot(round: Extract<Played['result'], { kind: 'slot' }>['outcome'], stake: number) {
    let won = 0;
    await spinReels(round.spin.grid, false);
    markHits(round.spin);
    won += round.spin.win;
    winEl.textContent = format(won);
    if (round.freeSpins.length > 0) {
      fanfare();
      showFeature(fill(t.freeSpins, { count: round.freeSpins.length, multiplier: config.freeSpinMultiplier }), '');
      await wait(pace(1200));
      for (const [index, free] of round.freeSpins.entries()) {
        if (featureText) featureText.textContent = fill(t.freeSpin, { index: index + 1, count: round.freeSpins.length });
        await spinReels(free.grid, true);
        markHits(free);
        won += free.win;
        winEl.textContent = format(won);
        await wait(pace(free.win > 0 ? 500 : 200));
      }
      hideFeature();
    }
    if (round.bonus) {
      fanfare();
      showFeature(t.bonus, '');
      await spinWheel($('bonus-wheel'), round.bonus.segment, config.bonusPrizes.length);
      won += round.bonus.prize;
      if (featureText) featureText.textContent = fill(t.bonusWon, { amount: format(round.bonus.prize) });
      winEl.textContent = format(won);
      await wait(pace(1400));
      hideFeature();
    }
    void stake;
  }

  // ---- the wheel -----------------------------------------------------------------------------
  const turns = new WeakMap<HTMLElement, number>();
  async function spinWheel(wheel: HTMLElement, segment: number, segments: number) {
    const angle = 360 / segments;
    const before = turns.get(wheel) ?? 0;
    // The pointer is at the top: the segment's centre turns to 0 degrees, after whole turns.
    const target = 360 - (segment + 0.5) * angle;
    const next = before - (before % 360) + 360 * 5 + target;
    turns.set(wheel, next);
    const duration = pace(2600);
    wheel.style.transition = `transform ${duration}ms cubic-bezier(.15,.85,.25,1)`;
    wheel.style.transform = `rotate(${next}deg)`;
    for (let tick = 0; tick < 12 && kit.soundOn(); tick += 1) beep(700 - tick * 30, 30, tick * tick * 16);
    await wait(duration);
  }

  // ---- a round -------------------------------------------------------------------------------
  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  async function play() {
    if (busy) return;
    const stake = stakeOf();
    if (config.demo && stake > balance) {
      status.textContent = t.noWin;
      return;
    }
    busy = true;
    spinButton.disabled = true;
    spinButton.textContent = t.spinning;
    status.textContent = '';
    winEl.textContent = format(0);
    beep(440, 80);
    const bet = config.kind === 'slot' ? { lineBet: Number(betSelect.value) } : { amount: Number(betSelect.value) };
    try {
      const answer = config.demo
        ? await call(`${config.vendor}/demo-round`, { game: config.game, bet, brand: config.brand, clientSeed: fairness.clientSeedOf() })
        : await call(`${config.vendor}/round`, {
            game: config.game,
            bet,
            brand: config.brand,
            token: config.token,
            requestKey: requestKey(),
          });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        if (typeof answer.balance === 'number') balance = answer.balance;
        showBalance();
        return;
      }
      const round = answer.value as Played;
      balance -= round.stake;
      showBalance();
      if (round.result.kind === 'slot') await playSlot(round.result.outcome, round.stake);
      else await spinWheel($('wheel'), round.result.outcome.segment, config.wheel.length);
      balance = config.demo ? balance + round.payout : round.balance;
      showBalance();
      winEl.textContent = format(round.payout);
      status.textContent = round.payout > 0 ? fill(t.youWon, { amount: format(round.payout) }) : t.noWin;
      if (round.payout > 0) fanfare();
      document.body.dataset.rounds = String(Number(document.body.dataset.rounds ?? '0') + 1);
      fairness.showRound(round.fairness);
    } catch {
      status.textContent = t.error;
    } finally {
      busy = false;
      spinButton.disabled = false;
      spinButton.textContent = t.spin;
    }
  }
  spinButton.addEventListener('click', () => void play());

  // ---- fairness ------------------------------------------------------------------------------
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);
  document.body.dataset.ready = 'true';
}
