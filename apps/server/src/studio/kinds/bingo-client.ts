import type { PageKit, RoundFairness } from '../studio-page-kit';
import type { StudioText } from '../studio-page-text';
import type { BingoText } from './bingo-text';

/** What the bingo page's script is given (as JSON in the page). */
export interface BingoClientConfig {
  kind: 'bingo';
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  demo: boolean;
  balance: number;
  currency: string;
  locale: string;
  /** A card's prices on offer, smallest first. */
  bets: number[];
  maxCards: number;
  balls: number;
  drawn: number;
  lines: number[][];
  corners: number[];
  x: number[];
  text: StudioText;
  bingo: BingoText;
  verifyUrl: string;
}

interface Card {
  numbers: number[];
  lines: number[];
  corners: boolean;
  x: boolean;
  payout: number;
}
interface Played {
  stake: number;
  payout: number;
  balance: number;
  fairness: RoundFairness;
  result: { kind: 'bingo'; outcome: { cards: Card[]; balls: number[]; payout: number } };
}

/**
 * The bingo page's script, sent as this function's source text: it stands alone (no imports at
 * run time; money, sound and calls come from the page kit, studio-page-kit.ts). It buys the cards through the studio's round call, then draws the balls one by one,
 * daubs the cards, lights the patterns that paid, beeps when the sound is on, and keeps the
 * fairness panel as the reels page does.
 */
export function bingoClient(config: BingoClientConfig, kit: PageKit): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const b = config.bingo;
  const { format, beep, fanfare, call } = kit;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pace = (ms: number) => (reduced ? Math.min(ms, 20) : ms);
  const letterOf = (ball: number) => 'BINGO'[Math.floor((ball - 1) / 15)]!;

  let balance = config.balance;
  let busy = false;
  const balanceEl = $('balance');
  const winEl = $('win');
  const status = $('status');
  const playButton = $<HTMLButtonElement>('spin');
  const betSelect = $<HTMLSelectElement>('bet');
  const countSelect = $<HTMLSelectElement>('cards-count');
  const cardEls = Array.from(document.querySelectorAll<HTMLElement>('.card'));
  const showBalance = () => (balanceEl.textContent = format(balance));
  const stakeOf = () => Number(betSelect.value) * Number(countSelect.value);
  const showCards = () => {
    $('total-bet').textContent = format(stakeOf());
    cardEls.forEach((card, index) => (card.hidden = index >= Number(countSelect.value)));
  };
  betSelect.addEventListener('change', showCards);
  countSelect.addEventListener('change', showCards);
  showBalance();
  showCards();

  // ---- the draw ------------------------------------------------------------------------------
  const cellsOf = (card: HTMLElement) => Array.from(card.querySelectorAll<HTMLElement>('.card__cell'));
  function dealCards(cards: Card[]) {
    cardEls.forEach((card, index) => {
      const dealt = cards[index];
      card.hidden = !dealt;
      (card.querySelector('.card__win') as HTMLElement).textContent = '';
      cellsOf(card).forEach((cell, at) => {
        cell.classList.remove('card__cell--hit');
        if (at === 12) return;
        cell.classList.remove('card__cell--marked');
        cell.textContent = dealt ? String(dealt.numbers[at]) : '·';
      });
    });
  }
  async function drawBalls(balls: number[], cards: Card[]) {
    const tray = $('balls');
    const big = $('ball');
    tray.textContent = '';
    for (const [index, ball] of balls.entries()) {
      big.classList.remove('tray__ball--pop');
      void big.offsetWidth;
      big.classList.add('tray__ball--pop');
      (big.firstElementChild as HTMLElement).textContent = `${letterOf(ball)}${ball}`;
      const item = document.createElement('li');
      item.className = `b-${letterOf(ball)}`;
      item.textContent = String(ball);
      tray.appendChild(item);
      $('ball-count').textContent = `${index + 1} / ${config.drawn}`;
      cards.forEach((card, at) => {
        const cell = card.numbers.indexOf(ball);
        if (cell >= 0) cellsOf(cardEls[at]!)[cell]!.classList.add('card__cell--marked');
      });
      beep(520 + (ball % 15) * 20, 60);
      await wait(pace(110));
    }
  }
  function lightWins(cards: Card[]) {
    cards.forEach((card, at) => {
      const cells = cellsOf(cardEls[at]!);
      const lit = new Set<number>();
      for (const line of card.lines) config.lines[line]!.forEach((cell) => lit.add(cell));
      if (card.corners) config.corners.forEach((cell) => lit.add(cell));
      if (card.x) config.x.forEach((cell) => lit.add(cell));
      lit.forEach((cell) => cells[cell]!.classList.add('card__cell--hit'));
      if (card.payout > 0)
        (cardEls[at]!.querySelector('.card__win') as HTMLElement).textContent = fill(b.cardWon, { n: at + 1, amount: format(card.payout) });
    });
  }

  // ---- a round -------------------------------------------------------------------------------
  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  async function play() {
    if (busy) return;
    if (config.demo && stakeOf() > balance) {
      status.textContent = t.noWin;
      return;
    }
    busy = true;
    playButton.disabled = true;
    playButton.textContent = b.drawing;
    status.textContent = '';
    winEl.textContent = format(0);
    beep(440, 80);
    const bet = { cards: Number(countSelect.value), cardBet: Number(betSelect.value) };
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
      const { cards, balls } = round.result.outcome;
      dealCards(cards);
      await drawBalls(balls, cards);
      lightWins(cards);
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
      playButton.disabled = false;
      playButton.textContent = b.play;
    }
  }
  playButton.addEventListener('click', () => void play());

  // ---- fairness ------------------------------------------------------------------------------
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);
  document.body.dataset.ready = 'true';
}
