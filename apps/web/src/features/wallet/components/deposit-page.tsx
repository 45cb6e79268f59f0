import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositValue } from '@panalo/contract/wallet';
import { useBalance } from '../api/get-balance';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useDeposits } from '../api/get-deposits';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';
import { DepositStatus } from './deposit-status';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import './wallet.css';

interface Active {
  deposit: DepositValue;
  popupBlocked: boolean;
}

/**
 * depositv2: choose a channel and amount, pay on the gateway's page, and watch the deposit turn
 * credited. The gateway sends the browser back here with ?deposit=<reference>.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const currency = useBalance().data?.currency ?? 'PHP';
  const [active, setActive] = useState<Active | null>(null);
  const [params, setParams] = useSearchParams();
  const returned = useReturnedDeposit(params.get('deposit'));
  const shown = active ?? (returned ? { deposit: returned, popupBlocked: false } : null);

  const startOver = () => {
    setActive(null);
    if (params.has('deposit')) setParams({}, { replace: true });
  };

  return (
    <>
      <h1 className="page-title">{t('deposit.title')}</h1>
      <div className="wallet-columns">
        <div>
          {shown ? (
            <DepositStatus
              key={shown.deposit.id}
              deposit={shown.deposit}
              currency={currency}
              popupBlocked={shown.popupBlocked}
              onNew={startOver}
            />
          ) : (
            <QueryState isPending={channels.isPending} error={channels.error} onRetry={() => void channels.refetch()} rows={3}>
              {() =>
                channels.data?.length ? (
                  <DepositForm
                    channels={channels.data}
                    currency={currency}
                    onCreated={(deposit, popupBlocked) => setActive({ deposit, popupBlocked })}
                  />
                ) : (
                  <div className="card">
                    <EmptyState>{t('deposit.noChannels')}</EmptyState>
                  </div>
                )
              }
            </QueryState>
          )}
        </div>
        <DepositRecords currency={currency} onResume={(deposit, popupBlocked) => setActive({ deposit, popupBlocked })} />
      </div>
    </>
  );
}

/** The deposit named by the gateway's return address, found among the latest records. */
function useReturnedDeposit(reference: string | null): DepositValue | null {
  const records = useDeposits(1, 10);
  if (!reference) return null;
  return records.data?.list.find((deposit) => deposit.reference === reference) ?? null;
}
