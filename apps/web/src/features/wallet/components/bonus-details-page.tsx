import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/get-balance';
import { useBonus } from '../api/get-bonus';
import { useDateRange } from '../../../lib/use-date-range';
import { MoneyText } from '../../../components/money/money-text';
import { PagedRecords } from '../../../components/records/paged-records';
import { RangePicker } from '../../../components/records/range-picker';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge } from '../../../components/records/status-badge';
import './wallet.css';

const PAGE_SIZE = 20;

/** bonusDetails: each bonus's wagering progress (from the rewards feature, composed by the route), then bonuses and salary paid, by period. */
export function BonusDetailsPage({ wagering }: { wagering?: (currency: string) => ReactNode }) {
  const { t } = useTranslation();
  const period = useDateRange(30);
  const [pageNo, setPageNo] = useState(1);
  const currency = useBalance().data?.currency ?? 'PHP';
  const bonus = useBonus({ ...period.query, pageNo, pageSize: PAGE_SIZE });
  return (
    <>
      <h1 className="page-title">{t('bonus.title')}</h1>
      {wagering?.(currency)}
      <section className="card filters">
        <RangePicker period={period} onPicked={() => setPageNo(1)} />
      </section>
      <PagedRecords query={bonus} label={t('bonus.title')} emptyText={t('bonus.noRecords')} rows={4} onPage={setPageNo}>
        {(page) => (
          <ul className="record-list" data-testid="bonus-records">
            {page.list.map((record) => (
              <li key={record.id} className="record">
                <div className="record__main">
                  <span className="record__title">{record.reason}</span>
                  <span className="record__meta">
                    <RecordDate at={record.createdAt} />
                  </span>
                </div>
                <div className="record__side">
                  <MoneyText minor={record.amount} currency={currency} signed className="record__amount" />
                  <StatusBadge tone="info">{t(`bonus.types.${record.type}`)}</StatusBadge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedRecords>
    </>
  );
}
