import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScheduledBetFairness } from '@panalo/contract/bet-records';
import type { FightResult } from '@panalo/contract/fair/cockfight';
import type { SportsResult } from '@panalo/contract/fair/studio-sports';
import { verifyHref } from '../../originals/verify-link';

/** A decided round's result in a few words, as the verifier shows it in full. */
function resultText(t: TFunction, game: ScheduledBetFairness['game'], result: unknown): string {
  switch (game) {
    case 'scheduled-cockfight':
      return t(`verify.scheduled.winners.${(result as FightResult).winner}`);
    case 'scheduled-lottery':
      return (result as { numbers: string[] }).numbers.join(' ');
    case 'scheduled-sports': {
      const match = result as SportsResult;
      return match.abandoned ? t('verify.scheduled.abandoned') : t('verify.scheduled.score', { home: match.home, away: match.away });
    }
    case 'scheduled-crash':
      return t('verify.scheduled.crashed', { point: ((result as { crashPoint: number }).crashPoint / 100).toFixed(2) });
  }
}

/**
 * A scheduled bet's fairness on its betting record (fights, draws, fixtures, shared crash rounds):
 * each round's seed hash and client seed, and once it is decided its revealed seed, its result and
 * a link that opens the verifier filled in. An open bet's rounds show their hash only.
 */
export function ScheduledFairness({ fairness }: { fairness: ScheduledBetFairness }) {
  const { t } = useTranslation();
  return (
    <details className="bet-fair" data-testid="bet-record-fairness">
      <summary>{t('betRecords.fairness.title')}</summary>
      <ol className="bet-fair__rounds">
        {fairness.rounds.map((round) => (
          <li
            key={round.clientSeed}
            className="bet-fair__round"
            data-testid="bet-record-round"
            data-revealed={round.serverSeed ? 'true' : 'false'}
          >
            <strong>{t('betRecords.fairness.round', { no: round.roundNo })}</strong>
            <dl className="bet-fair__facts">
              <dt>{t('betRecords.fairness.serverSeedHash')}</dt>
              <dd className="mono" data-testid="bet-record-seed-hash">
                {round.serverSeedHash}
              </dd>
              <dt>{t('betRecords.fairness.clientSeed')}</dt>
              <dd className="mono">{round.clientSeed}</dd>
              <dt>{t('betRecords.fairness.serverSeed')}</dt>
              {round.serverSeed ? (
                <dd className="mono" data-testid="bet-record-server-seed">
                  {round.serverSeed}
                </dd>
              ) : (
                <dd className="muted">{t('betRecords.fairness.notRevealed')}</dd>
              )}
              {round.serverSeed && round.result !== undefined ? (
                <>
                  <dt>{t('betRecords.fairness.result')}</dt>
                  <dd data-testid="bet-record-result">{resultText(t, fairness.game, round.result)}</dd>
                </>
              ) : null}
            </dl>
            {round.serverSeed ? (
              <Link
                to={verifyHref({
                  game: fairness.game,
                  serverSeed: round.serverSeed,
                  serverSeedHash: round.serverSeedHash,
                  clientSeed: round.clientSeed,
                  bet: round.bet,
                })}
                aria-label={t('betRecords.fairness.verifyRound', { no: round.roundNo })}
                data-testid="bet-record-verify"
              >
                {t('betRecords.verify')}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
