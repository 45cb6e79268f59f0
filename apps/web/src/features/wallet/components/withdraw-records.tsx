import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalValue } from '@panalo/contract/wallet';
import { Button } from '../../../components/ui/button';
import { currentLocale } from '../../../lib/i18n';
import { useWithdrawals } from '../api/get-withdrawals';
import { formatMoney } from '../../../lib/money';
import { MoneyText } from '../../../components/money/money-text';
import { Pager } from '../../../components/records/pager';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { ReceiptDialog } from './receipt-dialog';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge, type StatusTone } from '../../../components/records/status-badge';

const PAGE_SIZE = 10;
const TONES: Record<WithdrawalValue['status'], StatusTone> = { PENDING: 'pending', APPROVED: 'info', REJECTED: 'danger', PAID: 'success' };

/** The member's withdrawals with their status; a paid one asks for the receipt until its deadline. */
export function WithdrawRecords({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalValue | null>(null);
  const records = useWithdrawals(pageNo, PAGE_SIZE);
  const timeFormat = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="card records" aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title" className="panel-title">
        {t('withdraw.records')}
      </h2>
      <QueryState isPending={records.isPending} error={records.error} onRetry={() => void records.refetch()} rows={3}>
        {() =>
          records.data?.list.length ? (
            <>
              <ul className="record-list" data-testid="withdraw-records">
                {records.data.list.map((withdrawal) => {
                  const awaiting = withdrawal.status === 'PAID' && withdrawal.receiptStatus === 'AWAITING';
                  return (
                    <li
                      key={withdrawal.id}
                      className="record record--stacked"
                      data-testid="withdraw-record"
                      data-status={withdrawal.status}
                    >
                      <div className="record__row">
                        <div className="record__main">
                          <span className="record__title">{withdrawal.payoutAccount}</span>
                          <span className="record__meta">
                            <RecordDate at={withdrawal.createdAt} /> · <span className="mono">{withdrawal.reference}</span>
                          </span>
                        </div>
                        <div className="record__side">
                          <MoneyText minor={withdrawal.amount} currency={currency} className="record__amount" />
                          <StatusBadge tone={TONES[withdrawal.status]} testId="withdraw-status">
                            {t(`withdraw.statuses.${withdrawal.status}`)}
                          </StatusBadge>
                        </div>
                      </div>
                      {withdrawal.reason ? <p className="record__note">{t('withdraw.reason', { reason: withdrawal.reason })}</p> : null}
                      {withdrawal.receiptStatus && !awaiting ? (
                        <p className="record__note" data-testid="withdraw-receipt-status">
                          {t(`withdraw.receiptStatuses.${withdrawal.receiptStatus}`)}
                          {withdrawal.receiptStatus === 'PARTIAL' && withdrawal.receivedAmount !== null
                            ? ` · ${t('withdraw.receivedAmount', { amount: formatMoney(withdrawal.receivedAmount, currency) })}`
                            : ''}
                        </p>
                      ) : null}
                      {awaiting ? (
                        <div className="record__action">
                          <p className="record__note">
                            {withdrawal.receiptDeadline
                              ? t('withdraw.receiptDeadline', { time: timeFormat.format(withdrawal.receiptDeadline) })
                              : t('withdraw.receiptStatuses.AWAITING')}
                          </p>
                          <Button size="sm" onClick={() => setConfirming(withdrawal)} data-testid="withdraw-confirm-receipt">
                            {t('withdraw.confirmReceipt')}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <Pager pageNo={records.data.pageNo} totalPages={records.data.totalPages} total={records.data.total} onPage={setPageNo} />
            </>
          ) : (
            <EmptyState>{t('withdraw.noRecords')}</EmptyState>
          )
        }
      </QueryState>
      <ReceiptDialog withdrawal={confirming} currency={currency} onClose={() => setConfirming(null)} />
    </section>
  );
}
