import { fairStream, type FairStream } from './fair-stream';

/**
 * The studio's sports and e-sports books (docs/studio.md, "Sports books"): every league is a line
 * of fixtures on the clock. A fixture's teams and prices are drawn from its round's first fair
 * stream (nonce 0) when the round is made, so they are public before the first bet; the match
 * itself (abandoned or its score, with the events a live page plays out) is drawn from the second
 * (nonce 1) when it is decided. Both are pure functions of the revealed seeds, so the verifier
 * replays a fixture exactly (replaySportsFixture).
 */

export const SPORTS = ['football', 'basketball', 'dota2', 'lol', 'mlbb', 'valorant'] as const;
export type Sport = (typeof SPORTS)[number];
export const ESPORTS: readonly Sport[] = ['dota2', 'lol', 'mlbb', 'valorant'];

/** Markets: home win, draw (football), away win, over and under the fixture's total line. */
export const SPORTS_MARKETS = ['1', 'X', '2', 'O', 'U'] as const;
export type SportsMarket = (typeof SPORTS_MARKETS)[number];

export interface SportsLeague {
  /** The catalogue entry's code ends with `_${key}`. */
  key: string;
  sport: Sport;
  name: string;
  /** A fixture every this many minutes. */
  everyMinutes: number;
  teams: readonly string[];
}

/** The demo leagues; each vendor lists those of its kind (sports or e-sports). */
export const SPORTS_LEAGUES: readonly SportsLeague[] = [
  {
    key: 'PFL',
    sport: 'football',
    name: 'Philippines Football League',
    everyMinutes: 4,
    teams: [
      'Kaya Iloilo',
      'Manila Digger',
      'Stallion Laguna',
      'Dynamic Herb Cebu',
      'Maharlika Taguig',
      'Loyola FC',
      'Davao Aguilas',
      'Mendiola 1991',
    ],
  },
  {
    key: 'ASL',
    sport: 'football',
    name: 'Asian Super League',
    everyMinutes: 5,
    teams: [
      'Tokyo Blue',
      'Seoul Tigers',
      'Bangkok Glass',
      'Hanoi Star',
      'Jakarta Garuda',
      'Kuala Lumpur Rovers',
      'Singapore Lions',
      'Manila Royals',
    ],
  },
  {
    key: 'PBL',
    sport: 'basketball',
    name: 'Pilipinas Basketball League',
    everyMinutes: 3,
    teams: [
      'Quezon Chargers',
      'Pampanga Giant Lanterns',
      'Batangas Blades',
      'Cebu Sharks',
      'Bacolod Masskara',
      'Zamboanga Valientes',
      'Pasig Pirates',
      'Bulacan Kuyas',
    ],
  },
  {
    key: 'ABC',
    sport: 'basketball',
    name: 'Asia Basketball Cup',
    everyMinutes: 5,
    teams: [
      'Taipei Kings',
      'Osaka Evessa',
      'Busan Sonics',
      'Beijing Ducks',
      'Jakarta Warriors',
      'Manila Aces',
      'Hong Kong Bay',
      'Saigon Heat',
    ],
  },
  {
    key: 'D2L',
    sport: 'dota2',
    name: 'Dota 2 SEA League',
    everyMinutes: 4,
    teams: ['Blacklist Intl', 'Talon Esports', 'Boom Esports', 'Geek Fam', 'Execration', 'Polaris', 'Neon Dota', 'Aurora SEA'],
  },
  {
    key: 'LOL',
    sport: 'lol',
    name: 'LoL Pacific Championship',
    everyMinutes: 5,
    teams: ['PSG Pacific', 'CTBC Flying', 'GAM Vietnam', 'Team Secret', 'Deep Cross', 'Frank Esports', 'SHG', 'West Point'],
  },
  {
    key: 'MPL',
    sport: 'mlbb',
    name: 'Mobile Legends Pro League',
    everyMinutes: 3,
    teams: ['Onic PH', 'Echo Titans', 'AP Bren', 'RSG Slate', 'Falcons AP', 'TNC Pro', 'Omega Esports', 'Smart Omega'],
  },
  {
    key: 'VCT',
    sport: 'valorant',
    name: 'Valorant Challengers',
    everyMinutes: 4,
    teams: [
      'Team Ph Valor',
      'Paper Rex Jr',
      'Bleed Esports',
      'Team Riot PH',
      'Boom Valorant',
      'Rex Regum',
      'Global Esports',
      'Talon Valorant',
    ],
  },
];

export const leagueOfKey = (key: string): SportsLeague | undefined => SPORTS_LEAGUES.find((league) => league.key === key);
/** The league a catalogue entry's code names by its last part (`ARENABET_PFL`), if any. */
export const leagueOfCode = (gameCode: string): SportsLeague | undefined => leagueOfKey(gameCode.slice(gameCode.lastIndexOf('_') + 1));
export const isEsport = (sport: Sport): boolean => ESPORTS.includes(sport);

