import { BACCARAT_RTP } from '@panalo/contract/fair/baccarat';
import { CRASH_RTP } from '@panalo/contract/fair/crash';
import { DICE_RTP } from '@panalo/contract/fair/dice';
import { MINES_RTP } from '@panalo/contract/fair/mines';
import { SLOT_RTP } from '@panalo/contract/fair/slot';
import { ORIGINALS_GAMES, type OriginalsGame } from '@panalo/contract/originals';

/** The built-in games by their codes, with the stated return to player (docs/provably-fair.md). */
export const isOriginalsGame = (code: string | null | undefined): code is OriginalsGame => ORIGINALS_GAMES.includes(code as OriginalsGame);

/** "96.27%": a share as a percentage with two decimals. */
export const percent = (share: number): string => `${(share * 100).toFixed(2)}%`;

/** The stated RTP of each game; baccarat states one per bet. */
export function statedRtp(game: OriginalsGame): string {
  switch (game) {
    case 'slot':
      return percent(SLOT_RTP);
    case 'crash':
      return percent(CRASH_RTP);
    case 'dice':
      return percent(DICE_RTP);
    case 'mines':
      return percent(MINES_RTP);
    case 'baccarat':
      return `Banker ${percent(BACCARAT_RTP.banker)} · Player ${percent(BACCARAT_RTP.player)} · Tie ${percent(BACCARAT_RTP.tie)}`;
  }
}

/** "2.00×": a multiplier for display. */
export const times = (multiplier: number): string => `${multiplier.toFixed(2)}×`;
