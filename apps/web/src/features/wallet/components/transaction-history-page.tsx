import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type TransactionType } from '@panalo/contract/wallet';
import { SelectField } from '../../../components/ui/choice-fields';
import { useBalance } from '../api/get-balance';
import { useTransactions } from '../api/get-transactions';
import { useDateRange } from '../../../lib/use-date-range';
import { MoneyText } from '../../../components/money/money-text';
import { PagedRecords } from '../../../components/records/paged-records';
import { RangePicker } from '../../../components/records/range-picker';
import { RecordDate } from '../../../components/records/record-date';
import './wallet.css';

const PAGE_SIZE = 20;

/** transactionHistory: every movement of the main wallet, by type and period, newest first. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const period = useDateRange();
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const currency = useBalance().data?.currency ?? 'PHP';
  const records = useTransactions({ pageNo, pageSize: PAGE_SIZE, ...period.query, type: type || undefined });

  return (
    <>
      <h1 className="page-title">{t('history.title')}</h1>
      <section className="card filters" aria-label={t('money.period')}>
        <SelectField
          label={t('history.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as TransactionType | '');
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('history.allTypes') },
            ...TRANSACTION_TYPES.map((value) => ({ value, label: t(`history.types.${value}`) })),
          ]}
          data-testid="history-type"
        />
        <RangePicker period={period} onPicked={() => setPageNo(1)} />
      </section>
      <PagedRecords query={records} label={t('history.title')} emptyText={t('history.noRecords')} rows={6} onPage={setPageNo}>
        {(page) => (
          <table className="data-table" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{t('money.date')}</th>
                <th scope="col">{t('history.type')}</th>
                <th scope="col" className="num">
                  {t('history.amount')}
                </th>
                <th scope="col" className="num">
                  {t('history.balanceAfter')}
                </th>
                <th scope="col">{t('money.details')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((record) => (
                <tr key={record.id} data-testid="history-row" data-type={record.type}>
                  <td data-label={t('money.date')}>
                    <RecordDate at={record.createdAt} />
                  </td>
                  <td data-label={t('history.type')}>{t(`history.types.${record.type}`)}</td>
                  <td data-label={t('history.amount')} className="num">
                    <MoneyText minor={record.amount} currency={currency} signed />
                  </td>
                  <td data-label={t('history.balanceAfter')} className="num">
                    <MoneyText minor={record.balanceAfter} currency={currency} />
                  </td>
                  <td data-label={t('money.details')}>
                    <div className="data-table__detail">
                      {record.detail ? <span>{record.detail}</span> : null}
                      <span className="mono muted">{record.reference}</span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedRecords>
    </>
  );
}