/** Prices are decimal odds × 10,000, on a 0.01 grid, with the book's margin. */
export const SPORTS_ODDS_SCALE = 10_000;
/** The book's margin: a price is 1 / (chance × 1.06). */
export const SPORTS_MARGIN = 1.06;
/** The lowest decimal price a book takes a bet at (1.01): a bet its stake would price lower is refused (sports-book.ts). */
export const MIN_SPORTS_ODDS = 10_100;
/** The highest decimal price a book gives (50.00): a longer one is held there. */
export const MAX_SPORTS_ODDS = 500_000;
/** The chance a fixture is abandoned (its legs void). */
export const ABANDON_PERCENT = 3;

export interface SportsFixture {
  sport: Sport;
  league: string;
  home: string;
  away: string;
  /** The total line the over/under is on, in tenths (25 = 2.5 goals or maps). */
  totalTenths: number;
  prices: Partial<Record<SportsMarket, number>>;
  /** What the match is drawn from: expected goals or points × 100 (football, basketball), or the home side's map chance in percent. */
  model: { home: number; away: number };
}

/** A live page's event: at `at` (0–1 of the running time), the score became home–away (a map for e-sports). */
export interface SportsEvent {
  at: number;
  home: number;
  away: number;
}

export type SportsResult = { abandoned: true } | { abandoned: false; home: number; away: number; events: SportsEvent[] };

/** An opening price: the fair chance with the margin, on the grid (the fixture's drawn chances never reach the floor). */
const priceOf = (probability: number): number => {
  const odds = Math.floor(SPORTS_ODDS_SCALE / (probability * SPORTS_MARGIN) / 100) * 100;
  return Math.min(MAX_SPORTS_ODDS, Math.max(MIN_SPORTS_ODDS, odds));
};

function poisson(lambda: number, goals: number): number {
  let p = Math.exp(-lambda);
  for (let k = 1; k <= goals; k += 1) p *= lambda / k;
  return p;
}

/** The standard normal's distribution function (Abramowitz–Stegun 7.1.26). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

const BASKETBALL_SD = 11;
const MAX_GOALS = 10;

/** The fair chance of each market the fixture offers, from its model (what its prices are drawn from). */
export function fixtureChances(sport: Sport, model: SportsFixture['model']): Partial<Record<SportsMarket, number>> {
  if (sport === 'football') {
    let pHome = 0;
    let pDraw = 0;
    let pUnder = 0;
    for (let h = 0; h <= MAX_GOALS; h += 1)
      for (let a = 0; a <= MAX_GOALS; a += 1) {
        const p = poisson(model.home / 100, h) * poisson(model.away / 100, a);
        if (h > a) pHome += p;
        else if (h === a) pDraw += p;
        if (h + a <= 2) pUnder += p;
      }
    return { '1': pHome, X: pDraw, '2': 1 - pHome - pDraw, O: 1 - pUnder, U: pUnder };
  }
  if (sport === 'basketball') {
    const pHome = normalCdf((model.home - model.away) / 100 / (BASKETBALL_SD * Math.SQRT2));
    return { '1': pHome, '2': 1 - pHome, O: 0.5, U: 0.5 };
  }
  // E-sports: best of three maps; the home side wins a map with chance p.
  const p = model.home / 100;
  const pHome = p * p * (3 - 2 * p);
  const pThree = 2 * p * (1 - p);
  return { '1': pHome, '2': 1 - pHome, O: pThree, U: 1 - pThree };
}

const pricesOf = (chances: Partial<Record<SportsMarket, number>>): Partial<Record<SportsMarket, number>> =>
  Object.fromEntries(Object.entries(chances).map(([market, chance]) => [market, priceOf(chance)]));

/** Round n's fixture: two different teams of the league, their strengths and the opening prices. */
export function prepareFixture(league: SportsLeague, roundNo: number, stream: FairStream): SportsFixture {
  const count = league.teams.length;
  // Teams take turns by the round number (every pairing comes round), the sides drawn.
  const first = stream.nextInt(count);
  const second = (first + 1 + stream.nextInt(count - 1)) % count;
  const [home, away] = roundNo % 2 === 0 ? [first, second] : [second, first];
  const base = { sport: league.sport, league: league.name, home: league.teams[home]!, away: league.teams[away]! };
  let model: SportsFixture['model'];
  let totalTenths = 25;
  if (league.sport === 'football') {
    model = { home: 90 + stream.nextInt(11) * 10 + 25, away: 70 + stream.nextInt(11) * 10 };
  } else if (league.sport === 'basketball') {
    model = { home: 10_300 + stream.nextInt(21) * 100, away: 10_000 + stream.nextInt(21) * 100 };
    totalTenths = Math.floor((model.home + model.away) / 100) * 10 + 5;
  } else {
    const percent = 30 + stream.nextInt(41);
    model = { home: percent, away: 100 - percent };
  }
  return { ...base, totalTenths, model, prices: pricesOf(fixtureChances(league.sport, model)) };
}

