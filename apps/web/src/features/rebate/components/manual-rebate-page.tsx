import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { useClaimRebate, useRebate, useRebateClaims } from '../api/rebate-api';
import '../../points/components/points.css';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;

/** manualRebate: the rebate claimable now per game type, the claim, and the claim history. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const rebate = useRebate();
  const claims = useRebateClaims();
  const claim = useClaimRebate();
  const money = useMoneySubmit<'claim', { amount: number }>({ send: (_request, key) => claim.mutateAsync(key) });
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const currency = rebate.data?.currency ?? 'PHP';

  const submit = async () => {
    const outcome = await money.submit('claim');
    setNotice(
      outcome.ok
        ? { tone: 'info', text: t('rebate.claimed', { amount: formatMoney(outcome.value.amount, currency) }) }
        : { tone: 'error', text: outcome.message },
    );
  };

  return (
    <>
      <h1 className="page-title">{t('rebate.title')}</h1>
      <p className="muted rebate-intro">{t('rebate.intro')}</p>
      <section className="card rebate-section" aria-labelledby="rebate-now">
        <h2 id="rebate-now">{t('rebate.total')}</h2>
        <FormAlert tone={notice?.tone} message={notice?.text} testId="rebate-notice" />
        <QueryState isPending={rebate.isPending} error={rebate.error} onRetry={() => void rebate.refetch()} rows={3}>
          {() =>
            rebate.data?.lines.length ? (
              <>
                <div className="points-table-wrap">
                  <table className="points-table rebate-table" aria-label={t('rebate.tableLabel')} data-testid="rebate-lines">
                    <thead>
                      <tr>
                        <th scope="col">{t('rebate.gameType')}</th>
                        <th scope="col">{t('rebate.validBet')}</th>
                        <th scope="col">{t('rebate.rate')}</th>
                        <th scope="col">{t('rebate.amount')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rebate.data.lines.map((line) => (
                        <tr key={line.gameType}>
                          <td data-label={t('rebate.gameType')}>{t(`areas.${line.gameType.toLowerCase()}` as 'areas.rng')}</td>
                          <td data-label={t('rebate.validBet')}>{formatMoney(line.validBet, currency)}</td>
                          <td data-label={t('rebate.rate')}>{percent(line.rate)}</td>
                          <td data-label={t('rebate.amount')}>{formatMoney(line.amount, currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="rebate-total">
                  <strong data-testid="rebate-total">{formatMoney(rebate.data.total, currency)}</strong>
                  <Button
                    onClick={() => void submit()}
                    loading={money.pending}
                    disabled={rebate.data.total < rebate.data.minClaim}
                    data-testid="rebate-claim"
                  >
                    {t('rebate.claim')}
                  </Button>
                </div>
                {rebate.data.total < rebate.data.minClaim ? (
                  <p className="muted">{t('rebate.minClaim', { amount: formatMoney(rebate.data.minClaim, currency) })}</p>
                ) : null}
              </>
            ) : (
              <EmptyState>{t('rebate.nothing')}</EmptyState>
            )
          }
        </QueryState>
      </section>
      <section className="card rebate-section" aria-labelledby="rebate-history">
        <h2 id="rebate-history">{t('rebate.history')}</h2>
        <QueryState isPending={claims.isPending} error={claims.error} onRetry={() => void claims.refetch()} rows={2}>
          {() =>
            claims.data?.list.length ? (
              <ul className="record-list" data-testid="rebate-claims">
                {claims.data.list.map((row) => (
                  <li key={row.id} className="record">
                    <div className="record__main">
                      <span className="record__title">{row.reference}</span>
                      <span className="record__meta">
                        <RecordDate at={row.createdAt} />
                      </span>
                    </div>
                    <div className="record__side">
                      <span className="record__amount">+{formatMoney(row.amount, currency)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{t('rebate.noHistory')}</EmptyState>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
