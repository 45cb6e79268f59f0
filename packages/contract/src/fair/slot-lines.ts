import { SLOT_LINE_PAYS, type SlotLinePays, type SlotSymbol } from './slot-paytable';

/**
 * The line rule, shared by the game (slot.ts) and the exact odds (slot-odds.ts): the line's symbol
 * is its first symbol that is not WILD, and the win is the run from the leftmost reel of that
 * symbol or WILD. A line of wilds alone counts as CROWN; a line led by SCATTER pays nothing. The
 * studio's slots (studio-slot.ts) read the same rule with their own paytable.
 */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
  linePays: SlotLinePays = SLOT_LINE_PAYS,
): { symbol: SlotSymbol; count: number; pays: number } | null {
  const base = symbols.find((symbol) => symbol !== 'WILD') ?? 'CROWN';
  if (base === 'SCATTER') return null;
  let count = 0;
  while (count < symbols.length && (symbols[count] === base || symbols[count] === 'WILD')) count += 1;
  if (count < 3) return null;
  return { symbol: base, count, pays: linePays[base][count - 3]! };
}
