import type { StudioText } from '../../studio-page-text';
import type { CrashText } from './crash-text';

/** What the shared crash page's script is given (as JSON in the page). */
export interface CrashClientConfig {
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  balance: number;
  currency: string;
  locale: string;
  verifyUrl: string;
  /** The multiplier's curve (fair/crash-round): doubling time and cap, in ms and hundredths. */
  doubleMs: number;
  cap: number;
  text: StudioText;
  crash: CrashText;
}

interface TableBet {
  betId: string;
  player: string;
  stake: number;
  payout: number;
  status: string;
  outcome: string | null;
  pick: { auto?: number | null };
}
interface Round {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  status: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { crashPoint: number; stoppedAt: number };
  bets?: TableBet[];
}
interface LineState {
  now: number;
  live: Round[];
  results: Round[];
}

/**
 * The shared crash page's script, sent as this function's source text: it must stand alone (no
 * imports at run time). It follows the line's feed (server-sent events): the round taking bets,
 * the round climbing (its multiplier drawn from the server's clock, which each state carries), the
 * crash as soon as the server has decided it, every player's bet and cash-out on the round, and
 * the last crash points. It places bets with an optional auto cash-out and cashes out by hand.
 */
export function crashClient(config: CrashClientConfig): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const C = config.crash;
  const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => money.format(minor / 10 ** digits);
  const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const multiplierAt = (elapsed: number) => (elapsed <= 0 ? 100 : Math.min(config.cap, Math.floor(100 * 2 ** (elapsed / config.doubleMs))));

  let balance = config.balance;
  let state: LineState | null = null;
  /** Server time minus this page's time, from the last state. */
  let offset = 0;
  const mine = new Set<string>();
  const counted = new Set<string>();
  let busy = false;
  const serverNow = () => Date.now() + offset;

  const stage = $('crash-stage');
  const multiplierEl = $('multiplier');
  const phaseEl = $('phase');
  const roundEl = $('round-no');
  const curve = $('curve') as unknown as SVGPolylineElement;
  const status = $('status');
  const betButton = $<HTMLButtonElement>('bet');
  const cashButton = $<HTMLButtonElement>('cash-out');
  const stakeSelect = $<HTMLSelectElement>('stake');
  const autoInput = $<HTMLInputElement>('auto');
  // Watching without a session: no balance to show.
  const showBalance = () => ($('balance').textContent = config.token === null ? '—' : format(balance));

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
  /** The round climbing now, if any: betting closed, not decided. */
  const runningRound = () => sorted().find((round) => round.closesAt <= serverNow());
  /** The round taking bets now, if any. */
  const bettingRound = () => sorted().find((round) => round.opensAt <= serverNow() && serverNow() < round.closesAt);
  const lastResult = () => state?.results[0];
  const myBetOn = (round: Round | undefined) => round?.bets?.find((bet) => mine.has(bet.betId));

  // ---- the table of bets ------------------------------------------------------------------------
  function targetText(round: Round, bet: TableBet): string {
    if (bet.outcome === 'CASHED_OUT') return times(Math.floor((bet.payout * 100) / bet.stake));
    const auto = bet.pick.auto ?? null;
    return auto === null ? C.byHand : times(auto);
  }
  function resultText(round: Round, bet: TableBet): string {
    if (bet.outcome === 'CASHED_OUT' || bet.outcome === 'WON') return format(bet.payout);
    if (bet.outcome === 'LOST') return '—';
    // Decided, not yet settled (the scheduler's next step): the result is already known.
    if (round.result) {
      const auto = bet.pick.auto ?? null;
      return auto !== null && auto <= round.result.crashPoint ? format(Math.floor((bet.stake * auto) / 100)) : '—';
    }
    // Climbing: an auto cash-out the multiplier has passed is as good as taken (it is paid at the decision).
    const auto = bet.pick.auto ?? null;
    if (round.status === 'OPEN' && auto !== null && round.closesAt <= serverNow() && multiplierAt(serverNow() - round.closesAt) >= auto)
      return format(Math.floor((bet.stake * auto) / 100));
    return C.pending;
  }
  function showTable() {
    // The round on the stage; while the next one takes its first bets, the last one's table stays.
    const betting = bettingRound();
    const round = runningRound() ?? (betting?.bets?.length ? betting : (lastResult() ?? betting));
    $('players-round').textContent = round ? fill(C.round, { no: round.roundNo }) : '';
    const body = $('players');
    const bets = round?.bets ?? [];
    $('players-empty').hidden = bets.length > 0;
    body.replaceChildren(
      ...bets.map((bet) => {
        const row = document.createElement('tr');
        const own = mine.has(bet.betId);
        row.className = own ? 'players__mine' : '';
        row.dataset.testid = 'crash-player';
        const won = bet.outcome === 'CASHED_OUT' || bet.outcome === 'WON';
        const cells = [own ? `${C.you} (${bet.player})` : bet.player, format(bet.stake), targetText(round!, bet), resultText(round!, bet)];
        row.replaceChildren(
          ...cells.map((text, index) => {
            const cell = document.createElement(index === 0 ? 'th' : 'td');
            if (index === 0) cell.scope = 'row';
            if (index === 3 && won) cell.className = 'players__won';
            if (index === 3 && bet.outcome === 'LOST') cell.className = 'players__lost';
            cell.textContent = text;
            return cell;
          }),
        );
        return row;
      }),
    );
  }

  function showHistory() {
    const list = $('history');
    const results = state?.results ?? [];
    $('history-empty').hidden = results.length > 0;
    list.replaceChildren(
      ...results.map((round) => {
        const item = document.createElement('li');
        // What the players saw: where the multiplier stopped (the crash, or the cap above it).
        const point = round.result?.stoppedAt ?? 100;
        item.className = `history__item ${point >= 1000 ? 'history__item--high' : point >= 200 ? 'history__item--mid' : 'history__item--low'}`;
        item.textContent = times(point);
        item.title = `${fill(C.round, { no: round.roundNo })} · ${times(round.result?.crashPoint ?? 100)}`;
        return item;
      }),
    );
  }

  function showFairness() {
    const round = runningRound() ?? bettingRound();
    $('seed-hash').textContent = round ? `${fill(C.round, { no: round.roundNo })} · ${round.serverSeedHash}` : '—';
    const last = lastResult();
    const link = $<HTMLAnchorElement>('fair-verify');
    if (!last?.serverSeed || !last.result) {
      link.hidden = true;
      return;
    }
    $('last-round').textContent = `${fill(C.round, { no: last.roundNo })} · ${times(last.result.crashPoint)} · ${last.serverSeed}`;
    const query = new URLSearchParams({
      game: 'scheduled-crash',
      serverSeed: last.serverSeed,
      serverSeedHash: last.serverSeedHash,
      clientSeed: last.clientSeed,
      bet: JSON.stringify({ stake: 100, cashOutAt: 200 }),
    });
    link.href = `${config.verifyUrl}?${query.toString()}`;
    link.hidden = false;
  }

  /** The fate of my bets on the last decided round, told once: lost at the crash, or paid by the auto cash-out. */
  const told = new Set<string>();
  function tellResults() {
    const last = lastResult();
    for (const bet of last?.bets ?? []) {
      if (!mine.has(bet.betId) || told.has(bet.betId) || bet.outcome === null || bet.outcome === 'CASHED_OUT') continue;
      told.add(bet.betId);
      status.textContent =
        bet.outcome === 'WON' ? fill(C.wonAuto, { multiplier: times(bet.pick.auto ?? config.cap), amount: format(bet.payout) }) : C.lost;
    }
  }

  /** My bets that have been paid (a cash-out, an auto cash-out) count in the balance once. */
  function countPayouts() {
    for (const round of [...(state?.live ?? []), ...(state?.results ?? [])])
      for (const bet of round.bets ?? [])
        if (mine.has(bet.betId) && bet.status === 'PAID' && !counted.has(bet.betId)) {
          counted.add(bet.betId);
          balance += bet.payout;
          showBalance();
        }
  }

  // ---- the stage, redrawn every frame ----------------------------------------------------------
  let lastPhase = '';
  function draw() {
    const running = runningRound();
    const betting = bettingRound();
    const last = lastResult();
    const now = serverNow();
    let phase: string;
    let label: string;
    if (running) {
      const multiplier = multiplierAt(now - running.closesAt);
      multiplierEl.textContent = times(multiplier);
      label = C.running;
      phase = 'running';
      roundEl.textContent = fill(C.round, { no: running.roundNo });
      const points: string[] = [];
      const elapsed = Math.max(0, now - running.closesAt);
      for (let step = 0; step <= 24; step += 1) {
        const at = (elapsed * step) / 24;
        const x = elapsed === 0 ? 0 : (at / Math.max(elapsed, 8000)) * 300;
        const y = 150 - Math.min(1, (multiplierAt(at) - 100) / Math.max(100, multiplier - 100 || 100)) * 130;
        points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      curve.setAttribute('points', points.join(' '));
      const mineNow = myBetOn(running);
      const open = mineNow && mineNow.status === 'PLACED' && (mineNow.pick.auto == null || multiplier < mineNow.pick.auto);
      cashButton.hidden = !open;
      if (open) cashButton.textContent = fill(C.cashOut, { amount: format(Math.floor((mineNow.stake * multiplier) / 100)) });
    } else {
      cashButton.hidden = true;
      if (last?.result) {
        multiplierEl.textContent = times(last.result.stoppedAt);
        label =
          last.result.crashPoint > last.result.stoppedAt
            ? fill(C.capped, { multiplier: times(last.result.stoppedAt) })
            : fill(C.crashed, { multiplier: times(last.result.crashPoint) });
        phase = 'crashed';
      } else {
        multiplierEl.textContent = times(100);
        label = C.waiting;
        phase = 'waiting';
      }
      roundEl.textContent = betting ? fill(C.round, { no: betting.roundNo }) : last ? fill(C.round, { no: last.roundNo }) : '';
      if (betting) label = `${label} · ${fill(C.betting, { seconds: Math.max(0, Math.ceil((betting.closesAt - now) / 1000)) })}`;
    }
    phaseEl.textContent = label;
    stage.dataset.phase = phase;
    if (phase !== lastPhase) {
      lastPhase = phase;
      showTable();
    }
    const target = betting && !myBetOn(betting) && config.token !== null;
    betButton.disabled = !target || busy;
    betButton.textContent = betting ? fill(C.placeBet, { no: betting.roundNo }) : C.waiting;
    // While my bet climbs and no round takes bets, the cash-out takes the bet button's place.
    betButton.hidden = !cashButton.hidden && !betting;
    requestAnimationFrame(draw);
  }

  function take(next: LineState) {
    state = next;
    offset = next.now - Date.now();
    document.body.dataset.roundNo = String((runningRound() ?? bettingRound())?.roundNo ?? '');
    showTable();
    showHistory();
    showFairness();
    countPayouts();
    tellResults();
    document.body.dataset.ready = 'true';
  }

  // ---- betting and cashing out -----------------------------------------------------------------
  betButton.addEventListener('click', async () => {
    const round = bettingRound();
    if (!round || busy || config.token === null) return;
    const typed = autoInput.value.trim();
    const auto = typed === '' ? null : Math.round(Number(typed) * 100);
    if (auto !== null && (!Number.isFinite(auto) || auto < 101 || auto > config.cap)) {
      status.textContent = fill(C.autoHint, { cap: (config.cap / 100).toFixed(2) });
      autoInput.focus();
      return;
    }
    busy = true;
    try {
      const answer = await call(`${config.vendor}/bets`, {
        token: config.token,
        brand: config.brand,
        requestKey: `crash-${round.roundId}-${Math.random().toString(36).slice(2, 10)}`,
        stake: Number(stakeSelect.value),
        legs: [{ game: config.game, roundId: round.roundId, pick: auto === null ? {} : { auto } }],
      });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        return;
      }
      const placed = answer.value as { betId: string; balance: number };
      mine.add(placed.betId);
      balance = placed.balance;
      showBalance();
      status.textContent = fill(C.betPlaced, { no: round.roundNo });
    } catch {
      status.textContent = t.error;
    } finally {
      busy = false;
    }
  });

  cashButton.addEventListener('click', async () => {
    const round = runningRound();
    const bet = myBetOn(round);
    if (!bet || busy) return;
    busy = true;
    cashButton.disabled = true;
    try {
      const answer = await call(`${config.vendor}/bets/${bet.betId}/cash-out`, { token: config.token, brand: config.brand });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        return;
      }
      const done = answer.value as { betId: string; payout: number; stake: number; status: string };
      if (done.status === 'PAID' && !counted.has(done.betId)) {
        counted.add(done.betId);
        balance += done.payout;
        showBalance();
      }
      status.textContent = fill(C.cashedOut, {
        multiplier: times(Math.floor((done.payout * 100) / done.stake)),
        amount: format(done.payout),
      });
    } catch {
      status.textContent = t.error;
    } finally {
      busy = false;
      cashButton.disabled = false;
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

  // ---- the feed -------------------------------------------------------------------------------
  const query = new URLSearchParams({ game: config.game, ...(config.brand ? { brand: config.brand } : {}) });
  async function loadMine() {
    if (config.token === null) return;
    const answer = await call(`${config.vendor}/bets`, { token: config.token, ...(config.brand ? { brand: config.brand } : {}) }, 'GET');
    if (!answer.success) return;
    for (const bet of (answer.value as { bets: { betId: string; status: string }[] }).bets) {
      mine.add(bet.betId);
      // Paid before this page opened: already in the balance it was opened with.
      if (bet.status === 'PAID') {
        counted.add(bet.betId);
        told.add(bet.betId);
      }
    }
  }
  function follow() {
    const feed = new EventSource(`/studio/${config.vendor}/feed?${query.toString()}`);
    feed.addEventListener('state', (event) => {
      status.dataset.offline = 'false';
      take(JSON.parse((event as MessageEvent<string>).data) as LineState);
    });
    feed.addEventListener('error', () => {
      status.dataset.offline = 'true';
    });
  }
  showBalance();
  void loadMine().finally(() => {
    follow();
    requestAnimationFrame(draw);
  });
}
