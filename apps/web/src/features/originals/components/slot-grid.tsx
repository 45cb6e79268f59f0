import { useTranslation } from 'react-i18next';
import type { SlotLineWin, SlotOutcome } from '@panalo/contract/fair/slot';
import { SLOT_PAYLINES, SLOT_REEL_STRIPS, type SlotSymbol } from '@panalo/contract/fair/slot-paytable';
import { slotSymbolImage } from '@panalo/contract/slot-art';

/** The reels at rest before the first spin: each strip's first three stops. */
export const RESTING_GRID: SlotSymbol[][] = SLOT_REEL_STRIPS.map((strip) => strip.slice(0, 3));

/** Which cells (reel:row) a win covers: the leftmost `count` cells of its payline. */
export function winningCells(lineWins: readonly SlotLineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) SLOT_PAYLINES[win.line]!.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  return cells;
}

/** A symbol as its art (the same as the studio's slots), named for screen readers. */
export function SymbolTile({ symbol, lit = false }: { symbol: SlotSymbol; lit?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`slot-tile slot-tile--${symbol.toLowerCase()}${lit ? ' slot-tile--lit' : ''}`} data-symbol={symbol}>
      <img className="slot-tile__art" src={slotSymbolImage(symbol)} alt={t(`originals.slot.symbols.${symbol}`)} draggable={false} />
    </span>
  );
}

/** The 5×3 window, reel by reel; cells on a winning line light up. */
export function SlotGrid({ outcome, spinning = false }: { outcome?: Pick<SlotOutcome, 'grid' | 'lineWins'>; spinning?: boolean }) {
  const { t } = useTranslation();
  const grid = outcome?.grid ?? RESTING_GRID;
  const lit = winningCells(outcome?.lineWins ?? []);
  return (
    <div
      className={`slot-grid${spinning ? ' slot-grid--spinning' : ''}`}
      role="grid"
      aria-label={t('originals.slot.reels')}
      data-testid="slot-grid"
    >
      {[0, 1, 2].map((row) => (
        <div role="row" key={row} className="slot-grid__row">
          {grid.map((reel, index) => (
            <span role="gridcell" key={index} className="slot-grid__cell">
              <SymbolTile symbol={reel[row]!} lit={lit.has(`${index}:${row}`)} />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The wins of a spin in words, one line each. */
export function SlotWins({ outcome }: { outcome: SlotOutcome }) {
  const { t } = useTranslation();
  if (outcome.lineWins.length === 0 && outcome.scatterPays === 0) return <p className="muted">{t('originals.slot.noWin')}</p>;
  return (
    <ul className="slot-wins" data-testid="slot-wins">
      {outcome.lineWins.map((win) => (
        <li key={win.line}>
          {t('originals.slot.lineWin', {
            line: win.line + 1,
            count: win.count,
            symbol: t(`originals.slot.symbols.${win.symbol}`),
            pays: win.pays,
          })}
        </li>
      ))}
      {outcome.scatterPays > 0 ? (
        <li>{t('originals.slot.scatterWin', { count: outcome.scatterCount, pays: outcome.scatterPays })}</li>
      ) : null}
    </ul>
  );
}
