import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OriginalsGame } from '@panalo/contract/originals';
import { MoneyText } from '../../../components/money/money-text';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { useRounds, useSeeds } from '../round-source';
import { fairnessParams, verifyHref } from '../verify-link';

/** Game recall: the member's last 10 rounds of this game, each with a link to check it on the verifier. */
export function RoundRecall({ game, currency }: { game: OriginalsGame; currency: string }) {
  const { t } = useTranslation();
  const id = useId();
  const rounds = useRounds(game);
  const seeds = useSeeds();
  const revealedSeed = (hash: string | undefined) => seeds.data?.revealed.find((pair) => pair.serverSeedHash === hash)?.serverSeed;
  return (
    <section className="card recall" aria-labelledby={`${id}-title`} data-testid="round-recall">
      <h2 id={`${id}-title`} className="side-title">
        {t('originals.recall.title')}
      </h2>
      <QueryState isPending={rounds.isPending} error={rounds.error} onRetry={() => void rounds.refetch()} rows={3}>
        {() =>
          rounds.data?.length ? (
            <ol className="recall__list">
              {rounds.data.map((round) => {
                const fair = fairnessParams(round.fairness);
                // A demo round carries its server seed; a real one waits for its pair to be revealed.
                const serverSeed = fair?.serverSeed ?? revealedSeed(fair?.serverSeedHash);
                return (
                  <li key={round.roundId} className="recall__item" data-testid="recall-round" data-round={round.roundId}>
                    <span className="recall__time muted">
                      <RecordDate at={round.at} />
                    </span>
                    <span className="recall__money">
                      <MoneyText minor={round.stake} currency={currency} />
                      <span aria-hidden="true"> → </span>
                      <MoneyText minor={round.win} currency={currency} className={round.win > 0 ? 'money--in' : undefined} />
                    </span>
                    {fair ? (
                      <Link
                        to={verifyHref({ ...fair, game: fair.game ?? game, serverSeed })}
                        className="recall__verify"
                        aria-label={t('originals.recall.verifyRound', { nonce: fair.nonce })}
                        data-testid="recall-verify"
                        data-revealed={serverSeed ? 'true' : 'false'}
                      >
                        {t('originals.recall.verify')}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : (
            <EmptyState>{t('originals.recall.empty')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
