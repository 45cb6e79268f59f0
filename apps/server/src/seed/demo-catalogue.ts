import type { CatalogueFile, CatalogueGame, CatalogueVendor, GameClassify, GameType } from '@panalo/contract/games';
import { leagueOfKey } from '@panalo/contract/fair/studio-sports';
import { scheduledGameOf, studioPagePath, studioPlaysAll } from '@panalo/contract/studio';
import type { Executor } from '../db/executor';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';

/**
 * A realistic demo catalogue: many vendors across every lobby and a few thousand games with
 * varied names, bets, lines and hot flags. Generated from a fixed seed, so every demo database
 * has the same catalogue; the vendors are fictional (their icons are drawn by the server).
 */

interface VendorPlan {
  vendor: CatalogueVendor;
  /** Games to generate, or 0 for a vendor whose one entry opens its own lobby (sports books). */
  games: number;
  classifies: GameClassify[];
  prizeModes?: CatalogueGame['prizeMode'][];
  /** A lobby vendor's own games beside its lobby entry (a cockfight vendor's arenas), by name. */
  arenas?: string[];
  /** A lottery vendor's draws by name and prize mode (the studio's lottery plays them, docs/studio.md). */
  lotteries?: { name: string; prizeMode: NonNullable<CatalogueGame['prizeMode']> }[];
  /** A sports book's leagues (contract fair/studio-sports.ts keys): one entry each, besides its lobby card. */
  leagues?: string[];
}

const v = (code: string, name: string, gameType: GameType, extra: Partial<CatalogueVendor> = {}): CatalogueVendor => ({
  code,
  name,
  gameType,
  gameClassify: null,
  launchMode: 'POPUP',
  walletMode: 'seamless',
  ...extra,
});

