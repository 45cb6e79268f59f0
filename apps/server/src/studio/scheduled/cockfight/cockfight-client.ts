import type { StudioText } from '../../studio-page-text';
import type { CockfightText } from './cockfight-text';

/** What the arena's script is given (as JSON in the page). */
export interface CockfightClientConfig {
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  balance: number;
  currency: string;
  locale: string;
  chips: number[];
  verifyUrl: string;
  feathers: Record<string, string>;
  featherWords: Record<string, string>;
  text: CockfightText;
  studio: StudioText;
}

type Pick = 'meron' | 'wala' | 'draw';
interface Rooster {
  name: string;
  feather: string;
  weight: number;
}
interface Round {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  detail: { fightNo: number; meron: Rooster; wala: Rooster };
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { winner: Pick; roll: number; second: number };
  /** The odds of the moment (null: the side takes no bet now) and each side's pool. */
  board?: { odds: Record<Pick, number | null>; book: Record<Pick, number> };
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
  legs: { roundId: string; pickKey: Pick; odds: number }[];
}

/**
 * The arena's script, sent as this function's source text: it must stand alone (no imports at
 * run time). It follows the line's live feed (server-sent events), keeps its clock to the
 * server's, runs the countdown and the fight, takes bets at the odds of the moment, shows the
 * result with the winner's animation, and refreshes the player's bets and balance.
 */
