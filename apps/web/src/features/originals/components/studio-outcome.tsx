import { useTranslation } from 'react-i18next';
import type { StudioFairOutcome } from '@panalo/contract/fair/verify-round';
import type { SlotSymbol } from '@panalo/contract/fair/slot-paytable';
import { SlotGrid } from './slot-grid';

/**
 * A replayed studio round's picture where the game type has one (the slot's window, the wheel's
 * segment); every type shows its payout and full outcome beside it (OutcomeView).
 */
export function StudioOutcome({ outcome }: { outcome: StudioFairOutcome }) {
  const { t } = useTranslation();
  const figures = outcome.outcome as Record<string, unknown>;
  if (outcome.game === 'studio-slot') {
    const spin = figures.spin as { grid: SlotSymbol[][] };
    const freeSpins = (figures.freeSpins as unknown[]).length;
    const bonus = figures.bonus as { prize: number } | null;
    return (
      <>
        {/* Studio paylines run past the built-in 25, so the window is shown without line marks. */}
        <SlotGrid outcome={{ grid: spin.grid, lineWins: [] }} />
        <p className="muted" data-testid="verify-studio-summary">
          {t('verify.studio.slotSummary', { freeSpins, bonus: bonus ? `×${bonus.prize}` : '—' })}
        </p>
      </>
    );
  }
  if (outcome.game === 'studio-wheel')
    return (
      <p data-testid="verify-studio-summary">
        {t('verify.studio.wheelSummary', {
          segment: Number(figures.segment) + 1,
          times: (Number(figures.multiplierTenths) / 10).toString(),
        })}
      </p>
    );
  if (outcome.game === 'studio-bingo') {
    const cards = figures.cards as { lines: number[]; corners: boolean; x: boolean; payout: number }[];
    return (
      <ul className="muted" data-testid="verify-studio-summary">
        {cards.map((card, index) => (
          <li key={index}>
            {t('verify.studio.bingoCard', {
              n: index + 1,
              lines: card.lines.length,
              corners: card.corners ? '✓' : '—',
              x: card.x ? '✓' : '—',
            })}
          </li>
        ))}
      </ul>
    );
  }
  if (outcome.game === 'studio-tongits') {
    const end = figures.end as { how: 'tongits' | 'fight' | 'stock'; winner: 0 | 1 | 2; points: number[] };
    return (
      <p data-testid="verify-studio-summary">
        {t('verify.studio.tongitsSummary', {
          how: t(`verify.studio.tongitsHow.${end.how}`),
          winner: t(`verify.studio.tongitsSeats.${String(end.winner) as '0' | '1' | '2'}`),
          points: end.points.join(' / '),
          moves: (figures.moves as string[]).length,
        })}
      </p>
    );
  }
  return null;
}
