import { useTranslation } from 'react-i18next';
import type { ReferralState } from '@panalo/contract/referral';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge, type StatusTone } from '../../../components/records/status-badge';
import { FormAlert } from '../../../components/ui/alert';
import { QrCode } from '../../../components/ui/qr-code';
import { formatMoney } from '../../../lib/money';
import { CopyButton } from '../../member/components/copy-button';
import { useBalance } from '../../wallet/api/get-balance';
import { useReferral } from '../api/referral-api';
import './referral.css';

const STATE_TONES: Record<ReferralState, StatusTone> = { REGISTERED: 'neutral', DEPOSITED: 'pending', QUALIFIED: 'success' };

/** referral: the member's invitation link and QR code, the invited friends with their state, and the rewards earned. */
export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useReferral();
  const currency = useBalance().data?.currency ?? 'PHP';
  return (
    <>
      <h1 className="page-title">{t('referral.title')}</h1>
      <QueryState isPending={referral.isPending} error={referral.error} onRetry={() => void referral.refetch()} rows={3}>
        {() => {
          const value = referral.data!;
          const url = `${window.location.origin}${value.path}`;
          return (
            <>
              <section className="card mc-section" aria-labelledby="referral-share">
                <h2 id="referral-share" className="sr-only">
                  {t('referral.link')}
                </h2>
                {value.rule.enabled ? (
                  <p>
                    {t('referral.intro', {
                      deposit: formatMoney(value.rule.qualifyingDeposit, currency),
                      reward: formatMoney(value.rule.reward, currency),
                    })}
                  </p>
                ) : (
                  <FormAlert tone="info" message={t('referral.off')} />
                )}
                <div className="referral-share">
                  <QrCode value={url} label={t('referral.qrLabel')} />
                  <div className="referral-share__links">
                    <strong>{t('referral.code')}</strong>
                    <span className="referral-share__value">
                      <code data-testid="referral-code">{value.code}</code>
                      <CopyButton value={value.code} label={t('referral.code')} />
                    </span>
                    <strong>{t('referral.link')}</strong>
                    <span className="referral-share__value">
                      <span data-testid="referral-link">{url}</span>
                      <CopyButton value={url} label={t('referral.link')} />
                    </span>
                  </div>
                </div>
              </section>
              <section className="card mc-section" aria-labelledby="referral-friends">
                <h2 id="referral-friends">{t('referral.friends')}</h2>
                <p className="muted" data-testid="referral-total">
                  {t('referral.total', { amount: formatMoney(value.totalReward, currency) })}
                </p>
                {value.friends.length ? (
                  <ul className="record-list" data-testid="referral-friends">
                    {value.friends.map((friend, index) => (
                      <li key={`${friend.name}-${index}`} className="record">
                        <div className="record__main">
                          <span className="record__title">{friend.name}</span>
                          <span className="record__meta">
                            {t('referral.registeredAt')} <RecordDate at={friend.registeredAt} />
                          </span>
                        </div>
                        <div className="record__side">
                          {friend.reward > 0 ? <strong>{formatMoney(friend.reward, currency)}</strong> : null}
                          <StatusBadge tone={STATE_TONES[friend.state]}>{t(`referral.states.${friend.state}`)}</StatusBadge>
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState>{t('referral.noFriends')}</EmptyState>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