export function cockfightClient(config: CockfightClientConfig): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const T = config.text;
  const S = config.studio;
  const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => money.format(minor / 10 ** digits);
  const odds = (scaled: number) => (scaled / 10_000).toFixed(2);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const base = `/studio/${encodeURIComponent(config.vendor)}`;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({ ...(config.brand ? { brand: config.brand } : {}), ...extra }).toString();
  const sideName = (pick: Pick) => T[pick];

  let offset = 0;
  let state: LineState | null = null;
  let road: Round[] = [];
  let bets: Bet[] = [];
  let balance = config.balance;
  let chip = config.chips[0]!;
  let side: Pick | null = null;
  let busy = false;
  let newestResult: string | null = null;
  /** The decided fight the pit shows with its result, for a few seconds after its decision. */
  let showing: { round: Round; until: number } | null = null;
  let sound = false;

  const stage = $('stage');
  const now = () => Date.now() + offset;
  const bettingRound = () => state?.live.find((round) => round.opensAt <= now() && now() < round.closesAt) ?? null;
  const fightingRound = () => state?.live.find((round) => round.closesAt <= now()) ?? null;

  function beep(frequency: number) {
    if (!sound) return;
    try {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.value = 0.05;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.25);
    } catch {
      // No sound on this device.
    }
  }

  function showCard(round: Round) {
    $('fight-no').textContent = fill(T.fight, { n: round.detail.fightNo });
    for (const corner of ['meron', 'wala'] as const) {
      const rooster = round.detail[corner];
      const figure = $(`cock-${corner}`);
      figure.style.setProperty('--feather', config.feathers[rooster.feather] ?? '#a8a29e');
      $(`name-${corner}`).textContent = rooster.name;
      $(`weight-${corner}`).textContent = `${fill(T.weight, { grams: rooster.weight })} · ${config.featherWords[rooster.feather] ?? ''}`;
    }
  }

  function setWinner(winner: Pick | null) {
    for (const corner of ['meron', 'wala'] as const) {
      const figure = $(`cock-${corner}`);
      figure.classList.toggle('cf-cock--won', winner === corner);
      figure.classList.toggle('cf-cock--lost', winner !== null && winner !== 'draw' && winner !== corner);
    }
    const banner = $('result');
    banner.hidden = winner === null;
    banner.className = winner ? `cf-result cf-result--${winner}` : 'cf-result';
    banner.textContent = winner ? T.result[winner] : '';
  }

  const clockText = (ms: number) => {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };

  /** The pit, the countdown and the board as the clock stands now. */
  function tick() {
    if (!state) return;
    const at = now();
    const betting = bettingRound();
    const fighting = fightingRound();
    const timer = $('timer');
    if (showing && at < showing.until) {
      showCard(showing.round);
      stage.classList.remove('cf-stage--fighting');
      $('countdown').textContent = betting ? clockText(betting.closesAt - at) : '–';
      $('phase').textContent = T.result[showing.round.result!.winner];
    } else if (fighting) {
      showing = null;
      setWinner(null);
      showCard(fighting);
      stage.classList.add('cf-stage--fighting');
      $('countdown').textContent = clockText(fighting.decidesAt - at);
      $('phase').textContent = T.fighting;
      timer.classList.remove('timer--late');
    } else if (betting) {
      showing = null;
      setWinner(null);
      showCard(betting);
      stage.classList.remove('cf-stage--fighting');
      const left = betting.closesAt - at;
      $('countdown').textContent = clockText(left);
      timer.classList.toggle('timer--late', left <= 10_000);
      $('phase').textContent = fill(left <= 10_000 ? T.lastCall : T.bettingOpen, { time: clockText(left) });
    } else {
      stage.classList.remove('cf-stage--fighting');
      $('countdown').textContent = '–';
      $('phase').textContent = T.closed;
    }
    const open = Boolean(betting) && config.token !== null;
    for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.cf-side'))) button.disabled = !open || busy;
    const place = $<HTMLButtonElement>('place');
    place.disabled = !open || busy || side === null;
    place.textContent = busy
      ? T.placing
      : side && betting
        ? fill(T.placeBet, { amount: format(chip), side: sideName(side) })
        : betting
          ? T.pickSide
          : T.closed;
    const mine = betting ? bets.filter((bet) => bet.legs.some((leg) => leg.roundId === betting.roundId)) : [];
    $('staked').textContent = format(mine.reduce((sum, bet) => sum + bet.stake, 0));
  }

  function showBoard() {
    const round = bettingRound();
    for (const pick of ['meron', 'wala', 'draw'] as const) {
      const cell = $(`odds-${pick}`);
      const price = round?.board?.odds[pick];
      const next = price ? odds(price) : '–';
      if (cell.textContent !== next && cell.textContent !== '–') {
        cell.classList.remove('cf-side__odds--moved');
        void cell.offsetWidth;
        cell.classList.add('cf-side__odds--moved');
      }
      cell.textContent = next;
      const button = cell.closest('button')!;
      button.setAttribute('aria-label', `${sideName(pick)} ${T.odds} ${next}`);
      if (pick !== 'draw') $(`pool-${pick}`).textContent = round?.board ? fill(T.pool, { amount: format(round.board.book[pick]) }) : '';
    }
  }

  function showRoad() {
    const list = $('road');
    list.replaceChildren();
    // The road reads oldest first, down each column then on to the next.
    for (const round of [...road].reverse()) {
      const winner = round.result?.winner ?? 'draw';
      const bead = document.createElement('li');
      bead.className = `bead bead--${winner}`;
      bead.textContent = winner === 'meron' ? 'M' : winner === 'wala' ? 'W' : 'D';
      bead.title = fill(T.fightResult, { n: round.detail.fightNo, result: T.result[winner] });
      bead.setAttribute('aria-label', bead.title);
      list.append(bead);
    }
    $('road-empty').hidden = road.length > 0;
  }

  const fightNoOf = (roundId: string) =>
    [...(state?.live ?? []), ...road].find((round) => round.roundId === roundId)?.detail.fightNo ?? null;

  function showBets() {
    const list = $('bets');
    list.replaceChildren();
    for (const bet of bets.slice(0, 12)) {
      const leg = bet.legs[0]!;
      const item = document.createElement('li');
      item.className = 'cf-bet';
      item.dataset.testid = 'cf-bet';
      item.dataset.status = bet.status === 'PAID' ? (bet.outcome ?? bet.status) : bet.status;
      item.dataset.payout = String(bet.payout);
      const fight = fightNoOf(leg.roundId);
      const what = document.createElement('span');
      what.innerHTML = `<span class="cf-bet__pick cf-bet__pick--${leg.pickKey}"></span> `;
      what.firstElementChild!.textContent = sideName(leg.pickKey);
      what.append(`${format(bet.stake)} ${fill(T.at, { odds: odds(leg.odds) })}${fight ? ` · ${fill(T.fight, { n: fight })}` : ''}`);
      const fate = document.createElement('span');
      const outcome = bet.outcome ?? '';
      fate.className = `cf-bet__state cf-bet__state--${outcome}`;
      fate.textContent =
        bet.status === 'REFUSED'
          ? T.statusRefused
          : outcome === 'WON'
            ? fill(T.statusWon, { amount: format(bet.payout) })
            : outcome === 'LOST'
              ? T.statusLost
              : outcome === 'VOID'
                ? T.statusVoid
                : T.statusOpen;
      item.append(what, fate);
      list.append(item);
    }
    $('bets-empty').hidden = bets.length > 0;
  }

  const showBalance = () => {
    $('balance').textContent = format(balance);
  };

  async function call<V>(path: string, init?: RequestInit): Promise<{ ok: true; value: V } | { ok: false; message: string }> {
    try {
      const answer = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
      const body = (await answer.json()) as { success: boolean; value: V; message?: string };
      return body.success ? { ok: true, value: body.value } : { ok: false, message: body.message ?? S.error };
    } catch {
      return { ok: false, message: S.error };
    }
  }

  async function refreshMine() {
    if (!config.token) return;
    const [mine, wallet] = await Promise.all([
      call<{ bets: Bet[] }>(`${base}/bets?${query({ token: config.token })}`),
      call<{ balance: number }>(`${base}/balance?${query({ token: config.token })}`),
    ]);
    if (mine.ok) bets = mine.value.bets.filter((bet) => bet.gameCode === config.game);
    if (wallet.ok) balance = wallet.value.balance;
    showBets();
    showBalance();
    tick();
  }

  async function refreshRoad() {
    const answer = await call<{ results: Round[] }>(`${base}/results?${query({ game: config.game, limit: '48' })}`);
    if (answer.ok) road = answer.value.results;
    showRoad();
  }

  function onState(next: LineState) {
    offset = next.now - Date.now();
    state = next;
    const newest = next.results[0];
    if (newest && newestResult !== null && newest.roundId !== newestResult && newest.result) {
      // A fight just decided: the winner's animation, then the next fight's card.
      showing = { round: newest, until: now() + 6_000 };
      setWinner(newest.result.winner);
      $('status').textContent = fill(T.fightResult, { n: newest.detail.fightNo, result: T.result[newest.result.winner] });
      beep(newest.result.winner === 'draw' ? 520 : 880);
    }
    if (newest && newest.roundId !== newestResult) void refreshRoad();
    newestResult = newest?.roundId ?? newestResult;
    if (road.length === 0) road = next.results;
    showBoard();
    showRoad();
    tick();
    void refreshMine();
    // Tests and tools wait for the first state and the fight the pit shows (a stable hook, not a timing).
    document.body.dataset.ready = 'true';
    document.body.dataset.decided = newestResult ?? '';
  }

  async function place() {
    const round = bettingRound();
    if (!round || !side || !config.token || busy) return;
    busy = true;
    tick();
    const pick = side;
    const requestKey = `cf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const answer = await call<Bet & { balance?: number }>(`${base}/bets`, {
      method: 'POST',
      body: JSON.stringify({
        token: config.token,
        brand: config.brand,
        requestKey,
        stake: chip,
        legs: [{ game: config.game, roundId: round.roundId, pick: { side: pick } }],
      }),
    });
    busy = false;
    if (answer.ok) {
      if (typeof answer.value.balance === 'number') balance = answer.value.balance;
      $('status').textContent = fill(T.placed, { amount: format(chip), side: sideName(pick), odds: odds(answer.value.legs[0]!.odds) });
      beep(660);
      await refreshMine();
    } else {
      $('status').textContent = answer.message;
    }
    showBalance();
    tick();
  }

  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.cf-side'))) {
    button.addEventListener('click', () => {
      side = button.dataset.side as Pick;
      for (const other of Array.from(document.querySelectorAll<HTMLButtonElement>('.cf-side')))
        other.setAttribute('aria-pressed', String(other === button));
      tick();
    });
  }
  const chipButtons = Array.from(document.querySelectorAll<HTMLButtonElement>('.chip'));
  const choose = (button: HTMLButtonElement) => {
    chip = Number(button.dataset.chip);
    for (const other of chipButtons) {
      other.setAttribute('aria-checked', String(other === button));
      other.tabIndex = other === button ? 0 : -1;
    }
    tick();
  };
  chipButtons.forEach((button, index) => {
    button.addEventListener('click', () => choose(button));
    // A radio group: the arrow keys move the choice.
    button.addEventListener('keydown', (event: KeyboardEvent) => {
      const step =
        event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const next = chipButtons[(index + step + chipButtons.length) % chipButtons.length]!;
      choose(next);
      next.focus();
    });
  });
  $('place').addEventListener('click', () => void place());

  const soundButton = $<HTMLButtonElement>('sound');
  soundButton.addEventListener('click', () => {
    sound = !sound;
    soundButton.setAttribute('aria-pressed', String(sound));
    soundButton.classList.toggle('tool--on', sound);
    soundButton.querySelector('.tool__label')!.textContent = sound ? S.soundOn : S.soundOff;
  });

  const verifyLink = (round: Round) => {
    const mine = bets.find((bet) => bet.legs.some((leg) => leg.roundId === round.roundId));
    const leg = mine?.legs[0];
    const bet = leg ? { pick: leg.pickKey, stake: mine.stake, odds: leg.odds } : { pick: 'meron', stake: 10_000, odds: 19_000 };
    const params = new URLSearchParams({
      game: 'scheduled-cockfight',
      serverSeed: round.serverSeed ?? '',
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: '1',
      bet: JSON.stringify(bet),
    });
    return `${config.verifyUrl}?${params.toString()}`;
  };
  const fair = $<HTMLDialogElement>('fair');
  $('fair-open').addEventListener('click', () => {
    const round = bettingRound() ?? fightingRound();
    $('seed-hash').textContent = round?.serverSeedHash ?? '…';
    $('client-seed').textContent = round?.clientSeed ?? '…';
    const list = $('fair-results');
    list.replaceChildren();
    for (const decided of road.slice(0, 10)) {
      const item = document.createElement('li');
      const title = document.createElement('p');
      title.textContent = fill(T.fightResult, { n: decided.detail.fightNo, result: T.result[decided.result?.winner ?? 'draw'] });
      const seed = document.createElement('p');
      seed.className = 'mono muted';
      seed.textContent = `${S.revealed}: ${decided.serverSeed ?? ''}`;
      const link = document.createElement('a');
      link.className = 'fair__verify';
      link.href = verifyLink(decided);
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = T.verify;
      link.dataset.testid = 'cf-verify';
      item.append(title, seed, link);
      list.append(item);
    }
    fair.showModal();
  });
  $('fair-close').addEventListener('click', () => fair.close());

  showBalance();
  showBets();
  const feed = new EventSource(`${base}/feed?${query({ game: config.game })}`);
  feed.addEventListener('state', (event) => onState(JSON.parse((event as MessageEvent<string>).data) as LineState));
  setInterval(tick, 250);
}