function drawPoisson(stream: FairStream, lambda: number): number {
  const u = stream.nextFloat();
  let cumulative = 0;
  for (let k = 0; k < MAX_GOALS; k += 1) {
    cumulative += poisson(lambda, k);
    if (u < cumulative) return k;
  }
  return MAX_GOALS;
}

/** A standard normal draw (Box–Muller). */
function drawNormal(stream: FairStream): number {
  const u = 1 - stream.nextFloat();
  const v = stream.nextFloat();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The match: abandoned (ABANDON_PERCENT of fixtures), or its final score and how it came. */
export function playFixture(fixture: SportsFixture, stream: FairStream): SportsResult {
  if (stream.nextInt(100) < ABANDON_PERCENT) return { abandoned: true };
  if (fixture.sport === 'football') {
    const goals = [drawPoisson(stream, fixture.model.home / 100), drawPoisson(stream, fixture.model.away / 100)] as const;
    // Each goal at a minute of its own, in order: the live page's running score.
    const minutes = [
      ...Array.from({ length: goals[0] }, () => ({ side: 'home' as const, minute: 1 + stream.nextInt(90) })),
      ...Array.from({ length: goals[1] }, () => ({ side: 'away' as const, minute: 1 + stream.nextInt(90) })),
    ].sort((a, b) => a.minute - b.minute || (a.side === 'home' ? -1 : 1));
    let home = 0;
    let away = 0;
    const events = minutes.map((goal) => {
      if (goal.side === 'home') home += 1;
      else away += 1;
      return { at: goal.minute / 90, home, away };
    });
    return { abandoned: false, home: goals[0], away: goals[1], events };
  }
  if (fixture.sport === 'basketball') {
    let home = Math.max(60, Math.round(fixture.model.home / 100 + BASKETBALL_SD * drawNormal(stream)));
    let away = Math.max(60, Math.round(fixture.model.away / 100 + BASKETBALL_SD * drawNormal(stream)));
    // The four quarters' running score, then overtimes until someone leads.
    const events: SportsEvent[] = [1, 2, 3].map((quarter) => ({
      at: quarter / 4,
      home: Math.round((home * quarter) / 4),
      away: Math.round((away * quarter) / 4),
    }));
    while (home === away) {
      events.push({ at: 0.95, home, away });
      home += 3 + stream.nextInt(10);
      away += 3 + stream.nextInt(10);
    }
    events.push({ at: 1, home, away });
    return { abandoned: false, home, away, events };
  }
  let home = 0;
  let away = 0;
  const events: SportsEvent[] = [];
  while (home < 2 && away < 2) {
    if (stream.nextInt(100) < fixture.model.home) home += 1;
    else away += 1;
    events.push({ at: (events.length + 1) / 3, home, away });
  }
  // The last map ends the match: its event is the final whistle.
  events[events.length - 1]!.at = 1;
  return { abandoned: false, home, away, events };
}

/** A market's fate given the result: null when the fixture was abandoned (the leg is void). */
export function marketWins(fixture: SportsFixture, market: SportsMarket, result: SportsResult): boolean | null {
  if (result.abandoned) return null;
  const total = (result.home + result.away) * 10;
  switch (market) {
    case '1':
      return result.home > result.away;
    case 'X':
      return result.home === result.away;
    case '2':
      return result.away > result.home;
    case 'O':
      return total > fixture.totalTenths;
    case 'U':
      return total < fixture.totalTenths;
  }
}

/**
 * The verifier's replay of one fixture from its revealed seeds: the round's client seed is
 * `${line}#${roundNo}`, its fixture drawn at nonce 0 and its match at nonce 1.
 */
export function replaySportsFixture(
  serverSeed: string,
  clientSeed: string,
  league: SportsLeague,
): { fixture: SportsFixture; result: SportsResult } {
  const roundNo = Number(clientSeed.slice(clientSeed.lastIndexOf('#') + 1));
  if (!Number.isSafeInteger(roundNo)) throw new RangeError('the client seed ends with #<round number>');
  const fixture = prepareFixture(league, roundNo, fairStream(serverSeed, clientSeed, 0));
  return { fixture, result: playFixture(fixture, fairStream(serverSeed, clientSeed, 1)) };
}
