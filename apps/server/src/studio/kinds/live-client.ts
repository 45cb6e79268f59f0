import type { PageKit, RoundFairness } from '../studio-page-kit';
import type { LiveTable } from '@panalo/contract/fair/studio-live';
import type { StudioText } from '../studio-page-text';
import type { LiveText } from './live-text';

/** What the live table's script is given (as JSON in the page). */
export interface LiveClientConfig {
  kind: 'live';
  vendor: string;
  game: string;
  table: LiveTable;
  brand: string | null;
  token: string | null;
  demo: boolean;
  /** The player site's round verifier, for the fairness panel's link. */
  verifyUrl: string;
  balance: number;
  currency: string;
  locale: string;
  /** The chips, smallest first. */
  bets: number[];
  maxSpot: number;
  spotNames: Record<string, string>;
  wheel: number[];
  reds: number[];
  text: StudioText;
  live: LiveText;
}

interface Card {
  rank: number;
  suit: number;
}
interface Outcome {
  deal:
    | { table: 'baccarat'; coup: { player: Card[]; banker: Card[]; playerTotal: number; bankerTotal: number; winner: string } }
    | { table: 'roulette'; pocket: number }
    | { table: 'dragon-tiger'; deal: { dragon: Card; tiger: Card; winner: string } }
    | { table: 'sic-bo'; dice: number[] };
  payouts: Record<string, number>;
  payout: number;
  road: string;
}
interface Played {
  stake: number;
  payout: number;
  balance: number;
  fairness: RoundFairness;
  result: { kind: 'live'; outcome: Outcome };
}

/**
 * The live table's script, sent as this function's source text: it must stand alone (no imports
 * at run time; money, sound and calls come from the page kit, studio-page-kit.ts). It runs the betting window (countdown, chips on spots, clear and rebet), sends the
 * bets as one round when the window closes, plays the deal in the dealer area, then shows the
 * payout of each spot, the round's profit or loss, and the table's history road.
 */
