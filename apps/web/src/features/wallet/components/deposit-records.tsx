import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@panalo/contract/wallet';
import { useDeposits } from '../api/get-deposits';
import { MoneyText } from '../../../components/money/money-text';
import { Pager } from '../../../components/records/pager';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge, type StatusTone } from '../../../components/records/status-badge';
import { PendingDepositActions } from './pending-deposit-actions';

const PAGE_SIZE = 10;
const TONES: Record<DepositValue['status'], StatusTone> = {
  PENDING: 'pending',
  CREDITED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  REFUND_DUE: 'neutral',
};

/**
 * The member's deposits, newest first; a pending one turns credited here as the notice arrives,
 * and can be resumed (back to the gateway's page) or cancelled until it expires.
 */
export function DepositRecords({ currency, onResume }: { currency: string; onResume: (deposit: DepositValue, blocked: boolean) => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const records = useDeposits(pageNo, PAGE_SIZE);
  return (
    <section className="card records" aria-labelledby="deposit-records-title">
      <h2 id="deposit-records-title" className="panel-title">
        {t('deposit.records')}
      </h2>
      <QueryState isPending={records.isPending} error={records.error} onRetry={() => void records.refetch()} rows={3}>
        {() =>
          records.data?.list.length ? (
            <>
              <ul className="record-list" data-testid="deposit-records">
                {records.data.list.map((deposit) => (
                  <li key={deposit.id} className="record record--stacked" data-testid="deposit-record" data-status={deposit.status}>
                    <div className="record__row">
                      <div className="record__main">
                        <span className="record__title">{deposit.channel}</span>
                        <span className="record__meta">
                          <RecordDate at={deposit.createdAt} /> · <span className="mono">{deposit.reference}</span>
                        </span>
                      </div>
                      <div className="record__side">
                        <MoneyText minor={deposit.amount} currency={currency} className="record__amount" />
                        <StatusBadge tone={TONES[deposit.status]}>{t(`deposit.statuses.${deposit.status}`)}</StatusBadge>
                      </div>
                    </div>
                    {deposit.status === 'PENDING' ? (
                      <PendingDepositActions deposit={deposit} currency={currency} onResume={onResume} />
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager pageNo={records.data.pageNo} totalPages={records.data.totalPages} total={records.data.total} onPage={setPageNo} />
            </>
          ) : (
            <EmptyState>{t('deposit.noRecords')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
