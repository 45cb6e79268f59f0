import { useQuery } from '@tanstack/react-query';
import type { RedeemQueueValue } from '@panalo/contract/points';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DecisionButtons, useDecisions } from './Decisions';
import { dateTime, money, Notice, QueryState } from './ui';

type Row = RedeemQueueValue['list'][number];

/** The points mall's redeem queue: each redeem In Process, approved or rejected with a reason. */
export function PointsRedeems() {
  const { lang, t } = useI18n();
  const query = useQuery({ queryKey: ['points-redeems'], queryFn: () => api<RedeemQueueValue>('GET', '/wps/operator/points/redeems') });
  const { ask, notice, dialog } = useDecisions<Row>({
    path: (row, decision) => `/wps/operator/points/redeems/${row.id}/${decision}`,
    queryKey: ['points-redeems'],
    title: (row, decision) => t('pointsRedeems.decideTitle', { decision: t(`decision.${decision}`), reference: row.reference }),
    reasonLabel: t('pointsRedeems.reason'),
    done: (row) => t('pointsRedeems.done', { reference: row.reference }),
  });
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('pointsRedeems.title')}</h1>
      </div>
      <Notice text={notice} />
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('pointsRedeems.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards" data-testid="points-redeems">
          {query.data?.list.map((row) => (
            <li key={row.id} className="card application">
              <div className="application-head">
                <strong>
                  {row.name} × {row.quantity}
                </strong>
                <span className="badge badge-pending">{row.reference}</span>
              </div>
              <dl className="facts">
                <dt>{t('pointsRedeems.member')}</dt>
                <dd>{row.username}</dd>
                <dt>{t('pointsRedeems.reward')}</dt>
                <dd>{t(row.kind === 'CASH' ? 'pointsRedeems.cash' : 'pointsRedeems.item')}</dd>
                <dt>{t('pointsRedeems.points')}</dt>
                <dd>{row.pointsRequired.toLocaleString()}</dd>
                <dt>{t('pointsRedeems.amount')}</dt>
                <dd>{money(row.amount, 'PHP', lang)}</dd>
                <dt>{t('pointsRedeems.account')}</dt>
                <dd>{row.account || '—'}</dd>
                <dt>{t('pointsRedeems.address')}</dt>
                <dd>{row.receivingAddress}</dd>
                <dt>{t('pointsRedeems.mobile')}</dt>
                <dd>{row.mobileNumber}</dd>
                <dt>{t('pointsRedeems.requested')}</dt>
                <dd>{dateTime(row.createdAt, lang)}</dd>
              </dl>
              <DecisionButtons onDecide={(decision) => ask(row, decision)} />
            </li>
          ))}
        </ul>
      </QueryState>
      {dialog}
    </section>
  );
}
