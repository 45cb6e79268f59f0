import type { StudioText } from '../../studio-page-text';
import type { LotteryText } from './lottery-text';

/** What the lottery page's script is given (as JSON in the page). */
export interface LotteryClientConfig {
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  balance: number;
  currency: string;
  locale: string;
  verifyUrl: string;
  /** How many prize numbers a draw has. */
  prizes: number;
  text: StudioText;
  lottery: LotteryText;
}

interface Round {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { numbers: string[] };
}
interface LineState {
  now: number;
  live: Round[];
  results: Round[];
}
interface Bet {
  betId: string;
  gameCode: string;
  stake: number;
  payout: number;
  status: string;
  outcome: string | null;
  legs: { roundId: string; pick: { type: string; number?: number } }[];
}

/**
 * The lottery page's script, sent as this function's source text: it must stand alone (no
 * imports at run time). It follows the line's feed (server-sent events): the draw taking bets and
 * its countdown on the server's clock, the draw being made, its numbers revealed one by one once
 * decided, my tickets and the last results. It places tickets through the studio's bet call.
 */
export function lotteryClient(config: LotteryClientConfig): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const L = config.lottery;
  const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => money.format(minor / 10 ** digits);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  const clock = (ms: number) => {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    return `${pad(Math.floor(seconds / 60), 2)}:${pad(seconds % 60, 2)}`;
  };

  let balance = config.balance;
  let state: LineState | null = null;
  /** Server time minus this page's time, from the last state. */
  let offset = 0;
  let bets: Bet[] = [];
  const counted = new Set<string>();
  /** Rounds this page saw before their result: their numbers are drawn one by one when it comes. */
  const seenLive = new Set<string>();
  let shownResult = '';
  let busy = false;
  const serverNow = () => Date.now() + offset;

  const draw = $('draw');
  const titleEl = $('draw-title');
  const countdown = $('countdown');
  const special = $('special');
  const numbersEl = $('numbers');
  const status = $('status');
  const betButton = $<HTMLButtonElement>('bet');
  const numberInput = $<HTMLInputElement>('number');
  const stakeSelect = $<HTMLSelectElement>('stake');
  const showBalance = () => ($('balance').textContent = format(balance));

  // ---- the lottery lobby's fields, as the launch passed them -----------------------------------
  const launch = new URLSearchParams(window.location.search);
  let lobbyShown = false;
  for (const field of ['prizeMode', 'lottoArea', 'lottoView']) {
    const value = launch.get(field);
    const cell = $(`field-${field}`);
    if (value && /^[A-Za-z]{1,16}$/.test(value)) {
      cell.textContent = value;
      lobbyShown = true;
    } else cell.parentElement!.hidden = true;
  }
  $('lobby').hidden = !lobbyShown;

  async function call(path: string, body: unknown, method: 'POST' | 'GET' = 'POST') {
    const url = method === 'GET' ? `/studio/${path}?${new URLSearchParams(body as Record<string, string>).toString()}` : `/studio/${path}`;
    const response = await fetch(url, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { success: boolean; value?: unknown; code?: string; message?: string };
  }

  const sorted = () => (state ? [...state.live].sort((a, b) => a.roundNo - b.roundNo) : []);
  const bettingRound = () => sorted().find((round) => round.opensAt <= serverNow() && serverNow() < round.closesAt);
  const drawingRound = () => sorted().find((round) => round.closesAt <= serverNow());
  const roundOf = (roundId: string) => [...(state?.live ?? []), ...(state?.results ?? [])].find((round) => round.roundId === roundId);

  // ---- the slip ----------------------------------------------------------------------------------
  const typeOf = () => (document.querySelector('input[name="type"]:checked') as HTMLInputElement | null)?.value ?? 'DE2';
  const topOf = (type: string) => (type === 'DE3' ? 999 : 99);
  const needsNumber = (type: string) => type !== 'BIG' && type !== 'SMALL';
  function showType() {
    const type = typeOf();
    $('type-hint').textContent = (L.typeHints as Record<string, string>)[type] ?? '';
    $('number-field').hidden = !needsNumber(type);
    $('quick').hidden = !needsNumber(type);
    numberInput.maxLength = type === 'DE3' ? 3 : 2;
    $('number-hint').textContent = needsNumber(type) ? fill(L.numberHint, { top: topOf(type) }) : '';
  }
  document.querySelectorAll<HTMLInputElement>('input[name="type"]').forEach((radio) => radio.addEventListener('change', showType));
  $('quick').addEventListener('click', () => {
    const type = typeOf();
    const top = topOf(type);
    const values = new Uint32Array(1);
    crypto.getRandomValues(values);
    numberInput.value = pad(values[0]! % (top + 1), type === 'DE3' ? 3 : 2);
    numberInput.focus();
  });
  const ticketText = (pick: { type: string; number?: number }) => {
    const name = (L.types as Record<string, string>)[pick.type] ?? pick.type;
    return pick.number === undefined ? name : `${name} · ${pad(pick.number, pick.type === 'DE3' ? 3 : 2)}`;
  };

  // ---- the draw ---------------------------------------------------------------------------------
  function ball(text: string, index: number, animate: boolean) {
    const item = document.createElement('li');
    item.className = `ball${animate ? ' ball--new' : ''}`;
    item.style.setProperty('--delay', `${animate ? (index + 1) * 180 : 0}ms`);
    item.textContent = text;
    return item;
  }
  function showNumbers(round: Round | undefined, animate: boolean) {
    const numbers = round?.result?.numbers ?? [];
    special.textContent = numbers[0] ?? '–––––';
    special.classList.toggle('special--new', animate);
    numbersEl.replaceChildren(...numbers.slice(1).map((number, index) => ball(number, index, animate)));
  }
  let rolling = 0;
  function tick() {
    const now = serverNow();
    const betting = bettingRound();
    const drawing = drawingRound();
    const last = state?.results[0];
    if (drawing) {
      draw.dataset.phase = 'drawing';
      titleEl.textContent = fill(L.drawing, { no: drawing.roundNo });
      // Digits roll while the draw is made (not with reduced motion): the result is not known here yet.
      rolling += 1;
      if (!reduced && rolling % 4 === 0) special.textContent = pad(Math.floor(Math.random() * 100_000), 5);
      if (reduced) special.textContent = '• • • • •';
      if (numbersEl.childElementCount) numbersEl.replaceChildren();
    } else if (last) {
      draw.dataset.phase = 'drawn';
      titleEl.textContent = fill(L.drawn, { no: last.roundNo });
      if (shownResult !== last.roundId) {
        shownResult = last.roundId;
        showNumbers(last, seenLive.has(last.roundId) && !reduced);
      }
    } else {
      draw.dataset.phase = 'waiting';
      titleEl.textContent = L.waiting;
    }
    countdown.textContent = betting ? fill(L.nextDraw, { no: betting.roundNo, time: clock(betting.closesAt - now) }) : '';
    betButton.disabled = !betting || busy || config.token === null;
    betButton.textContent = fill(L.placeBet, { no: betting?.roundNo ?? '' });
    document.body.dataset.phase = draw.dataset.phase ?? '';
    requestAnimationFrame(tick);
  }

  // ---- my bets and the results --------------------------------------------------------------------
  function showMine() {
    const mine = bets.filter((bet) => bet.gameCode === config.game && bet.status !== 'REFUSED');
    $('mine-empty').hidden = mine.length > 0;
    $('mine').replaceChildren(
      ...mine.map((bet) => {
        const leg = bet.legs[0]!;
        const round = roundOf(leg.roundId);
        const row = document.createElement('tr');
        row.dataset.testid = 'lottery-my-bet';
        row.dataset.status = bet.status;
        const won = bet.status === 'PAID' && bet.payout > 0;
        const result = bet.status === 'PAID' || bet.status === 'SETTLING' ? (won ? format(bet.payout) : L.lost) : L.pending;
        const cells = [round ? `#${round.roundNo}` : '…', ticketText(leg.pick), format(bet.stake), result];
        row.replaceChildren(
          ...cells.map((text, index) => {
            const cell = document.createElement(index === 0 ? 'th' : 'td');
            if (index === 0) cell.scope = 'row';
            if (index === 3) cell.className = won ? 'won' : bet.status === 'PAID' ? 'lost' : '';
            cell.textContent = text;
            return cell;
          }),
        );
        return row;
      }),
    );
  }
  function showResults() {
    const results = state?.results ?? [];
    $('results-empty').hidden = results.length > 0;
    $('results').replaceChildren(
      ...results.map((round) => {
        const item = document.createElement('li');
        item.dataset.testid = 'lottery-result';
        const numbers = round.result?.numbers ?? [];
        const head = document.createElement('strong');
        head.textContent = `#${round.roundNo}`;
        const top = document.createElement('span');
        top.className = 'results__special';
        top.textContent = numbers[0] ?? '';
        const rest = document.createElement('span');
        rest.className = 'results__rest muted';
        rest.textContent = numbers
          .slice(1)
          .map((number) => number.slice(-2))
          .join(' ');
        item.replaceChildren(head, top, rest);
        return item;
      }),
    );
  }
  function showFairness() {
    const round = bettingRound() ?? drawingRound();
    $('seed-hash').textContent = round ? `${fill(L.round, { no: round.roundNo })} · ${round.serverSeedHash}` : '—';
    const last = state?.results[0];
    const link = $<HTMLAnchorElement>('fair-verify');
    if (!last?.serverSeed || !last.result) {
      link.hidden = true;
      return;
    }
    $('last-round').textContent = `${fill(L.round, { no: last.roundNo })} · ${last.result.numbers[0]} · ${last.serverSeed}`;
    const query = new URLSearchParams({
      game: 'scheduled-lottery',
      serverSeed: last.serverSeed,
      serverSeedHash: last.serverSeedHash,
      clientSeed: last.clientSeed,
      nonce: '1',
      bet: JSON.stringify({ type: 'DE2', number: Number(last.result.numbers[0]!.slice(-2)), prizes: config.prizes, stake: 1000 }),
    });
    link.href = `${config.verifyUrl}?${query.toString()}`;
    link.hidden = false;
  }
  /** A ticket paid since the page opened counts in the balance once (its win went to the wallet). */
  function countPayouts() {
    for (const bet of bets)
      if (bet.status === 'PAID' && !counted.has(bet.betId)) {
        counted.add(bet.betId);
        balance += bet.payout;
        showBalance();
      }
  }
  let loading: Promise<void> | null = null;
  async function loadMine(first = false) {
    if (config.token === null) return;
    if (loading) return loading;
    loading = (async () => {
      const answer = await call(`${config.vendor}/bets`, { token: config.token, ...(config.brand ? { brand: config.brand } : {}) }, 'GET');
      if (!answer.success) return;
      bets = (answer.value as { bets: Bet[] }).bets;
      // Paid before this page opened: already in the balance it was opened with.
      if (first) for (const bet of bets) if (bet.status === 'PAID') counted.add(bet.betId);
      countPayouts();
      showMine();
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  function take(next: LineState) {
    state = next;
    offset = next.now - Date.now();
    for (const round of next.live) seenLive.add(round.roundId);
    showResults();
    showFairness();
    showMine();
    void loadMine();
    document.body.dataset.ready = 'true';
  }

  // ---- betting ----------------------------------------------------------------------------------
  $<HTMLFormElement>('slip').addEventListener('submit', async (event) => {
    event.preventDefault();
    const round = bettingRound();
    if (!round || busy || config.token === null) return;
    const type = typeOf();
    const typed = numberInput.value.trim();
    const pick: { type: string; number?: number } = { type };
    if (needsNumber(type)) {
      const value = Number(typed);
      if (!/^\d{1,3}$/.test(typed) || value > topOf(type)) {
        status.textContent = fill(L.numberHint, { top: topOf(type) });
        numberInput.setAttribute('aria-invalid', 'true');
        numberInput.focus();
        return;
      }
      numberInput.removeAttribute('aria-invalid');
      pick.number = value;
    }
    busy = true;
    try {
      const answer = await call(`${config.vendor}/bets`, {
        token: config.token,
        brand: config.brand,
        requestKey: `lott-${round.roundId}-${Math.random().toString(36).slice(2, 10)}`,
        stake: Number(stakeSelect.value),
        legs: [{ game: config.game, roundId: round.roundId, pick }],
      });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        return;
      }
      const placed = answer.value as Bet & { balance: number };
      balance = placed.balance;
      showBalance();
      bets = [placed, ...bets.filter((bet) => bet.betId !== placed.betId)];
      showMine();
      status.textContent = fill(L.betPlaced, { no: round.roundNo });
      beep();
    } catch {
      status.textContent = t.error;
    } finally {
      busy = false;
    }
  });

  // ---- fairness panel and sound (as the other studio pages) -------------------------------------
  const dialog = $<HTMLDialogElement>('fair');
  $('fair-open').addEventListener('click', () => dialog.showModal());
  $('fair-close').addEventListener('click', () => dialog.close());
  const soundButton = $<HTMLButtonElement>('sound');
  let soundOn = false;
  try {
    soundOn = localStorage.getItem('studio-sound') === 'on';
  } catch {
    soundOn = false;
  }
  let audio: AudioContext | null = null;
  function beep() {
    if (!soundOn) return;
    try {
      audio ??= new AudioContext();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.value = 0.05;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.12);
    } catch {
      // No audio here: the game plays on silently.
    }
  }
  const showSound = () => {
    soundButton.setAttribute('aria-pressed', String(soundOn));
    soundButton.classList.toggle('tool--on', soundOn);
    soundButton.querySelector('.tool__label')!.textContent = soundOn ? t.soundOn : t.soundOff;
  };
  soundButton.addEventListener('click', () => {
    soundOn = !soundOn;
    try {
      localStorage.setItem('studio-sound', soundOn ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts this page only.
    }
    showSound();
  });
  showSound();
  showType();

  // ---- the feed ---------------------------------------------------------------------------------
  // The lobby view opens on the results, the betting view (the default) on the slip.
  if (launch.get('lottoView') === 'lobby') $('results-panel').scrollIntoView();
  const query = new URLSearchParams({ game: config.game, ...(config.brand ? { brand: config.brand } : {}) });
  function follow() {
    const feed = new EventSource(`/studio/${config.vendor}/feed?${query.toString()}`);
    feed.addEventListener('state', (event) => {
      countdown.dataset.offline = 'false';
      take(JSON.parse((event as MessageEvent<string>).data) as LineState);
    });
    feed.addEventListener('error', () => {
      countdown.dataset.offline = 'true';
      countdown.textContent = L.offline;
    });
  }
  showBalance();
  void loadMine(true).finally(() => {
    follow();
    requestAnimationFrame(tick);
  });
}
