import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContractKind, ContractValue } from '@panalo/contract/agent-contract';
import { QueryState } from '../../../components/records/query-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { useBalance } from '../../wallet/api/get-balance';
import { useContractOverview, useTerminateContract } from '../api/contract-api';
import { ContractOfferForm } from './contract-offer-form';
import { ContractStatement } from './contract-statement';
import { ContractTermsView } from './contract-terms-view';
import { formatTime, percent } from './contract-format';
import { OfferAnswer } from './offer-answer';
import './contract.css';

/**
 * One contract kind's page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): my contract and its tiers, an offer waiting for me, the contracts I offered
 * downlines with offer / change / end, and the statement. `?offer=<account>` opens the offer form.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const overview = useContractOverview(kind);
  const [params, setParams] = useSearchParams();
  const [formFor, setFormFor] = useState<string | null>(params.get('offer'));
  const [ending, setEnding] = useState<ContractValue | null>(null);
  const terminate = useTerminateContract();
  const me = overview.data?.mine?.account;
  const closeForm = () => {
    setFormFor(null);
    if (params.has('offer')) setParams({}, { replace: true });
  };
  return (
    <>
      <h1 className="page-title">{t(`agentContract.kinds.${kind}`)}</h1>
      <p className="muted">
        {t('agentContract.settlementNote')} {t('agentContract.oneCommission')}
      </p>
      <QueryState isPending={overview.isPending} error={overview.error} onRetry={() => void overview.refetch()} rows={4}>
        {() => {
          const data = overview.data;
          if (!data) return null;
          if (!data.enabled) return <p className="card">{t('agentContract.disabled')}</p>;
          return (
            <div className="contract-page" data-testid="contract-page" data-kind={kind}>
              {data.offersToMe.map((offer) => (
                <section key={offer.id} className="card" aria-label={t('agentContract.offersToMe')}>
                  <h2 className="panel-title">{t('agentContract.offersToMe')}</h2>
                  <OfferAnswer offer={offer} currency={currency} />
                </section>
              ))}
              <section className="card" aria-labelledby="contract-mine-title" data-testid="contract-mine">
                <h2 className="panel-title" id="contract-mine-title">
                  {t('agentContract.myContract')}
                </h2>
                {data.mine ? (
                  <>
                    <p className="muted">
                      {t('agentContract.from', { account: data.mine.upline })} ·{' '}
                      {t('agentContract.acceptedAt', { when: formatTime(data.mine.acceptedAt ?? data.mine.createdAt) })}
                    </p>
                    <ContractTermsView kind={kind} terms={data.mine.terms} currency={currency} />
                    <EndButton contract={data.mine} me={me} onEnd={setEnding} />
                  </>
                ) : (
                  <p className="muted">{t('agentContract.noContract')}</p>
                )}
              </section>
              <section className="card" aria-labelledby="contract-offered-title" data-testid="contract-offered">
                <div className="contract-head">
                  <h2 className="panel-title" id="contract-offered-title">
                    {t('agentContract.offered')}
                  </h2>
                  <Button size="sm" onClick={() => setFormFor('')} data-testid="contract-offer-open">
                    {t('agentContract.offer')}
                  </Button>
                </div>
                {data.offered.length === 0 ? (
                  <p className="muted">{t('agentContract.offeredEmpty')}</p>
                ) : (
                  <table className="contract-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('agentContract.account')}</th>
                        <th scope="col">{t('agentContract.status')}</th>
                        <th scope="col">{t('agentContract.topRate')}</th>
                        <th scope="col">{t('agentContract.actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.offered.map((row) => (
                        <tr key={row.id} data-testid="contract-offered-row" data-account={row.account}>
                          <td data-label={t('agentContract.account')}>{row.account}</td>
                          <td data-label={t('agentContract.status')}>
                            {t(`agentContract.statuses.${row.status}`)}
                            {row.terminationRequestedBy ? (
                              <span className="muted">
                                {' '}
                                · {t('agentContract.terminationAsked', { account: row.terminationRequestedBy })}
                              </span>
                            ) : null}
                          </td>
                          <td data-label={t('agentContract.topRate')}>{percent(row.topRateBp)}</td>
                          <td data-label={t('agentContract.actions')} className="contract-actions">
                            {row.status === 'ACTIVE' ? (
                              <Button size="sm" variant="secondary" onClick={() => setFormFor(row.account)}>
                                {t('agentContract.change')}
                              </Button>
                            ) : null}
                            <EndButton contract={row} me={undefined} onEnd={setEnding} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              <ContractStatement kind={kind} currency={currency} />
              {formFor !== null ? (
                <ContractOfferForm kind={kind} account={formFor} rates={data} currency={currency} onClose={closeForm} />
              ) : null}
            </div>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={ending?.status === 'PENDING' ? t('agentContract.withdraw') : t('agentContract.terminate')}
        message={
          ending?.terminationRequestedBy
            ? t('agentContract.confirmTerminateAgree', { account: ending.terminationRequestedBy })
            : t('agentContract.confirmTerminate')
        }
        confirmLabel={ending?.status === 'PENDING' ? t('agentContract.withdraw') : t('agentContract.terminate')}
        cancelLabel={t('common.cancel')}
        busy={terminate.isPending}
        confirmTestId="contract-end-confirm"
        onConfirm={() => ending && terminate.mutate(ending.id, { onSettled: () => setEnding(null) })}
      />
    </>
  );
}

/** End (or withdraw an offer); hidden once I asked and wait for the other side. */
function EndButton({ contract, me, onEnd }: { contract: ContractValue; me: string | undefined; onEnd: (c: ContractValue) => void }) {
  const { t } = useTranslation();
  if (contract.status !== 'ACTIVE' && contract.status !== 'PENDING') return null;
  const askedByMe =
    contract.terminationRequestedBy !== null &&
    (me ? contract.terminationRequestedBy === me : contract.terminationRequestedBy === contract.upline);
  if (askedByMe) return <span className="muted">{t('agentContract.terminationAsked', { account: contract.terminationRequestedBy })}</span>;
  return (
    <Button size="sm" variant="danger" onClick={() => onEnd(contract)} data-testid="contract-end">
      {contract.status === 'PENDING' ? t('agentContract.withdraw') : t('agentContract.terminate')}
    </Button>
  );
}
