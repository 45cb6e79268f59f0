import { BACCARAT_RTP } from '@panalo/contract/fair/baccarat';
import { CRASH_RTP } from '@panalo/contract/fair/crash';
import { DICE_RTP } from '@panalo/contract/fair/dice';
import { MINES_RTP } from '@panalo/contract/fair/mines';
import { SLOT_RTP } from '@panalo/contract/fair/slot';
import type { CatalogueFile, CatalogueGame } from '@panalo/contract/games';
import { ORIGINALS_PAGE, ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { Db } from '../../db/executor';
import { importCatalogue, setVendorLaunchUrl } from '../games/catalogue-import';

const game = (gameCode: string, name: string, gameClassify: CatalogueGame['gameClassify'], rtp: number, minBet: number): CatalogueGame => ({
  vendor: ORIGINALS_VENDOR,
  gameCode,
  name,
  gameType: 'RNG',
  gameClassify,
  isLobby: false,
  minBet,
  minLineNum: gameCode === 'slot' ? 25 : 0,
  isHot: true,
  // Every built-in game offers a free trial: its demo plays in the browser with demo credits.
  supportPlay: 0,
  prizeMode: null,
  // Shown to two decimals, as the games' pages state them.
  rtp: Math.round(rtp * 10_000) / 100,
  sortOrder: 0,
});

/** The built-in provider's catalogue: five provably fair games, each with its exact RTP (docs/provably-fair.md). */
export const ORIGINALS_CATALOGUE: CatalogueFile = {
  vendors: [
    { code: ORIGINALS_VENDOR, name: 'Panalo Originals', gameType: 'RNG', gameClassify: null, launchMode: 'INPAGE', walletMode: 'seamless' },
  ],
  games: [
    game('slot', 'Panalo Fortune Reels', 'SC', SLOT_RTP, 25),
    game('crash', 'Panalo Crash', 'CR', CRASH_RTP, 100),
    game('dice', 'Panalo Dice', 'AC', DICE_RTP, 100),
    game('mines', 'Panalo Mines', 'AC', MINES_RTP, 100),
    game('baccarat', 'Panalo Baccarat', 'TG', BACCARAT_RTP.banker, 100),
  ].map((entry, index) => ({ ...entry, sortOrder: index })),
};

/** Has a brand offer the built-in games, playable on the site's own page. */
export async function offerOriginals(db: Db, merchantId: number, now: number): Promise<void> {
  await importCatalogue(db, merchantId, ORIGINALS_CATALOGUE, now);
  await setVendorLaunchUrl(db, ORIGINALS_VENDOR, ORIGINALS_PAGE);
}
