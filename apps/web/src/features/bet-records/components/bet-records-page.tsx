import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { SelectField } from '../../../components/ui/choice-fields';
import { isStudioFairGame } from '@panalo/contract/fair/studio-replay';
import { scheduledBetFairness } from '@panalo/contract/bet-records';
import { fairnessParams, verifyHref } from '../../originals/verify-link';
import { useBalance } from '../../wallet/api/get-balance';
import { MoneyText } from '../../../components/money/money-text';
import { PagedRecords } from '../../../components/records/paged-records';
import { RangePicker } from '../../../components/records/range-picker';
import { RecordDate } from '../../../components/records/record-date';
import { useDateRange } from '../../../lib/use-date-range';
import { useBetRecords } from '../api/get-bet-records';
import { useVendors } from '../api/get-vendors';
import { ScheduledFairness } from './scheduled-fairness';
import '../../wallet/components/wallet.css';
import '../bet-records.css';

const PAGE_SIZE = 20;

/** personalHistoryCopy: every round the member played, with any provider, by period and provider, with totals. */
export function BetRecordsPage() {
  const { t } = useTranslation();
  const period = useDateRange();
  const [vassalage, setVassalage] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const currency = useBalance().data?.currency ?? 'PHP';
  const vendors = useVendors();
  const records = useBetRecords({
    pageNo,
    pageSize: PAGE_SIZE,
    ...period.query,
    vassalage: vassalage || undefined,
  });
  const vendorOptions = [...new Map((vendors.data ?? []).map((vendor) => [vendor.vassalage, vendor.displayName])).entries()];

  return (
    <>
      <h1 className="page-title">{t('betRecords.title')}</h1>
      <section className="card filters" aria-label={t('money.period')}>
        <SelectField
          label={t('betRecords.vendor')}
          value={vassalage}
          onChange={(event) => {
            setVassalage(event.target.value);
            setPageNo(1);
          }}
          options={[{ value: '', label: t('betRecords.allVendors') }, ...vendorOptions.map(([value, label]) => ({ value, label }))]}
          data-testid="bet-records-vendor"
        />
        <RangePicker period={period} onPicked={() => setPageNo(1)} />
      </section>
      <PagedRecords query={records} label={t('betRecords.title')} emptyText={t('betRecords.empty')} rows={6} onPage={setPageNo}>
        {(page) => (
          <table className="data-table bet-records" data-testid="bet-records-table">
            <thead>
              <tr>
                <th scope="col">{t('betRecords.game')}</th>
                <th scope="col" className="num">
                  {t('betRecords.stake')}
                </th>
                <th scope="col" className="num">
                  {t('betRecords.win')}
                </th>
                <th scope="col" className="num">
                  {t('betRecords.profit')}
                </th>
                <th scope="col">{t('betRecords.time')}</th>
                <th scope="col">{t('betRecords.status')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((record) => {
                // The built-in games' rounds and the studio's (whose record names its game studio-<kind>) replay at the verifier.
                const fair =
                  record.vassalage === ORIGINALS_VENDOR || isStudioFairGame(record.fairness?.game) ? fairnessParams(record.fairness) : null;
                // The studio's scheduled bets (fights, draws, fixtures, shared crash rounds) carry each round's seeds.
                const scheduled = record.fairness ? scheduledBetFairness.safeParse(record.fairness) : null;
                return (
                  <tr key={record.roundId} data-testid="bet-record" data-game={record.gameCode} data-vendor={record.vassalage}>
                    <td data-label={t('betRecords.game')}>
                      <div className="data-table__detail">
                        <strong>{record.gameName}</strong>
                        <span className="muted">{record.vendorName}</span>
                        {fair ? (
                          <Link to={verifyHref({ ...fair, game: fair.game ?? (record.gameCode as never) })} data-testid="bet-record-verify">
                            {t('betRecords.verify')}
                          </Link>
                        ) : null}
                        {scheduled?.success ? <ScheduledFairness fairness={scheduled.data} /> : null}
                      </div>
                    </td>
                    <td data-label={t('betRecords.stake')} className="num">
                      <MoneyText minor={record.stake} currency={currency} />
                    </td>
                    <td data-label={t('betRecords.win')} className="num">
                      <MoneyText minor={record.win} currency={currency} />
                    </td>
                    <td data-label={t('betRecords.profit')} className="num">
                      <MoneyText minor={record.profit} currency={currency} signed />
                    </td>
                    <td data-label={t('betRecords.time')}>
                      <RecordDate at={record.createdAt} />
                    </td>
                    <td data-label={t('betRecords.status')}>
                      <span className={`bet-status bet-status--${record.status.toLowerCase()}`}>
                        {t(`betRecords.statuses.${record.status}`)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="bet-records__totals" data-testid="bet-records-totals">
                <th scope="row">{t('betRecords.totals')}</th>
                <td data-label={t('betRecords.stake')} className="num">
                  <MoneyText minor={page.totals.stake} currency={currency} />
                </td>
                <td data-label={t('betRecords.win')} className="num">
                  <MoneyText minor={page.totals.win} currency={currency} />
                </td>
                <td data-label={t('betRecords.profit')} className="num">
                  <MoneyText minor={page.totals.profit} currency={currency} signed />
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        )}
      </PagedRecords>
    </>
  );
}
