import type { SportsText } from './sports-text';

/** A league tab of the book: its catalogue entry and what it plays. */
export interface SportsLeagueTab {
  game: string;
  key: string;
  name: string;
  sport: string;
}

/** What the sports book's script is given (as JSON in the page). */
export interface SportsClientConfig {
  vendor: string;
  brand: string | null;
  token: string | null;
  leagues: SportsLeagueTab[];
  selected: string;
  verifyUrl: string;
  balance: number;
  currency: string;
  locale: string;
  minBet: number;
  maxBet: number;
  maxLegs: number;
  /** The book's maths (contract fair/sports-book.ts): the slip prices each leg for its stake as the server will. */
  book: { depth: number; margin: number; minOdds: number; maxOdds: number };
  sports: SportsText;
}

/**
 * The sports book's script, sent as this function's source text: it must stand alone (no imports at
 * run time). It follows the chosen league's feed (fixtures with their countdowns and prices, the
 * running score of a match in play, the results; prices flash up or down as the book moves them),
 * keeps a bet slip (singles or a parlay, the stake, the potential return; a price that moved since it
 * was picked is shown and must be accepted, unless the slip accepts moves), places bets, and lists
 * the player's bets with their live cash-out offer and their results.
 */
export function sportsClient(config: SportsClientConfig): void {
  type Market = '1' | 'X' | '2' | 'O' | 'U';
  interface Fixture {
    sport: string;
    league: string;
    home: string;
    away: string;
    totalTenths: number;
    prices: Partial<Record<Market, number>>;
  }
  type Result = { abandoned: true } | { abandoned: false; home: number; away: number };
  interface Round {
    roundId: string;
    roundNo: number;
    closesAt: number;
    decidesAt: number;
    status: string;
    detail: Fixture;
    serverSeedHash: string;
    clientSeed: string;
    serverSeed?: string;
    result?: Result;
    inPlay?: { abandoned?: boolean; events?: { at: number; home: number; away: number }[] };
    /** The prices of the moment (moved by the book) while the fixture takes bets. */
    board?: {
      prices: Partial<Record<Market, number | null>>;
      book: Record<string, number>;
      /** Each market's chance on the public book: what a stake's price is drawn from. */
      chances: Partial<Record<Market, number>>;
    };
  }
  interface State {
    now: number;
    live: Round[];
    results: Round[];
  }
  /** A market on the public book: its chance (null before a board) and its price of the moment. */
  interface Quote {
    chance: number | null;
    price: number;
  }
  interface Leg {
    game: string;
    roundId: string;
    market: Market;
    /** The market as the player picked or last accepted it: the bet is refused if the book moved it, unless moves are accepted. */
    seen: Quote;
    /** The market of the moment, as the feed last said. */
    now: Quote;
    /** The book's own price for a stake (an ODDS_CHANGED answer: it counts the player's own money), for the market as it is now. */
    told: { stake: number; at: Quote; odds: number; accepted: boolean } | null;
    closesAt: number;
    fixture: Fixture;
  }
  interface BetLeg {
    roundId: string;
    pick: { market: Market; home: string; away: string; league: string; totalTenths: number };
    odds: number;
    outcome: string | null;
  }
  interface Bet {
    betId: string;
    stake: number;
    payout: number;
    status: string;
    outcome: string | null;
    createdAt: number;
    legs: BetLeg[];
    /** The cash-out offer of the moment (null: none now). */
    cashOut?: number | null;
  }

  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const S = config.sports;
  const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const format = (minor: number) => money.format(minor / 10 ** digits);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
  const ODDS = 10_000;
  const oddsText = (odds: number) => (odds / ODDS).toFixed(2);
  const lineText = (tenths: number) => (tenths / 10).toFixed(1);
  const marketName = (market: Market, fixture: { home: string; away: string; totalTenths: number }) =>
    ({
      '1': fixture.home,
      X: S.draw,
      '2': fixture.away,
      O: fill(S.over, { line: lineText(fixture.totalTenths) }),
      U: fill(S.under, { line: lineText(fixture.totalTenths) }),
    })[market];

  /**
   * The price a stake takes on a market of this chance, its own stake included, exactly as the server
   * prices it (contract sportsPrice): null when it would fall under the lowest price.
   */
  const stakePrice = (chance: number, stake: number): number | null => {
    const payout = config.book.depth * Math.log1p(Math.expm1(stake / config.book.margin / config.book.depth) / chance);
    const odds = Math.floor((payout * 100) / stake) * 100;
    return odds < config.book.minOdds ? null : Math.min(config.book.maxOdds, odds);
  };
  const priceFor = (quote: Quote, stake: number) =>
    quote.chance === null || stake <= 0 ? quote.price : (stakePrice(quote.chance, stake) ?? quote.price);
  /** The price a leg takes at this stake now, and the one the player saw (picked or accepted) for it. */
  const told = (leg: Leg, stake: number) => (leg.told && leg.told.stake === stake && leg.told.at === leg.now ? leg.told : null);
  const currentOf = (leg: Leg, stake: number) => told(leg, stake)?.odds ?? priceFor(leg.now, stake);
  const oddsOf = (leg: Leg, stake: number) => {
    const answer = told(leg, stake);
    return answer?.accepted ? answer.odds : priceFor(leg.seen, stake);
  };
  const quoteOf = (round: Round, market: Market, price: number): Quote => ({ chance: round.board?.chances[market] ?? null, price });
  /** The price of the moment; null when the book takes no bet on the market now (pushed past its lowest price). */
  const priceNow = (round: Round, market: Market): number | null =>
    round.board ? (round.board.prices[market] ?? null) : round.detail.prices[market]!;
  /** Each price last shown, and which moved lately (up or down; flashed once when it lands). */
  const shown = new Map<string, number | null>();
  const moves = new Map<string, { up: boolean; at: number; flashed: boolean }>();
  const MOVE_SHOWN_MS = 5_000;

  let balance = config.balance;
  let selected = config.selected;
  let state: State | null = null;
  /** Server time minus this page's clock: countdowns follow the server's clock. */
  let skew = 0;
  let slip: Leg[] = [];
  let mode: 'single' | 'parlay' = 'single';
  let bets: Bet[] = [];
  let placing = false;
  let feed: EventSource | null = null;
  const serverNow = () => Date.now() + skew;
  const status = $('status');
  const say = (text: string) => (status.textContent = text);

  async function call(path: string, body: unknown, method = 'POST'): Promise<Record<string, unknown>> {
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
    try {
      const response = await fetch(`/studio/${config.vendor}/${path}${query}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        credentials: 'omit',
      });
      return (await response.json()) as Record<string, unknown>;
    } catch {
      return { success: false, message: '…' };
    }
  }
  const brandPart: Record<string, string> = config.brand ? { brand: config.brand } : {};

  // ---- balance ------------------------------------------------------------------------------
  const showBalance = () => ($('balance').textContent = format(balance));

  // ---- leagues and the feed -------------------------------------------------------------------
  function chooseLeague(game: string) {
    selected = game;
    $('book-title').textContent = config.leagues.find((league) => league.game === game)?.name ?? '';
    for (const tab of Array.from(document.querySelectorAll<HTMLButtonElement>('.league')))
      tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
    state = null;
    renderFixtures();
    follow();
  }
  for (const tab of Array.from(document.querySelectorAll<HTMLButtonElement>('.league')))
    tab.addEventListener('click', () => chooseLeague(tab.dataset.game!));

  function take(next: State) {
    const moved = new Set<string>();
    for (const round of next.live)
      for (const market of Object.keys(round.detail.prices) as Market[]) {
        const key = `${round.roundId}:${market}`;
        const price = priceNow(round, market);
        const before = shown.get(key);
        if (before !== undefined && before !== price) {
          moved.add(key);
          if (before !== null && price !== null) moves.set(key, { up: price > before, at: Date.now(), flashed: false });
        }
        shown.set(key, price);
      }
    // A leg follows the board only when its market moved: the price the book quoted for the slip's
    // stake (a big stake takes the price it moves to) stays until then.
    for (const leg of slip) {
      const round = next.live.find((one) => one.roundId === leg.roundId);
      const price = round ? priceNow(round, leg.market) : null;
      if (round && price !== null && moved.has(`${leg.roundId}:${leg.market}`)) leg.now = quoteOf(round, leg.market, price);
    }
    state = next;
    skew = next.now - Date.now();
    renderFixtures();
    renderSlip();
    void loadBets();
  }
  /** The chosen league's feed: a new state whenever its fixtures, bets or results change. */
  function follow() {
    feed?.close();
    const query = new URLSearchParams({ game: selected, ...brandPart });
    if (typeof EventSource === 'undefined') {
      void call('schedule', Object.fromEntries(query), 'GET').then((answer) => answer.success && take(answer.value as State));
      return;
    }
    feed = new EventSource(`/studio/${config.vendor}/feed?${query.toString()}`);
    feed.addEventListener('state', (event) => take(JSON.parse((event as MessageEvent<string>).data) as State));
  }

  // ---- fixtures -------------------------------------------------------------------------------
  const clock = (ms: number) => {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };

  /** A match in play: the score so far (its events up to now) and how far it has come. */
  function playing(round: Round, now: number): string {
    if (round.inPlay?.abandoned) return `<span class="score__note">${S.abandoned}</span>`;
    const events = (round.inPlay?.events ?? []).filter((event) => event.at <= now);
    const last = events[events.length - 1];
    const share = Math.min(1, (now - round.closesAt) / (round.decidesAt - round.closesAt));
    const sport = round.detail.sport;
    const when =
      sport === 'football'
        ? fill(S.minute, { minute: Math.max(1, Math.ceil(share * 90)) })
        : sport === 'basketball'
          ? fill(S.quarter, { quarter: Math.min(4, 1 + Math.floor(share * 4)) })
          : fill(S.map, { map: Math.min(3, 1 + events.length) });
    return `<b class="score__value" data-testid="fixture-score">${last?.home ?? 0} – ${last?.away ?? 0}</b><span class="score__note">${when}</span>`;
  }

  function priceButtons(round: Round): string {
    const markets = (['1', 'X', '2', 'O', 'U'] as Market[]).filter((market) => round.detail.prices[market] !== undefined);
    return markets
      .map((market) => {
        const odds = priceNow(round, market);
        const chosen = slip.some((leg) => leg.roundId === round.roundId && leg.market === market);
        const name = marketName(market, round.detail);
        const short = market === 'O' || market === 'U' ? name : market;
        if (odds === null)
          return `<button type="button" class="price${market === 'O' || market === 'U' ? ' price--total' : ''}" data-round="${round.roundId}" data-market="${market}" data-testid="price-${market}" disabled aria-label="${escape(`${name}: ${S.notTaking}`)}"><span class="price__name">${escape(short)}</span><b>—</b></button>`;
        const move = moves.get(`${round.roundId}:${market}`);
        const recent = move && Date.now() - move.at < MOVE_SHOWN_MS ? move : null;
        const flash = recent && !recent.flashed ? ' price--moved' : '';
        if (recent) recent.flashed = true;
        const moveClass = recent ? ` price--${recent.up ? 'up' : 'down'}${flash}` : '';
        const moveText = recent ? ` (${recent.up ? S.priceUp : S.priceDown})` : '';
        return `<button type="button" class="price${market === 'O' || market === 'U' ? ' price--total' : ''}${moveClass}" data-round="${round.roundId}" data-market="${market}" data-testid="price-${market}" data-move="${recent ? (recent.up ? 'up' : 'down') : ''}" aria-pressed="${chosen}" aria-label="${escape(`${name} ${oddsText(odds)}${moveText}`)}"><span class="price__name">${escape(short)}</span><b>${oddsText(odds)}</b></button>`;
      })
      .join('');
  }

  function renderFixtures() {
    const list = $('fixtures');
    const results = $('results');
    if (!state) {
      list.innerHTML = `<li class="muted" aria-busy="true">${S.loading}</li>`;
      results.innerHTML = '';
      return;
    }
    const now = serverNow();
    const rounds = [...state.live].sort((a, b) => a.closesAt - b.closesAt);
    // A new state redraws the list: the price in focus keeps the focus.
    const focused =
      document.activeElement instanceof HTMLElement && document.activeElement.classList.contains('price') ? document.activeElement : null;
    const refocus = focused ? `.price[data-round="${focused.dataset.round}"][data-market="${focused.dataset.market}"]` : null;
    list.innerHTML =
      rounds
        .map((round) => {
          const open = now < round.closesAt && round.status === 'OPEN';
          const teams = `<p class="teams"><span>${escape(round.detail.home)}</span><span class="vs">v</span><span>${escape(round.detail.away)}</span></p>`;
          const head = open
            ? `<span class="countdown" data-closes="${round.closesAt}">${fill(S.startsIn, { time: clock(round.closesAt - now) })}</span>`
            : `<span class="badge badge--live"><i aria-hidden="true"></i>${S.live}</span>`;
          const body = open
            ? `<div class="prices">${priceButtons(round)}</div>`
            : `<p class="score" data-round="${round.roundId}">${playing(round, now)}</p>`;
          return `<li class="fixture${open ? '' : ' fixture--live'}" data-testid="sports-fixture" data-round-id="${round.roundId}" data-state="${open ? 'open' : 'live'}"><div class="fixture__head">${head}<span class="muted">#${round.roundNo}</span></div>${teams}${body}</li>`;
        })
        .join('') || `<li class="muted">${S.noFixtures}</li>`;
    if (refocus) list.querySelector<HTMLElement>(refocus)?.focus();
    results.innerHTML = state.results
      .map((round) => {
        const result = round.result;
        const score = !result || result.abandoned ? S.abandoned : `${result.home} – ${result.away}`;
        const league = config.leagues.find((one) => one.game === selected);
        // The verifier replays the fixture and the match from the revealed seed (a home win of 10 as the sample bet).
        const verify = new URLSearchParams({
          game: 'scheduled-sports',
          serverSeed: round.serverSeed ?? '',
          serverSeedHash: round.serverSeedHash,
          clientSeed: round.clientSeed,
          nonce: '1',
          bet: JSON.stringify({ league: league?.key ?? '', market: '1', stake: 1_000 }),
        });
        return `<li class="result" data-testid="sports-result" data-round-id="${round.roundId}"><span class="result__teams">${escape(round.detail.home)} v ${escape(round.detail.away)}</span><b class="result__score">${score}</b><a class="result__verify" data-testid="sports-verify" href="${config.verifyUrl}?${escape(verify.toString())}" target="_blank" rel="noopener">${S.verify}</a></li>`;
      })
      .join('');
  }
  $('fixtures').addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.price');
    if (!button || !state) return;
    const round = state.live.find((one) => one.roundId === button.dataset.round);
    if (!round) return;
    const market = button.dataset.market as Market;
    const price = priceNow(round, market);
    if (price === null) return;
    const already = slip.findIndex((leg) => leg.roundId === round.roundId);
    const same = already >= 0 && slip[already]!.market === market;
    // One pick per fixture: a second price of the same fixture takes the first one's place.
    if (already >= 0) slip.splice(already, 1);
    if (!same && slip.length < config.maxLegs)
      slip.push({
        game: selected,
        roundId: round.roundId,
        market,
        seen: quoteOf(round, market, price),
        now: quoteOf(round, market, price),
        told: null,
        closesAt: round.closesAt,
        fixture: round.detail,
      });
    if (slip.length >= 2 && !same && already < 0) mode = 'parlay';
    if (slip.length < 2) mode = 'single';
    renderFixtures();
    renderSlip();
  });

  // ---- the slip -------------------------------------------------------------------------------
  const stakeInput = $<HTMLInputElement>('stake');
  const stakeMinor = () => Math.round(Number(stakeInput.value || '0') * 10 ** digits);
  const totalOdds = () => slip.reduce((product, leg) => product * (oddsOf(leg, stakeMinor()) / ODDS), 1);
  const acceptSelect = $<HTMLSelectElement>('accept-odds');
  /** A moved price the slip's option does not take: the player accepts it first. */
  const needsAccept = () =>
    slip.some((leg) => {
      const [odds, current] = [oddsOf(leg, stakeMinor()), currentOf(leg, stakeMinor())];
      return current !== odds && !(acceptSelect.value === 'any' || (acceptSelect.value === 'higher' && current > odds));
    });
  acceptSelect.addEventListener('change', () => renderSlip());
  function renderSlip() {
    const now = serverNow();
    $('slip-count').textContent = String(slip.length);
    $('slip-legs').innerHTML =
      slip
        .map((leg, index) => {
          const name = marketName(leg.market, leg.fixture);
          const closed = now >= leg.closesAt;
          const [odds, current] = [oddsOf(leg, stakeMinor()), currentOf(leg, stakeMinor())];
          const changed = current !== odds;
          const was = changed
            ? `<p class="slip-leg__was slip-leg__was--${current > odds ? 'up' : 'down'}" data-testid="slip-leg-changed">${fill(S.priceChanged, { from: oddsText(odds), to: oddsText(current) })}</p>`
            : '';
          return `<li class="slip-leg${closed ? ' slip-leg--closed' : ''}${changed ? ' slip-leg--changed' : ''}" data-testid="slip-leg"><div><p class="slip-leg__pick">${escape(name)} <b>${oddsText(odds)}</b></p>${was}<p class="muted">${escape(leg.fixture.home)} v ${escape(leg.fixture.away)} · ${escape(leg.fixture.league)}</p></div><button type="button" class="remove" data-index="${index}" aria-label="${escape(fill(S.remove, { name }))}">×</button></li>`;
        })
        .join('') || `<li class="muted">${S.emptySlip}</li>`;
    for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.mode')))
      button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
    ($('mode-parlay') as HTMLButtonElement).disabled = slip.length < 2;
    const stake = stakeMinor();
    const potential =
      mode === 'parlay'
        ? Math.floor(stake * totalOdds())
        : slip.reduce((sum, leg) => sum + Math.floor((stake * oddsOf(leg, stake)) / ODDS), 0);
    $('slip-odds').textContent = mode === 'parlay' && slip.length > 1 ? totalOdds().toFixed(2) : '—';
    $('slip-return').textContent = format(potential);
    $('stake-label').textContent = mode === 'single' && slip.length > 1 ? S.stakeEach : S.stake;
    const place = $<HTMLButtonElement>('place');
    place.textContent = placing
      ? S.placing
      : needsAccept()
        ? S.acceptPrices
        : mode === 'single' && slip.length > 1
          ? fill(S.placeBets, { count: slip.length })
          : S.placeBet;
    place.dataset.accept = String(needsAccept());
    place.disabled = placing || slip.length === 0 || !config.token || stake < config.minBet || stake > config.maxBet;
    $('slip-open').textContent = fill(S.slipCount, { count: slip.length });
  }
  $('slip-legs').addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.remove');
    if (!button) return;
    slip.splice(Number(button.dataset.index), 1);
    if (slip.length < 2) mode = 'single';
    renderSlip();
    renderFixtures();
  });
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.mode')))
    button.addEventListener('click', () => {
      mode = button.dataset.mode as 'single' | 'parlay';
      renderSlip();
    });
  stakeInput.addEventListener('input', renderSlip);
  $('clear').addEventListener('click', () => {
    slip = [];
    mode = 'single';
    renderSlip();
    renderFixtures();
  });

  const requestKey = () => `sb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  async function place() {
    if (placing || !config.token || slip.length === 0) return;
    // A moved price is taken only once the player has seen it and accepted.
    if (needsAccept()) {
      for (const leg of slip) {
        const answer = told(leg, stakeMinor());
        if (answer) answer.accepted = true;
        leg.seen = leg.now;
      }
      renderSlip();
      return;
    }
    if (slip.some((leg) => serverNow() >= leg.closesAt)) {
      say(S.betClosed);
      return;
    }
    placing = true;
    renderSlip();
    const stake = stakeMinor();
    const groups = mode === 'parlay' ? [slip] : slip.map((leg) => [leg]);
    let failed: string | null = null;
    const placedRounds = new Set<string>();
    for (const legs of groups) {
      const answer = await call('bets', {
        token: config.token,
        ...brandPart,
        requestKey: requestKey(),
        stake,
        legs: legs.map((leg) => ({ game: leg.game, roundId: leg.roundId, pick: { market: leg.market }, odds: oddsOf(leg, stake) })),
        acceptOdds: acceptSelect.value,
      });
      if (!answer.success) {
        failed = String(answer.message ?? answer.code ?? '');
        if (answer.code === 'ODDS_CHANGED')
          for (const moved of (answer.odds ?? []) as { roundId: string; odds: number }[]) {
            const leg = slip.find((one) => one.roundId === moved.roundId);
            if (leg) leg.told = { stake, at: leg.now, odds: moved.odds, accepted: false };
          }
        break;
      }
      const value = answer.value as { balance?: number };
      if (typeof value.balance === 'number') balance = value.balance;
      for (const leg of legs) placedRounds.add(leg.roundId);
    }
    placing = false;
    slip = slip.filter((leg) => !placedRounds.has(leg.roundId));
    if (slip.length < 2) mode = 'single';
    showBalance();
    renderSlip();
    renderFixtures();
    say(failed ?? S.placed);
    if (!failed) document.body.classList.remove('slip-shown');
    await loadBets();
  }
  $('place').addEventListener('click', () => void place());

  // The phone's slip is a bottom sheet: its button opens it, Escape and its close button shut it.
  const sheet = $('slip');
  $('slip-open').addEventListener('click', () => {
    document.body.classList.add('slip-shown');
    sheet.focus();
  });
  $('slip-close').addEventListener('click', () => {
    document.body.classList.remove('slip-shown');
    $('slip-open').focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.body.classList.contains('slip-shown')) document.body.classList.remove('slip-shown');
  });

  // ---- my bets --------------------------------------------------------------------------------
  let loadingBets = false;
  async function loadBets() {
    if (!config.token || loadingBets) return;
    loadingBets = true;
    const answer = await call('bets', { token: config.token, ...brandPart }, 'GET');
    loadingBets = false;
    if (!answer.success) return;
    const value = answer.value as { bets: Bet[]; balance: number | null };
    bets = value.bets;
    if (typeof value.balance === 'number') balance = value.balance;
    showBalance();
    renderBets();
  }
  const outcomeName = (bet: Bet) =>
    bet.outcome === 'CASHED_OUT'
      ? S.cashedOut
      : bet.outcome === 'WON'
        ? S.won
        : bet.outcome === 'LOST'
          ? S.lost
          : bet.outcome === 'VOID'
            ? S.refunded
            : S.running;
  const legOutcome = (outcome: string | null) =>
    outcome === 'WON' ? S.won : outcome === 'LOST' ? S.lost : outcome === 'VOID' ? S.void : '';
  function renderBets() {
    const now = serverNow();
    const open = bets.filter((bet) => bet.status === 'PLACED');
    const settled = bets.filter((bet) => bet.status === 'SETTLING' || bet.status === 'PAID');
    const betItem = (bet: Bet) => {
      const odds = bet.legs.reduce((product, leg) => product * (leg.odds / ODDS), 1);
      const legs = bet.legs
        .map(
          (leg) =>
            `<li class="bet-leg" data-outcome="${leg.outcome ?? ''}"><span>${escape(marketName(leg.pick.market, leg.pick))} <b>${oddsText(leg.odds)}</b></span><span class="muted">${escape(leg.pick.home)} v ${escape(leg.pick.away)}</span>${leg.outcome ? `<span class="tag tag--${leg.outcome.toLowerCase()}">${legOutcome(leg.outcome)}</span>` : ''}</li>`,
        )
        .join('');
      const kind = bet.legs.length > 1 ? `${S.parlay} · ${fill(S.legs, { count: bet.legs.length })}` : S.single;
      // The cash-out offer of the moment (the server prices it from the books); gone once a fixture of the bet kicks off.
      const startsAt = Math.min(...bet.legs.map((leg) => state?.live.find((round) => round.roundId === leg.roundId)?.closesAt ?? Infinity));
      const offer = bet.cashOut;
      const cashable = bet.status === 'PLACED' && typeof offer === 'number' && (startsAt === Infinity || now < startsAt);
      const cashOut = cashable
        ? `<button type="button" class="tool cash-out" data-bet="${bet.betId}" data-offer="${offer}" data-testid="sports-cash-out">${fill(S.cashOut, { amount: format(offer) })}</button>`
        : '';
      const foot =
        bet.status === 'PLACED'
          ? `<span>${S.potentialReturn}: <b>${format(Math.floor(bet.stake * odds))}</b></span>${cashOut}`
          : `<span class="tag tag--${(bet.outcome ?? '').toLowerCase()}">${outcomeName(bet)}</span><span data-testid="sports-bet-payout">${fill(S.paid, { amount: format(bet.payout) })}</span>`;
      return `<li class="bet" data-testid="sports-bet" data-bet-id="${bet.betId}" data-status="${bet.status}" data-outcome="${bet.outcome ?? ''}"><p class="bet__head"><b>${kind}</b><span>${S.stake}: ${format(bet.stake)}</span></p><ul class="bet__legs">${legs}</ul><p class="bet__foot">${foot}</p></li>`;
    };
    $('open-bets').innerHTML = open.map(betItem).join('') || `<li class="muted">${S.noBets}</li>`;
    $('settled-bets').innerHTML = settled.map(betItem).join('') || `<li class="muted">${S.noBets}</li>`;
    document.body.dataset.settled = String(settled.length);
    document.body.dataset.open = String(open.length);
  }
  $('my-bets').addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.cash-out');
    if (!button) return;
    button.disabled = true;
    const offer = Number(button.dataset.offer);
    void call(`bets/${button.dataset.bet}/cash-out`, { token: config.token, ...brandPart, offer }).then(async (answer) => {
      const changed = answer.code === 'CASH_OUT_CHANGED' && typeof answer.offer === 'number';
      say(
        answer.success
          ? S.cashedOut
          : changed
            ? fill(S.cashOutChanged, { amount: format(answer.offer as number) })
            : String(answer.message ?? answer.code ?? ''),
      );
      await loadBets();
    });
  });

  // Countdowns and running scores move every second between the feed's states.
  setInterval(() => {
    const now = serverNow();
    let started = false;
    for (const countdown of Array.from(document.querySelectorAll<HTMLElement>('.countdown'))) {
      const closes = Number(countdown.dataset.closes);
      started ||= now >= closes;
      countdown.textContent = fill(S.startsIn, { time: clock(closes - now) });
    }
    if (started) renderFixtures();
    for (const score of Array.from(document.querySelectorAll<HTMLElement>('.score'))) {
      const round = state?.live.find((one) => one.roundId === score.dataset.round);
      if (round) score.innerHTML = playing(round, now);
    }
  }, 1000);

  showBalance();
  renderSlip();
  renderFixtures();
  follow();
  void loadBets().finally(() => (document.body.dataset.ready = 'true'));
  if (!config.token) document.body.dataset.ready = 'true';
}
