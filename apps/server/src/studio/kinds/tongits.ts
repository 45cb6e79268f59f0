import { playTongits, type TongitsBet, type TongitsResult } from '@panalo/contract/fair/studio-tongits';
import { defineKind, offeredBet } from './kind';
import { renderTongitsPage } from './tongits-page';
import type { TongitsTable } from './tongits-table';
import { tongitsTable } from './tongits-table';

/**
 * Tongits against two bots (Tongits Club's Tongits tables). A hand has many turns
 * (tongits/tongits-rules.ts, a card hand of card-hands/); the one-step round of the common round call plays a whole
 * hand by the auto-play rule.
 */
export const tongitsKind = defineKind<TongitsTable, TongitsBet, TongitsResult>({
  kind: 'tongits',
  table: (entry) => tongitsTable(entry),
  bet: (table, body) => ({ stake: offeredBet(body, 'stake', table.rooms) }),
  stake: (_table, bet) => bet.stake,
  play: (_table, stream, bet) => playTongits(stream, bet),
  fairBet: (_table, bet) => ({ ...bet }),
  page: renderTongitsPage,
});
