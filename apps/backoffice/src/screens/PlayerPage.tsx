import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PlayerDetail } from '@panalo/contract/staff-players';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { AdjustmentForm, ApprovalList } from './Approvals';
import { dateTime, ErrorText, money, QueryState } from './ui';
import { Block, Rows } from './player-blocks';
import { PlayerBets, PlayerNotes, PlayerReset, PlayerTags } from './PlayerTools';
import { PlayerExclusions } from './PlayerExclusions';
import { PlayerAgent } from './PlayerAgent';
import { PlayerVip } from './PlayerVip';
import { PlayerLimits } from './PlayerLimits';

export function MemberStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = ['active', 'locked', 'disabled'].includes(status) ? (status as 'active' | 'locked' | 'disabled') : 'disabled';
  return <span className={`badge badge-${known === 'active' ? 'paid' : 'rejected'}`}>{t(`memberStatus.${known}`)}</span>;
}

type Action = 'lock' | 'unlock' | 'end-sessions';

/** Lock or unlock the account, or sign the player out everywhere; each is audited. */
function PlayerActions({ memberId, status }: { memberId: number; status: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) => api<{ status: string }>('POST', `/wps/operator/players/${memberId}/${action}`),
    onSuccess: (_value, action) => {
      setError(null);
      setNotice(t(`playerAction.done.${action}`));
      void client.invalidateQueries({ queryKey: ['player', memberId] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const actions: Action[] = [status === 'locked' ? 'unlock' : 'lock', 'end-sessions'];
  return (
    <div className="block">
      <div className="actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'lock' ? 'danger' : undefined}
            disabled={act.isPending}
            onClick={() => act.mutate(action)}
          >
            {t(`playerAction.${action}`)}
          </button>
        ))}
      </div>
      <ErrorText error={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

/** The player page: profile, tags, notes, balances, money movements, deposits, withdrawals, bets, sign-ins, sessions and four-eyes requests. */
export function PlayerPage({
  canAdjust,
  canDecide,
  canManage,
  canChangeAgent,
}: {
  canAdjust: boolean;
  canDecide: boolean;
  canManage: boolean;
  canChangeAgent: boolean;
}) {
  const { t, lang } = useI18n();
  const memberId = Number(useParams().memberId);
  const query = useQuery({
    queryKey: ['player', memberId],
    queryFn: () => api<PlayerDetail>('GET', `/wps/operator/players/${memberId}`),
    enabled: Number.isInteger(memberId) && memberId > 0,
  });
  const player = query.data;
  const cash = (amount: number) => money(amount, player?.balances.currency ?? 'PHP', lang);
  const when = (ms: number) => dateTime(ms, lang);
  return (
    <section aria-labelledby="page-title">
      <p>
        <Link to="/players">← {t('players.back')}</Link>
      </p>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {player ? (
          <>
            <div className="page-head">
              <h1 id="page-title">{player.profile.username}</h1>
              <MemberStatusBadge status={player.profile.status} />
            </div>
            {canManage ? <PlayerActions memberId={memberId} status={player.profile.status} /> : null}
            <div className="tiles">
              <div className="tile">
                <span className="tile-label">{t('player.main')}</span>
                <strong className="tile-figure" data-testid="player-main-balance">
                  {cash(player.balances.main)}
                </strong>
              </div>
              <div className="tile">
                <span className="tile-label">{t('player.held')}</span>
                <strong className="tile-figure">{cash(player.balances.held)}</strong>
              </div>
            </div>
            <Block id="profile" title={t('player.profile')} empty={false}>
              <dl className="facts">
                <dt>{t('players.memberId')}</dt>
                <dd>{player.profile.memberId}</dd>
                <dt>{t('player.nickname')}</dt>
                <dd>{player.profile.nickname ?? '—'}</dd>
                <dt>{t('player.payeeName')}</dt>
                <dd>{player.profile.payeeName ?? '—'}</dd>
                <dt>{t('players.mobile')}</dt>
                <dd>{player.profile.mobile ?? '—'}</dd>
                <dt>{t('players.email')}</dt>
                <dd>{player.profile.email ?? '—'}</dd>
                <dt>{t('players.kyc')}</dt>
                <dd>{t(`playerKyc.${player.profile.kycStatus}`)}</dd>
                <dt>{t('player.upline')}</dt>
                <dd>{player.profile.upline ?? '—'}</dd>
                <dt>{t('player.invitationCode')}</dt>
                <dd>{player.profile.referralCode ?? '—'}</dd>
                <dt>{t('player.registerIp')}</dt>
                <dd>{player.profile.registerIp ?? '—'}</dd>
                <dt>{t('players.registered')}</dt>
                <dd>{when(player.profile.createdAt)}</dd>
                <dt>{t('player.lastLogin')}</dt>
                <dd>{player.profile.lastLoginAt ? when(player.profile.lastLoginAt) : '—'}</dd>
              </dl>
            </Block>
            <PlayerAgent memberId={memberId} upline={player.profile.upline} canChange={canChangeAgent} />
            <PlayerVip key={player.profile.vipLevel} memberId={memberId} level={player.profile.vipLevel} canManage={canManage} />
            <PlayerTags memberId={memberId} tags={player.tags} canManage={canManage} />
            <PlayerNotes memberId={memberId} notes={player.notes} canManage={canManage} />
            <PlayerExclusions memberId={memberId} />
            {canManage ? <PlayerReset memberId={memberId} resetTo={player.resetTo} /> : null}
            {canAdjust ? <AdjustmentForm memberId={memberId} /> : null}
            <Block id="requests" title={t('player.requests')} empty={player.approvals.length === 0}>
              <ApprovalList approvals={player.approvals} canDecide={canDecide} />
            </Block>
            <Block id="ledger" title={t('player.ledger')} empty={player.ledger.length === 0}>
              <Rows
                head={[t('player.when'), t('player.type'), t('withdrawals.reference'), t('withdrawals.amount'), t('player.balanceAfter')]}
                rows={player.ledger}
                cells={(line) => [
                  when(line.createdAt),
                  <>
                    {t(`txType.${line.type}`)}
                    {line.detail ? <span className="muted small"> {line.detail}</span> : null}
                  </>,
                  <code key="ref">{line.reference}</code>,
                  cash(line.amount),
                  cash(line.balanceAfter),
                ]}
              />
            </Block>
            <Block id="deposits" title={t('nav.deposits')} empty={player.deposits.length === 0}>
              <Rows
                head={[
                  t('player.when'),
                  t('withdrawals.reference'),
                  t('deposits.channel'),
                  t('withdrawals.amount'),
                  t('withdrawals.status'),
                ]}
                rows={player.deposits}
                cells={(line) => [
                  when(line.createdAt),
                  <Link key="ref" to={`/deposits/${line.id}`}>
                    {line.reference}
                  </Link>,
                  line.channel,
                  cash(line.amount),
                  t(`depositStatus.${line.status}`),
                ]}
              />
            </Block>
            <Block id="withdrawals" title={t('nav.withdrawals')} empty={player.withdrawals.length === 0}>
              <Rows
                head={[
                  t('player.when'),
                  t('withdrawals.reference'),
                  t('withdrawals.amount'),
                  t('withdrawals.status'),
                  t('withdrawals.receipt'),
                ]}
                rows={player.withdrawals}
                cells={(line) => [
                  when(line.createdAt),
                  <code key="ref">{line.reference}</code>,
                  cash(line.amount),
                  t(`status.${line.status}`),
                  line.receiptStatus ? t(`receipt.${line.receiptStatus}`) : '—',
                ]}
              />
            </Block>
            <PlayerBets memberId={memberId} currency={player.balances.currency} />
            <PlayerLimits memberId={memberId} />
            <Block id="logins" title={t('player.logins')} empty={player.logins.length === 0}>
              <Rows
                head={[t('player.when'), t('player.ip'), t('player.outcome')]}
                rows={player.logins}
                cells={(line) => [
                  when(line.createdAt),
                  line.ip,
                  line.success ? t('player.success') : `${t('player.failed')} · ${line.reason}`,
                ]}
              />
            </Block>
            <Block id="sessions" title={t('player.sessions')} empty={player.sessions.length === 0}>
              <Rows
                head={[t('player.started'), t('player.lastSeen'), t('player.ip'), t('player.device'), t('withdrawals.status')]}
                rows={player.sessions}
                cells={(line) => [
                  when(line.createdAt),
                  when(line.lastSeenAt),
                  line.ip ?? '—',
                  <span key="device" className="small">
                    {line.device ?? '—'}
                  </span>,
                  line.active ? t('player.active') : t('player.ended'),
                ]}
              />
            </Block>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
