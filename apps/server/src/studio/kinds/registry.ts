import type { StudioKind } from '@panalo/contract/studio';
import { bingoKind } from './bingo';
import { fishKind } from './fish';
import type { AnyKindRules } from './kind';
import { liveKind } from './live';
import { pusoyKind } from './pusoy';
import { slotKind } from './slot';
import { tongitsKind } from './tongits';
import { wheelKind } from './wheel';

/** Every studio game type's rules, by kind (contract STUDIO_KIND_NAMES). */
export const STUDIO_GAME_KINDS: Record<StudioKind, AnyKindRules> = {
  slot: slotKind,
  wheel: wheelKind,
  fish: fishKind,
  pusoy: pusoyKind,
  live: liveKind,
  bingo: bingoKind,
  tongits: tongitsKind,
};