export function liveClient(config: LiveClientConfig, kit: PageKit): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const L = config.live;
  const { format, beep, fanfare, call } = kit;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pace = (ms: number) => (reduced ? Math.min(ms, 60) : ms);
  const WINDOW_SECONDS = 20;
  const stage = document.querySelector<HTMLElement>('.live-stage')!;

  let balance = config.balance;
  let chip = config.bets[0]!;
  let bets: Record<string, number> = {};
  let lastBets: Record<string, number> = {};
  let dealing = false;
  let seconds = WINDOW_SECONDS;
  const balanceEl = $('balance');
  const totalEl = $('total-bet');
  const winEl = $('win');
  const netEl = $('net');
  const status = $('status');
  const phase = $('phase');
  const countdown = $('countdown');
  const timer = $('timer');
  const dealButton = $<HTMLButtonElement>('spin');
  const clearButton = $<HTMLButtonElement>('clear');
  const rebetButton = $<HTMLButtonElement>('rebet');
  const spots = Array.from(document.querySelectorAll<HTMLButtonElement>('.spot'));
  const staked = () => Object.values(bets).reduce((sum, amount) => sum + amount, 0);
  const showBalance = () => (balanceEl.textContent = format(balance));

  // ---- the betting window ------------------------------------------------------------------
  const chipButtons = Array.from(document.querySelectorAll<HTMLButtonElement>('.chip'));
  const shortMoney = (minor: number) => {
    const units = minor / 10 ** kit.digits;
    return units >= 1000 ? `${units / 1000}K` : String(units);
  };
  function selectChip(button: HTMLButtonElement) {
    chip = Number(button.dataset.chip);
    chipButtons.forEach((other) => {
      other.setAttribute('aria-checked', String(other === button));
      other.tabIndex = other === button ? 0 : -1;
    });
  }
  chipButtons.forEach((button, index) => {
    button.tabIndex = index === 0 ? 0 : -1;
    button.addEventListener('click', () => selectChip(button));
    // A radio group: the arrow keys move the choice.
    button.addEventListener('keydown', (event) => {
      const step =
        event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const next = chipButtons[(index + step + chipButtons.length) % chipButtons.length]!;
      selectChip(next);
      next.focus();
    });
  });

  function showBets() {
    for (const button of spots) {
      const amount = bets[button.dataset.spot!] ?? 0;
      const marker = button.querySelector<HTMLElement>('.spot__chip')!;
      marker.textContent = amount ? shortMoney(amount) : '';
      button.classList.toggle('spot--staked', amount > 0);
      const name = config.spotNames[button.dataset.spot!] ?? '';
      button.setAttribute('aria-pressed', String(amount > 0));
      if (amount) button.dataset.staked = fill(L.betOn, { spot: name, amount: format(amount) });
      else delete button.dataset.staked;
    }
    totalEl.textContent = format(staked());
    const open = !dealing;
    clearButton.disabled = !open || staked() === 0;
    rebetButton.disabled = !open || Object.keys(lastBets).length === 0;
    dealButton.disabled = !open;
  }
  for (const button of spots)
    button.addEventListener('click', () => {
      if (dealing) return;
      const spot = button.dataset.spot!;
      const next = (bets[spot] ?? 0) + chip;
      const spare = (config.demo ? balance : Number.MAX_SAFE_INTEGER) - staked();
      if (next > config.maxSpot || chip > spare) {
        status.textContent = L.needBet;
        return;
      }
      bets = { ...bets, [spot]: next };
      status.textContent = '';
      beep(880, 40);
      showBets();
    });
  clearButton.addEventListener('click', () => {
    bets = {};
    showBets();
  });
  rebetButton.addEventListener('click', () => {
    bets = { ...lastBets };
    showBets();
  });

  function showTime() {
    countdown.textContent = String(seconds);
    timer.style.setProperty('--left', String(seconds / WINDOW_SECONDS));
    timer.classList.toggle('timer--late', seconds <= 5);
  }
  function openWindow() {
    seconds = WINDOW_SECONDS;
    stage.classList.remove('live-stage--dealing');
    phase.textContent = L.placeBets;
    showTime();
    showBets();
  }
  setInterval(() => {
    if (dealing) return;
    seconds -= 1;
    if (seconds <= 5 && seconds > 0) beep(660, 50);
    if (seconds > 0) {
      showTime();
      phase.textContent = seconds <= 5 ? fill(L.betsClosing, { seconds }) : L.placeBets;
      return;
    }
    if (staked() > 0) void deal();
    else {
      status.textContent = L.noBets;
      openWindow();
    }
  }, 1000);

  // ---- the dealer stream ----------------------------------------------------------------------
  const SUITS = ['♠', '♥', '♦', '♣'];
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);
  function cardEl(card: Card, turned = false): HTMLElement {
    const el = document.createElement('span');
    el.className = `card${card.suit === 1 || card.suit === 2 ? ' card--red' : ''}${turned ? ' card--turned' : ''}`;
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `${RANKS[card.rank]}${SUITS[card.suit]}`);
    el.innerHTML = `<b>${RANKS[card.rank]}</b><i>${SUITS[card.suit]}</i>`;
    return el;
  }
  async function dealCard(side: string, card: Card) {
    const box = $(`cards-${side}`);
    const el = cardEl(card, true);
    el.classList.add('card--incoming');
    box.appendChild(el);
    void el.offsetWidth;
    el.classList.remove('card--incoming');
    beep(300, 50);
    await wait(pace(420));
    el.classList.remove('card--turned');
    await wait(pace(380));
  }
  const handTotal = (cards: Card[]) => cards.reduce((sum, card) => sum + cardValue(card.rank), 0) % 10;
  function clearTable() {
    document.querySelectorAll('.cards').forEach((box) => (box.innerHTML = ''));
    document.querySelectorAll('.hand__total').forEach((total) => (total.textContent = ''));
    document.querySelectorAll('.hand--won').forEach((hand) => hand.classList.remove('hand--won'));
    spots.forEach((button) => button.classList.remove('spot--won', 'spot--lost', 'spot--push'));
    const pocket = document.getElementById('pocket');
    if (pocket) pocket.textContent = '';
  }

  async function playBaccarat(coup: Extract<Outcome['deal'], { table: 'baccarat' }>['coup']) {
    const order: [string, Card][] = [
      ['player', coup.player[0]!],
      ['banker', coup.banker[0]!],
      ['player', coup.player[1]!],
      ['banker', coup.banker[1]!],
    ];
    for (const [side, card] of order) await dealCard(side, card);
    $('total-player').textContent = String(handTotal(coup.player.slice(0, 2)));
    $('total-banker').textContent = String(handTotal(coup.banker.slice(0, 2)));
    if (coup.player[2]) {
      await wait(pace(400));
      await dealCard('player', coup.player[2]);
      $('total-player').textContent = String(coup.playerTotal);
    }
    if (coup.banker[2]) {
      await wait(pace(400));
      await dealCard('banker', coup.banker[2]);
      $('total-banker').textContent = String(coup.bankerTotal);
    }
    if (coup.winner !== 'tie') document.querySelector(`.hand--${coup.winner}`)?.classList.add('hand--won');
  }

  async function playDragonTiger(deal: Extract<Outcome['deal'], { table: 'dragon-tiger' }>['deal']) {
    await dealCard('dragon', deal.dragon);
    await dealCard('tiger', deal.tiger);
    $('total-dragon').textContent = RANKS[deal.dragon.rank]!;
    $('total-tiger').textContent = RANKS[deal.tiger.rank]!;
    if (deal.winner !== 'tie') document.querySelector(`.hand--${deal.winner}`)?.classList.add('hand--won');
  }

  let wheelTurn = 0;
  async function playRoulette(pocket: number) {
    const wheel = $('rwheel');
    const ball = $('rball');
    const index = config.wheel.indexOf(pocket);
    const step = 360 / config.wheel.length;
    // The ball stops at the top: the wheel turns the pocket there, after whole turns.
    const target = 360 - index * step;
    wheelTurn = wheelTurn - (wheelTurn % 360) + 360 * 4 + target;
    const duration = pace(3600);
    wheel.style.transition = `transform ${duration}ms cubic-bezier(.12,.8,.2,1)`;
    wheel.style.transform = `rotate(${wheelTurn}deg)`;
    ball.classList.remove('rball--spin');
    void ball.offsetWidth;
    ball.style.animationDuration = `${duration}ms`;
    ball.classList.add('rball--spin');
    for (let tick = 0; tick < 14 && kit.soundOn(); tick += 1) beep(900 - tick * 30, 25, tick * tick * 16);
    await wait(duration);
    const colour = pocket === 0 ? 'green' : config.reds.includes(pocket) ? 'red' : 'black';
    const shown = $('pocket');
    shown.textContent = String(pocket);
    shown.className = `pocket pocket--${colour}`;
  }

  const dieFace = (face: number) => `<span class="pips pips--${face}">${'<i></i>'.repeat(face)}</span>`;
  async function playSicBo(dice: number[]) {
    const dome = $('dome');
    const box = $('dice');
    box.classList.add('dice--hidden');
    dome.classList.remove('dome--lifted');
    dome.classList.add('dome--shaking');
    for (let tick = 0; tick < 8 && kit.soundOn(); tick += 1) beep(180 + (tick % 2) * 60, 40, tick * 150);
    await wait(pace(1500));
    box.innerHTML = dice.map((face) => `<span class="die" role="img" aria-label="${face}">${dieFace(face)}</span>`).join('');
    dome.classList.remove('dome--shaking');
    dome.classList.add('dome--lifted');
    box.classList.remove('dice--hidden');
    await wait(pace(700));
  }

  // ---- the history road ---------------------------------------------------------------------
  const roadEl = $('road');
  const ROAD_SIZE = 60;
  let road: string[] = [];
  function roadCell(mark: string): string {
    switch (config.table) {
      case 'baccarat':
      case 'dragon-tiger':
        return `<li class="bead bead--${mark}" title="${L.winner[mark] ?? L.tigerWins}">${mark}</li>`;
      case 'roulette': {
        const pocket = Number(mark);
        const colour = pocket === 0 ? 'green' : config.reds.includes(pocket) ? 'red' : 'black';
        return `<li class="bead bead--${colour}">${mark}</li>`;
      }
      case 'sic-bo': {
        const dice = mark.split('').map(Number);
        const total = dice.reduce((sum, face) => sum + face, 0);
        const triple = dice[0] === dice[1] && dice[1] === dice[2];
        const size = triple ? 'triple' : total <= 10 ? 'small' : 'big';
        return `<li class="bead bead--${size}" title="${mark.split('').join('-')}">${total}</li>`;
      }
    }
  }
  function showRoad() {
    roadEl.innerHTML = road.map(roadCell).join('');
    $('road-empty').hidden = road.length > 0;
  }
  async function loadRoad() {
    try {
      const query = new URLSearchParams({ game: config.game, ...(config.brand ? { brand: config.brand } : {}) });
      const response = await fetch(`/studio/${config.vendor}/history?${query.toString()}`, { credentials: 'omit' });
      const answer = (await response.json()) as { success: boolean; value?: { road: string[] } };
      if (answer.success && answer.value) road = [...answer.value.road].reverse();
    } catch {
      road = [];
    }
    showRoad();
  }

  // ---- a round ------------------------------------------------------------------------------
  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  function showPayouts(outcome: Outcome, placed: Record<string, number>) {
    const list = $('payouts');
    list.innerHTML = Object.keys(placed)
      .map((spot) => {
        const back = outcome.payouts[spot] ?? 0;
        const won = back > placed[spot]!;
        return `<li class="${won ? 'won' : back > 0 ? 'push' : 'lost'}"><span>${config.spotNames[spot] ?? spot}</span><span>${format(placed[spot]!)} → <b>${format(back)}</b></span></li>`;
      })
      .join('');
    for (const button of spots) {
      const spot = button.dataset.spot!;
      if (!(spot in placed)) continue;
      const back = outcome.payouts[spot] ?? 0;
      button.classList.add(back > placed[spot]! ? 'spot--won' : back > 0 ? 'spot--push' : 'spot--lost');
    }
  }

  function resultLine(outcome: Outcome): string {
    const deal = outcome.deal;
    if (deal.table === 'roulette') return fill(L.number, { n: deal.pocket });
    if (deal.table === 'sic-bo') return `${deal.dice.join(' · ')} = ${deal.dice.reduce((sum, face) => sum + face, 0)}`;
    if (deal.table === 'dragon-tiger' && outcome.road === 'T') return L.tigerWins;
    return L.winner[outcome.road] ?? '';
  }

  async function deal() {
    if (dealing) return;
    const placed = { ...bets };
    const stake = staked();
    if (stake === 0) {
      status.textContent = L.needBet;
      return;
    }
    if (config.demo && stake > balance) {
      status.textContent = L.needBet;
      return;
    }
    dealing = true;
    stage.classList.add('live-stage--dealing');
    showBets();
    phase.textContent = L.betsClosed;
    status.textContent = '';
    winEl.textContent = format(0);
    netEl.textContent = '—';
    netEl.className = '';
    clearTable();
    beep(440, 80);
    try {
      const bet = { spots: placed };
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
      const outcome = round.result.outcome;
      lastBets = placed;
      balance -= round.stake;
      showBalance();
      const deal = outcome.deal;
      phase.textContent = deal.table === 'roulette' ? L.spinning : deal.table === 'sic-bo' ? L.shaking : L.dealing;
      if (deal.table === 'baccarat') await playBaccarat(deal.coup);
      else if (deal.table === 'dragon-tiger') await playDragonTiger(deal.deal);
      else if (deal.table === 'roulette') await playRoulette(deal.pocket);
      else await playSicBo(deal.dice);
      phase.textContent = resultLine(outcome);
      balance = config.demo ? balance + round.payout : round.balance;
      showBalance();
      winEl.textContent = format(round.payout);
      // The round's result is its profit: 19.50 back on a 20.00 stake is a loss of 0.50.
      const net = round.payout - round.stake;
      netEl.textContent = net > 0 ? fill(L.profit, { amount: format(net) }) : net < 0 ? fill(L.loss, { amount: format(-net) }) : L.even;
      netEl.className = net > 0 ? 'net--up' : net < 0 ? 'net--down' : '';
      status.textContent = net > 0 ? fill(t.youWon, { amount: format(net) }) : net < 0 ? fill(L.loss, { amount: format(-net) }) : L.even;
      if (net > 0) fanfare();
      showPayouts(outcome, placed);
      road = [...road, outcome.road].slice(-ROAD_SIZE);
      showRoad();
      document.body.dataset.rounds = String(Number(document.body.dataset.rounds ?? '0') + 1);
      fairness.showRound(round.fairness);
      await wait(pace(2500));
    } catch {
      status.textContent = t.error;
    } finally {
      dealing = false;
      bets = {};
      openWindow();
    }
  }
  dealButton.addEventListener('click', () => void deal());

  // ---- fairness ------------------------------------------------------------------------------
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);

  showBalance();
  openWindow();
  void loadRoad().then(() => (document.body.dataset.ready = 'true'));
}
