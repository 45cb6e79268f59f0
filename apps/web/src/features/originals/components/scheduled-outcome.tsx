import { useTranslation } from 'react-i18next';
import type { FightCard, FightResult } from '@panalo/contract/fair/cockfight';
import type { SportsFixture, SportsResult } from '@panalo/contract/fair/studio-sports';
import type { ScheduledFairOutcome } from '@panalo/contract/fair/verify-round';

/**
 * A replayed scheduled round (contract fair/scheduled-replay.ts): what the round was (the fight
 * card, the fixture), how it was decided (the winner, the draw's numbers, the score, the crash
 * point) and the recorded bet's fate. The payout is shown beside it (OutcomeView).
 */
export function ScheduledOutcome({ outcome: replayed }: { outcome: ScheduledFairOutcome }) {
  const { t } = useTranslation();
  const { detail, result, outcome } = replayed.outcome;
  const betFate = t(`verify.scheduled.outcomes.${outcome}`);
  switch (replayed.game) {
    case 'scheduled-cockfight': {
      const card = detail as FightCard;
      const fight = result as FightResult;
      return (
        <div data-testid="verify-studio-summary">
          <p className="muted">
            <strong>{card.meron.name}</strong> v <strong>{card.wala.name}</strong>
          </p>
          <p data-testid="verify-fight" data-winner={fight.winner}>
            {t('verify.scheduled.fight', {
              winner: t(`verify.scheduled.winners.${fight.winner}`),
              roll: String(fight.roll),
              outcome: betFate,
            })}
          </p>
        </div>
      );
    }
    case 'scheduled-lottery': {
      const { numbers } = result as { numbers: string[] };
      return (
        <div data-testid="verify-studio-summary">
          <p className="mono" data-testid="verify-lottery-numbers" data-special={numbers[0]}>
            {t('verify.scheduled.numbers', { numbers: numbers.join(' ') })}
          </p>
          <p>{t('verify.scheduled.bet', { outcome: betFate })}</p>
        </div>
      );
    }
    case 'scheduled-sports': {
      const fixture = detail as SportsFixture;
      const match = result as SportsResult;
      const prices = Object.entries(fixture.prices)
        .map(([market, odds]) => `${market} ${(odds / 10_000).toFixed(2)}`)
        .join(' · ');
      return (
        <div data-testid="verify-studio-summary">
          <p>
            <strong>{fixture.home}</strong> v <strong>{fixture.away}</strong> · {fixture.league}
          </p>
          <p className="muted">{prices}</p>
          <p data-testid="verify-sports-score">
            {match.abandoned ? t('verify.scheduled.abandoned') : t('verify.scheduled.score', { home: match.home, away: match.away })}
          </p>
          <p>{t('verify.scheduled.bet', { outcome: betFate })}</p>
        </div>
      );
    }
    case 'scheduled-crash': {
      const { crashPoint } = detail as { crashPoint: number };
      return (
        <div data-testid="verify-studio-summary">
          <p data-testid="verify-crash-point" data-point={crashPoint}>
            {t('verify.scheduled.crashed', { point: (crashPoint / 100).toFixed(2) })}
          </p>
          <p>{t('verify.scheduled.bet', { outcome: betFate })}</p>
        </div>
      );
    }
  }
}
