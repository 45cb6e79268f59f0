import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsDetail } from '@panalo/contract/points';
import { PagedRecords } from '../../../components/records/paged-records';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge } from '../../../components/records/status-badge';
import { formatMoney } from '../../../lib/money';
import { usePointsDetails } from '../api/points-api';
import { REDEEM_TONES } from './redeem-history';

/** Points details with the spec's columns; on a phone each row folds into label and value pairs. */
export function PointsDetails({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const details = usePointsDetails(pageNo);
  // Points earned on bets are named by their game type.
  const nameOf = (row: PointsDetail) =>
    row.type === 'EARN_BET' ? t(`areas.${row.name.toLowerCase()}` as 'areas.rng', { defaultValue: row.name }) : row.name || '—';
  const column = (key: keyof typeof columns) => columns[key];
  const columns = {
    reference: t('points.columns.reference'),
    appliedAt: t('points.columns.appliedAt'),
    type: t('points.columns.type'),
    name: t('points.columns.name'),
    quantity: t('points.columns.quantity'),
    pointsRequired: t('points.columns.pointsRequired'),
    amountRequired: t('points.columns.amountRequired'),
    status: t('points.columns.status'),
    at: t('points.columns.at'),
    changed: t('points.columns.changed'),
    balance: t('points.columns.balance'),
    remark: t('points.columns.remark'),
  };
  return (
    <PagedRecords query={details} label={t('points.detailsLabel')} emptyText={t('points.noDetails')} onPage={setPageNo}>
      {(page) => (
        <div className="points-table-wrap">
          <table className="points-table" data-testid="points-details">
            <thead>
              <tr>
                {Object.values(columns).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.list.map((row) => (
                <tr key={row.id} data-testid={`points-detail-${row.id}`}>
                  <td data-label={column('reference')}>{row.reference}</td>
                  <td data-label={column('appliedAt')}>
                    <RecordDate at={row.appliedAt} />
                  </td>
                  <td data-label={column('type')}>{t(`points.types.${row.type}`)}</td>
                  <td data-label={column('name')}>{nameOf(row)}</td>
                  <td data-label={column('quantity')}>{row.quantity || '—'}</td>
                  <td data-label={column('pointsRequired')}>{row.pointsRequired || '—'}</td>
                  <td data-label={column('amountRequired')}>{row.amountRequired ? formatMoney(row.amountRequired, currency) : '—'}</td>
                  <td data-label={column('status')}>
                    {row.status ? <StatusBadge tone={REDEEM_TONES[row.status]}>{t(`points.statuses.${row.status}`)}</StatusBadge> : '—'}
                  </td>
                  <td data-label={column('at')}>
                    <RecordDate at={row.at} />
                  </td>
                  <td data-label={column('changed')} className={row.changed < 0 ? 'points-minus' : 'points-plus'}>
                    {row.changed > 0 ? `+${row.changed}` : row.changed}
                  </td>
                  <td data-label={column('balance')}>{row.balance}</td>
                  <td data-label={column('remark')}>{row.remark || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedRecords>
  );
}
