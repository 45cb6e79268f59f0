import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { REFERRAL_HOLD_STATES, type ReferralHoldPage, type ReferralHoldState } from '@panalo/contract/referral';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DecisionButtons, useDecisions } from './Decisions';
import { dateTime, money, Notice, QueryState } from './ui';

type Row = ReferralHoldPage['list'][number];

const BADGES: Record<ReferralHoldState, string> = { HELD: 'badge-pending', RELEASED: 'badge-approved', REJECTED: 'badge-rejected' };

/**
 * Referral rewards held for self-referral: the friend's account shares the inviter's IP address,
 * device or payout account. Staff release the reward (it reaches the inviter's reward centre) or
 * reject it; both are final and audited.
 */
export function ReferralHolds() {
  const { lang, t } = useI18n();
  const [state, setState] = useState<ReferralHoldState>('HELD');
  const queryKey = ['referral-holds', state] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => api<ReferralHoldPage>('GET', `/wps/operator/referral/holds?state=${state}`),
  });
  const { ask, notice, dialog } = useDecisions<Row>({
    path: (row, decision) => `/wps/operator/referral/holds/${row.id}/${decision}`,
    queryKey: ['referral-holds'],
    title: (row, decision) =>
      t('referralHolds.decideTitle', { decision: t(`referralHolds.${decision}`), inviter: row.inviter, friend: row.friend }),
    reasonLabel: t('referralHolds.reason'),
    done: (row) => t('referralHolds.done', { inviter: row.inviter }),
  });
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('referralHolds.title')}</h1>
        <label className="field inline compact">
          <span>{t('referralHolds.state')}</span>
          <select value={state} onChange={(event) => setState(event.target.value as ReferralHoldState)} data-testid="referral-holds-state">
            {REFERRAL_HOLD_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`referralHolds.state.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">{t('referralHolds.intro')}</p>
      <Notice text={notice} />
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('referralHolds.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards" data-testid="referral-holds">
          {query.data?.list.map((row) => (
            <li key={row.id} className="card application">
              <div className="application-head">
                <strong>
                  <Link to={`/players/${row.inviterId}`}>{row.inviter}</Link> → <Link to={`/players/${row.id}`}>{row.friend}</Link>
                </strong>
                <span className={`badge ${BADGES[row.holdState]}`}>{t(`referralHolds.state.${row.holdState}`)}</span>
              </div>
              <dl className="facts">
                <dt>{t('referralHolds.shared')}</dt>
                <dd>{row.reasons.map((reason) => `${t(`referralHolds.reason.${reason.kind}`)}: ${reason.value}`).join('; ')}</dd>
                <dt>{t('referralHolds.friendState')}</dt>
                <dd>{t(`referralHolds.referral.${row.referralState}`)}</dd>
                <dt>{t('referralHolds.heldReward')}</dt>
                <dd>{row.heldReward > 0 ? money(row.heldReward, 'PHP', lang) : t('referralHolds.notQualified')}</dd>
                <dt>{t('referralHolds.heldAt')}</dt>
                <dd>{dateTime(row.heldAt, lang)}</dd>
                {row.decidedAt !== null ? (
                  <>
                    <dt>{t('referralHolds.decided')}</dt>
                    <dd>
                      {row.decidedBy ?? '—'} · {dateTime(row.decidedAt, lang)}
                      {row.note ? ` · ${row.note}` : ''}
                    </dd>
                  </>
                ) : null}
              </dl>
              {row.holdState === 'HELD' ? <DecisionButtons onDecide={(decision) => ask(row, decision)} /> : null}
            </li>
          ))}
        </ul>
      </QueryState>
      {dialog}
    </section>
  );
}
