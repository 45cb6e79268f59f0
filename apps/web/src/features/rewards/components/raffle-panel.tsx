import { useTranslation } from 'react-i18next';
import type { RaffleView } from '@panalo/contract/rewards';
import { MoneyText } from '../../../components/money/money-text';
import { RecordDate } from '../../../components/records/record-date';

/**
 * A raffle on its promotion's page: how tickets are earned, the caller's tickets, the prizes and the
 * draw time with the seed commitment; after the draw the revealed seed and the winners.
 */
export function RafflePanel({ raffle, currency }: { raffle: RaffleView; currency: string }) {
  const { t } = useTranslation();
  const drawn = raffle.status === 'DRAWN';
  return (
    <section className="raffle-panel" aria-labelledby="raffle-heading" data-testid="raffle-panel">
      <h3 id="raffle-heading">{drawn ? t('rewards.raffle.results') : t('rewards.raffle.title')}</h3>
      <dl className="promo-facts">
        <div>
          <dt>{drawn ? t('rewards.raffle.drawnAt') : t('rewards.raffle.drawAt')}</dt>
          <dd>
            <RecordDate at={raffle.drawAt} />
          </dd>
        </div>
        {raffle.myTickets !== null ? (
          <div>
            <dt>{t('rewards.raffle.myTickets')}</dt>
            <dd data-testid="raffle-my-tickets">{raffle.myTickets}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('rewards.raffle.totalTickets')}</dt>
          <dd data-testid="raffle-total-tickets">{raffle.totalTickets}</dd>
        </div>
        {raffle.depositPerTicket !== null ? (
          <div>
            <dt>{t('rewards.raffle.perDeposit')}</dt>
            <dd>
              <MoneyText minor={raffle.depositPerTicket} currency={currency} />
            </dd>
          </div>
        ) : null}
        {raffle.turnoverPerTicket !== null ? (
          <div>
            <dt>{t('rewards.raffle.perTurnover')}</dt>
            <dd>
              <MoneyText minor={raffle.turnoverPerTicket} currency={currency} />
            </dd>
          </div>
        ) : null}
      </dl>
      {drawn ? (
        raffle.winners.length ? (
          <table className="raffle-winners" aria-label={t('rewards.raffle.winners')} data-testid="raffle-winners">
            <thead>
              <tr>
                <th scope="col">{t('rewards.raffle.prize')}</th>
                <th scope="col">{t('rewards.raffle.winner')}</th>
                <th scope="col">{t('rewards.raffle.ticket')}</th>
                <th scope="col">{t('rewards.raffle.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {raffle.winners.map((winner) => (
                <tr key={winner.rank} className={winner.self ? 'raffle-winners__self' : undefined}>
                  <td>{t('rewards.raffle.rank', { rank: winner.rank })}</td>
                  <td>{winner.self ? t('rewards.raffle.you', { name: winner.name }) : winner.name}</td>
                  <td>#{winner.ticket}</td>
                  <td>
                    <MoneyText minor={winner.prize} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t('rewards.raffle.noWinners')}</p>
        )
      ) : (
        <ol className="raffle-prizes" aria-label={t('rewards.raffle.prizes')}>
          {raffle.prizes.map((prize, index) => (
            <li key={index}>
              {t('rewards.raffle.rank', { rank: index + 1 })}: <MoneyText minor={prize} currency={currency} />
            </li>
          ))}
        </ol>
      )}
      <details className="raffle-fair">
        <summary>{t('rewards.raffle.fairTitle')}</summary>
        <p className="muted">{drawn ? t('rewards.raffle.fairAfter') : t('rewards.raffle.fairBefore')}</p>
        <dl className="promo-facts promo-facts--code">
          <div>
            <dt>{t('rewards.raffle.seedHash')}</dt>
            <dd>
              <code data-testid="raffle-seed-hash">{raffle.serverSeedHash}</code>
            </dd>
          </div>
          <div>
            <dt>{t('rewards.raffle.clientSeed')}</dt>
            <dd>
              <code>{raffle.clientSeed}</code>
            </dd>
          </div>
          {raffle.serverSeed ? (
            <div>
              <dt>{t('rewards.raffle.serverSeed')}</dt>
              <dd>
                <code data-testid="raffle-server-seed">{raffle.serverSeed}</code>
              </dd>
            </div>
          ) : null}
        </dl>
      </details>
    </section>
  );
}