const PLANS: VendorPlan[] = [
  { vendor: v('LUCKYREEL', 'Lucky Reel Studios', 'RNG'), games: 420, classifies: ['SC', 'SC', 'SC', 'JP'] },
  { vendor: v('GOLDPAGODA', 'Gold Pagoda Gaming', 'RNG'), games: 380, classifies: ['SC', 'SC', 'JP', 'MG'] },
  { vendor: v('ISLANDSPIN', 'Island Spin', 'RNG'), games: 300, classifies: ['SC', 'SC', 'VP'] },
  { vendor: v('NEONSLOT', 'Neon Slot Works', 'RNG'), games: 260, classifies: ['SC', 'JP', 'CR', 'AC'] },
  { vendor: v('BAYANIPLAY', 'Bayani Play', 'RNG'), games: 240, classifies: ['SC', 'MG', 'AC'] },
  { vendor: v('JEEPNEY', 'Jeepney Games', 'RNG'), games: 200, classifies: ['SC', 'SC', 'CR'] },
  { vendor: v('MAHARLIKA', 'Maharlika Slots', 'RNG'), games: 180, classifies: ['SC', 'JP'] },
  { vendor: v('BINGOBAY', 'Bingo Bay', 'RNG'), games: 40, classifies: ['BG'] },
  { vendor: v('SBXLIVE', 'Sandbox Live', 'LIVE', { walletMode: 'transfer', launchMode: 'INPAGE' }), games: 30, classifies: ['TG'] },
  { vendor: v('MANILALIVE', 'Manila Live Casino', 'LIVE'), games: 60, classifies: ['TG'] },
  { vendor: v('PEARLDEALER', 'Pearl Dealer Live', 'LIVE'), games: 45, classifies: ['TG'] },
  // The transfer-mode book: its leagues play at the studio from the member's wallet at the vendor.
  {
    vendor: v('SBXSPORT', 'Sandbox Sports', 'SPORTS', { walletMode: 'transfer', launchMode: 'INPAGE' }),
    games: 0,
    classifies: ['TG'],
    leagues: ['PFL', 'PBL'],
  },
  { vendor: v('ARENABET', 'Arena Sportsbook', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['PFL', 'ASL', 'PBL', 'ABC'] },
  { vendor: v('AV', 'AV E-sports', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['D2L', 'MPL'] },
  { vendor: v('IMES', 'IM E-sports', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['LOL', 'VCT', 'D2L'] },
  { vendor: v('IA', 'IA E-sports Arena', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['MPL', 'VCT'] },
  { vendor: v('AI', 'AI Esports', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['D2L', 'LOL'] },
  { vendor: v('TF', 'TF Gaming', 'SPORTS'), games: 0, classifies: ['TG'], leagues: ['D2L', 'LOL', 'MPL', 'VCT'] },
  // Cockfight vendors: the lobby entry (the vendor's card, its main arena) and a few arenas, each
  // running a fight every 3 minutes at the studio (docs/studio.md, "Cockfight").
  { vendor: v('SV3', 'SV388 Sabong', 'SPORTS'), games: 0, classifies: ['TG'], arenas: ['Main Arena', 'Derby Pit', 'Pintakasi Hall'] },
  { vendor: v('WS168', 'WS168 Sabong', 'SPORTS'), games: 0, classifies: ['TG'], arenas: ['Coliseum', 'Hackfight Ring', 'Sultada Pit'] },
  { vendor: v('DIG', 'DIG Cockfight', 'SPORTS'), games: 0, classifies: ['TG'], arenas: ['Gallera Uno', 'Gallera Dos', 'Bulakenyo Pit'] },
  {
    vendor: v('DS88', 'DS88 Sabong', 'SPORTS'),
    games: 0,
    classifies: ['TG'],
    arenas: ['Grand Derby', 'Bakbakan Ring', 'Hari ng Manok Pit'],
  },
  {
    vendor: v('WGB', 'WGB Cockfight', 'SPORTS'),
    games: 0,
    classifies: ['TG'],
    arenas: ['Sabungan Royale', 'Tarlac Pit', 'World Slasher Cup'],
  },
  { vendor: v('REEFFISH', 'Reef Fishing', 'FISH'), games: 36, classifies: ['AC'] },
  { vendor: v('OCEANHUNT', 'Ocean Hunt', 'FISH'), games: 24, classifies: ['AC'] },
  { vendor: v('TONGITS', 'Tongits Club', 'PVP'), games: 40, classifies: ['TG', 'MG'] },
  { vendor: v('PUSOY', 'Pusoy Masters', 'PVP'), games: 30, classifies: ['TG'] },
  {
    vendor: v('LOTTOPH', 'Lotto Pilipinas', 'LOTT'),
    games: 12,
    classifies: ['Lott'],
    lotteries: [
      // Vietnam lotteries: northern draws (LOTT, every 15 min in the demo) and southern ones (ZY, every 10 min).
      { name: 'Hà Nội Lô Đề', prizeMode: 'LOTT' },
      { name: 'Hải Phòng Lô Đề', prizeMode: 'LOTT' },
      { name: 'Nam Định Lô Đề', prizeMode: 'LOTT' },
      { name: 'Quảng Ninh Lô Đề', prizeMode: 'LOTT' },
      { name: 'TP.HCM Xổ Số', prizeMode: 'ZY' },
      { name: 'Đà Nẵng Xổ Số', prizeMode: 'ZY' },
      { name: 'Cần Thơ Xổ Số', prizeMode: 'ZY' },
      { name: 'Huế Xổ Số', prizeMode: 'ZY' },
      // The SEA lotteries (every 10 min).
      { name: 'Bangkok 2D/3D', prizeMode: 'SEA' },
      { name: 'Vientiane 2D/3D', prizeMode: 'SEA' },
      { name: 'Kuala Lumpur 2D/3D', prizeMode: 'SEA' },
      { name: 'Manila 2D/3D', prizeMode: 'SEA' },
    ],
  },
  {
    vendor: v('QUICKDRAW', 'Quick Draw E-lotto', 'ELOTT'),
    games: 6,
    classifies: ['Lott'],
    // E-lottery quick draws, every 3 minutes.
    lotteries: ['Speed Lô', 'Turbo Đề', 'Lucky 3 Minute', 'Express 2D', 'Lightning Draw', 'Mabilis na Bola'].map((name) => ({
      name,
      prizeMode: 'ELOTT' as const,
    })),
  },
];

const WORDS = {
  first: [
    'Golden',
    'Lucky',
    'Mega',
    'Royal',
    'Wild',
    'Fortune',
    'Dragon',
    'Jade',
    'Ruby',
    'Super',
    'Mystic',
    'Island',
    'Phoenix',
    'Tiger',
    'Crystal',
    'Sunny',
    'Thunder',
    'Magic',
    'Treasure',
    'Diamond',
    'Lotus',
    'Coconut',
    'Mango',
    'Fiesta',
    'Pearl',
    'Cosmic',
  ],
  second: [
    'Dragon',
    'Fortune',
    'Riches',
    'Spins',
    'Gems',
    'Empire',
    'Temple',
    'Bonanza',
    'Legends',
    'Kingdom',
    'Festival',
    'Reels',
    'Treasures',
    'Garden',
    'Voyage',
    'Quest',
    'Jackpot',
    'Blaze',
    'Rush',
    'Party',
    'Islands',
    'Nights',
    'Hunters',
    'Wishes',
  ],
  third: ['', '', '', ' Deluxe', ' Megaways', ' II', ' Gold', ' Express', ' Xtreme', ' Hold & Win', ' 1000', ' Classic'],
  table: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Color Game', 'Poker', 'Fan Tan', 'Andar Bahar'],
  fish: ['Fishing King', 'Ocean Hunter', 'Shark Bounty', 'Mermaid Hunt', 'Golden Toad', 'Deep Sea Catch'],
  cards: ['Tongits', 'Pusoy', 'Lucky 9', 'Pusoy Dos', 'Sabong Cards', 'Teen Patti', 'Rummy'],
  lotto: ['6/42 Lotto', '6/45 Mega', '6/49 Super', '6/55 Grand', '3D Swertres', '2D EZ2', '4D Lotto', 'Keno'],
};

/** A small deterministic generator (mulberry32): the same catalogue on every machine. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gameName(plan: VendorPlan, index: number, pick: <T>(list: readonly T[]) => T): string {
  switch (plan.vendor.gameType) {
    case 'LIVE':
      return `${pick(WORDS.table)} ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) || ''}`.trim();
    case 'FISH':
      return `${pick(WORDS.fish)} ${index + 1}`;
    case 'PVP':
      return `${pick(WORDS.cards)} Table ${index + 1}`;
    case 'LOTT':
    case 'ELOTT':
      return `${pick(WORDS.lotto)} ${index + 1}`;
    default:
      return `${pick(WORDS.first)} ${pick(WORDS.second)}${pick(WORDS.third)}`;
  }
}

/**
 * The demo catalogue; `scale` multiplies the game counts (the games bench loads about 10,000
 * games with a larger scale). Names repeat across vendors as they do in real catalogues.
 */
export function demoCatalogue(scale = 1): CatalogueFile {
  const random = randomSource(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // A vendor never lists two games of one name (a player could not tell them apart, nor could a
  // star's or a button's label): a name already taken is drawn again from a stream of its own, so
  // the main stream, and every other field of the catalogue, stays as it was.
  const redraw = randomSource(20261122);
  const pickAgain = <T>(list: readonly T[]): T => list[Math.floor(redraw() * list.length)]!;
  const games: CatalogueGame[] = [];
  for (const plan of PLANS) {
    const taken = new Set<string>();
    const uniqueName = (index: number) => {
      let name = gameName(plan, index, pick);
      for (let tries = 0; taken.has(name) && tries < 50; tries++) name = gameName(plan, index, pickAgain);
      taken.add(name);
      return name;
    };
    const { code, name, gameType } = plan.vendor;
    if (plan.games === 0) {
      games.push({ ...base(code, gameType, 'TG'), gameCode: `${code}_LOBBY`, name, isLobby: true, isHot: true });
      // Drawn from no random stream: the rest of the catalogue stays as it was.
      (plan.arenas ?? []).forEach((arena, index) =>
        games.push({
          ...base(code, gameType, 'TG'),
          gameCode: `${code}_A${String(index + 1).padStart(2, '0')}`,
          name: arena,
          minBet: 1_000,
          sortOrder: index + 1,
        }),
      );
      // A book's leagues, named from the studio's own list (no draw: the other vendors' data stay as they were).
      (plan.leagues ?? []).forEach((key, index) =>
        games.push({
          ...base(code, gameType, 'TG'),
          gameCode: `${code}_${key}`,
          name: leagueOfKey(key)!.name,
          minBet: 100,
          sortOrder: index + 1,
        }),
      );
      continue;
    }
    if (plan.lotteries) {
      games.push(...lotteryGames(plan, plan.lotteries, pick));
      continue;
    }
    const count = Math.max(1, Math.round(plan.games * scale));
    for (let index = 0; index < count; index++) {
      const classify = plan.classifies[index % plan.classifies.length]!;
      const slot = classify === 'SC' || classify === 'JP';
      games.push({
        ...base(code, gameType, classify),
        gameCode: `${code}_${String(index + 1).padStart(4, '0')}`,
        name: uniqueName(index),
        minBet: pick([10, 20, 50, 100, 100, 200, 500, 1000]),
        minLineNum: slot ? pick([1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]) : 0,
        isHot: random() < 0.04,
        // Fishing games, card rooms and the studio's live tables offer free play on every third game, without a draw,
        // so the other vendors' data stay as they were.
        // Crash games play the shared round, which takes no free-play bets: they offer none (the draw is still made).
        supportPlay:
          gameType === 'RNG' ? (random() < 0.3 && classify !== 'CR' ? 0 : 1) : offersFreePlayByTurn(plan) && index % 3 === 0 ? 0 : 1,
        prizeMode: plan.prizeModes ? pick(plan.prizeModes) : null,
        rtp: gameType === 'RNG' ? Math.round((94 + random() * 3) * 100) / 100 : gameType === 'FISH' ? 96 : null,
        sortOrder: index,
      });
    }
  }
  return { vendors: PLANS.map((plan) => plan.vendor), games };
}

/**
 * Vendors whose games offer free play on every third game: fishing, card rooms and the live tables
 * the studio deals (its pages play them for demo credits too).
 */
const offersFreePlayByTurn = (plan: VendorPlan) =>
  plan.vendor.gameType === 'FISH' ||
  plan.vendor.gameType === 'PVP' ||
  (plan.vendor.gameType === 'LIVE' && studioPlaysAll(plan.vendor.gameType, plan.classifies));

/** A lottery vendor's draws: the names and prize modes of its plan, whatever the scale (a draw is not a slot to multiply). */
function lotteryGames(
  plan: VendorPlan,
  lotteries: NonNullable<VendorPlan['lotteries']>,
  pick: <T>(list: readonly T[]) => T,
): CatalogueGame[] {
  const { code, gameType } = plan.vendor;
  return lotteries.map((lottery, index) => ({
    ...base(code, gameType, 'Lott'),
    gameCode: `${code}_${String(index + 1).padStart(4, '0')}`,
    name: lottery.name,
    minBet: pick([100, 200, 500, 1000]),
    isHot: index === 0,
    prizeMode: lottery.prizeMode,
    sortOrder: index,
  }));
}

function base(vendor: string, gameType: GameType, gameClassify: GameClassify): CatalogueGame {
  return {
    vendor,
    gameCode: '',
    name: '',
    gameType,
    gameClassify,
    isLobby: false,
    minBet: 0,
    minLineNum: 0,
    isHot: false,
    supportPlay: 1,
    prizeMode: null,
    rtp: null,
    sortOrder: 0,
  };
}

/**
 * Demo vendors whose every game the sandbox game studio plays (docs/studio.md: instant games and
 * live tables): their games open at the studio, which settles them through the seamless wallet API
 * like any outside vendor. One mapping, no per-vendor copies. A transfer-mode vendor among them
 * (Sandbox Live) plays from the member's wallet at the vendor, which the transfer relay fills
 * before its tables open and empties after (docs/studio.md, "A transfer-mode vendor").
 */
export const STUDIO_VENDORS: string[] = PLANS.filter((plan) => plan.games > 0 && studioPlaysAll(plan.vendor.gameType, plan.classifies)).map(
  (plan) => plan.vendor.code,
);

/** The studio vendors in transfer mode: their tables play from the member's wallet at the vendor. */
export const STUDIO_TRANSFER_VENDORS: string[] = PLANS.filter(
  (plan) => STUDIO_VENDORS.includes(plan.vendor.code) && plan.vendor.walletMode === 'transfer',
).map((plan) => plan.vendor.code);

/**
 * Demo vendors whose every entry is one of the studio's scheduled games (docs/studio.md,
 * "Scheduled rounds": the cockfight vendors' arenas, the lotteries' draws): their games open at the
 * studio too.
 */
export const SCHEDULED_STUDIO_VENDORS: string[] = PLANS.filter(
  (plan) =>
    plan.vendor.walletMode === 'seamless' &&
    !studioPlaysAll(plan.vendor.gameType, plan.classifies) &&
    plan.classifies.every(
      (gameClassify) => scheduledGameOf({ vassalage: plan.vendor.code, gameType: plan.vendor.gameType, gameClassify }) !== null,
    ),
).map((plan) => plan.vendor.code);

/**
 * Demo sports and e-sports books whose leagues the studio runs on its schedule (docs/studio.md,
 * "Sports books"). The transfer-mode one among them (Sandbox Sports) takes its bets from, and pays
 * them to, the member's wallet at the vendor (docs/studio.md, "A transfer-mode vendor").
 */
export const STUDIO_BOOK_VENDORS: string[] = PLANS.filter((plan) => (plan.leagues?.length ?? 0) > 0).map((plan) => plan.vendor.code);

/** The studio's page of a vendor: on this server (relative), or on the studio's own host when STUDIO_URL names one. */
export const studioLaunchUrl = (vendor: string, studioUrl = ''): string => `${studioUrl.replace(/\/+$/, '')}${studioPagePath(vendor)}`;

/** Points every demo vendor the studio plays at its page there. */
export async function setDemoLaunchPages(db: Executor, studioUrl = ''): Promise<void> {
  for (const vendor of [...STUDIO_VENDORS, ...SCHEDULED_STUDIO_VENDORS, ...STUDIO_BOOK_VENDORS])
    await setVendorLaunchUrl(db, vendor, studioLaunchUrl(vendor, studioUrl));
}
