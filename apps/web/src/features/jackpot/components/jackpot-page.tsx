import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JackpotPool, JackpotWin } from '@panalo/contract/jackpot';
import { Button } from '../../../components/ui/button';
import { QueryState, EmptyState } from '../../../components/records/query-state';
import { currentLanguage, currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { GameGrid } from '../../games/components/game-grid';
import { useBalance } from '../../wallet/api/get-balance';
import { useJackpotPools, useJackpotWinners } from '../api/jackpot-api';
import { JackpotProof } from './jackpot-proof';
import './jackpot.css';

const percent = (bp: number) => `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(bp / 100)}%`;
const odds = (chancePerMillion: number) =>
  new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0 }).format(1_000_000 / Math.max(chancePerMillion, 1));
const when = (at: number) => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** /jackpot: the pools with live amounts and the games that feed each, the winners list, and how the draw is fair. */
export function JackpotPage() {
  const { t } = useTranslation();
  const pools = useJackpotPools();
  const winners = useJackpotWinners();
  const currency = useBalance().data?.currency ?? 'PHP';
  const [checking, setChecking] = useState<JackpotWin | null>(null);

  return (
    <div className="page jackpot-page">
      <h1 className="page-title">{t('jackpot.title')}</h1>
      <p className="jackpot-page__intro">{t('jackpot.intro')}</p>
      <QueryState isPending={pools.isPending} error={pools.error} onRetry={() => void pools.refetch()} rows={2}>
        {() => (
          <div className="jackpot-pools" data-testid="jackpot-pools">
            {(pools.data ?? []).map((pool) => (
              <PoolCard key={pool.id} pool={pool} currency={currency} />
            ))}
          </div>
        )}
      </QueryState>

      <section className="card" aria-labelledby="jackpot-winners-title">
        <h2 id="jackpot-winners-title" className="section-title">
          {t('jackpot.winnersTitle')}
        </h2>
        <QueryState isPending={winners.isPending} error={winners.error} onRetry={() => void winners.refetch()}>
          {() =>
            winners.data?.length ? (
              <table className="jackpot-winners" data-testid="jackpot-winners">
                <thead>
                  <tr>
                    <th scope="col">{t('jackpot.winner')}</th>
                    <th scope="col">{t('jackpot.pool')}</th>
                    <th scope="col">{t('jackpot.game')}</th>
                    <th scope="col">{t('jackpot.amount')}</th>
                    <th scope="col">{t('jackpot.when')}</th>
                    <th scope="col">
                      <span className="sr-only">{t('jackpot.verify')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {winners.data.map((win) => (
                    <tr key={win.id} data-testid="jackpot-winner">
                      <td data-testid="jackpot-winner-name">{win.customerName}</td>
                      <td>{win.poolName[currentLanguage()]}</td>
                      <td>{win.gameName}</td>
                      <td className="jackpot-winners__amount">{formatMoney(win.amount, currency)}</td>
                      <td>{when(win.at)}</td>
                      <td>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setChecking(win)}
                          aria-label={t('jackpot.verifyLabel', { name: win.poolName[currentLanguage()], cycle: win.cycle })}
                          data-testid="jackpot-verify"
                        >
                          {t('jackpot.verify')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <EmptyState>{t('jackpot.noWinners')}</EmptyState>
            )
          }
        </QueryState>
        {checking ? <JackpotProof win={checking} onClose={() => setChecking(null)} /> : null}
      </section>

      <section className="card jackpot-how" aria-labelledby="jackpot-how-title">
        <h2 id="jackpot-how-title" className="section-title">
          {t('jackpot.howTitle')}
        </h2>
        <p>{t('jackpot.how1')}</p>
        <p>{t('jackpot.how2')}</p>
        <p>{t('jackpot.howFair')}</p>
        <p>
          <Link to="/originals/verify" data-testid="jackpot-fair-link">
            {t('jackpot.fairLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}

function PoolCard({ pool, currency }: { pool: JackpotPool; currency: string }) {
  const { t } = useTranslation();
  const name = pool.name[currentLanguage()];
  const titleId = `jackpot-pool-${pool.id}`;
  return (
    <section className="card jackpot-pool" aria-labelledby={titleId} data-testid="jackpot-pool" data-code={pool.code}>
      <header className="jackpot-pool__head">
        <h2 id={titleId} className="jackpot-pool__name">
          {name}
        </h2>
        <p className="jackpot-pool__amount" aria-live="polite" data-testid={`jackpot-pool-amount-${pool.code}`}>
          {formatMoney(pool.amount, currency)}
        </p>
      </header>
      <ul className="jackpot-pool__facts">
        <li>{t('jackpot.live')}</li>
        <li>{t('jackpot.share', { rate: percent(pool.rateBp) })}</li>
        <li>{t('jackpot.chance', { odds: odds(pool.chancePerMillion) })}</li>
      </ul>
      <p className="jackpot-hash">
        {t('jackpot.seedHash', { cycle: pool.cycle })}: {pool.seedHash}
      </p>
      <h3 className="jackpot-pool__games-title">{t('jackpot.feedingGames', { name })}</h3>
      {pool.games.length > 0 ? (
        <GameGrid games={pool.games} row testId={`jackpot-games-${pool.code}`} />
      ) : (
        <EmptyState>{t('jackpot.noGames')}</EmptyState>
      )}
    </section>
  );
}
