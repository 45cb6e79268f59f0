import { useEffect, useState } from 'react';
import type { OperatorWithdrawal } from '@panalo/contract/wallet';
import type { WithdrawalRisk } from '@panalo/contract/staff-players';
import { apiImage, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Dialog, ErrorText, money } from './ui';

/** The risk hints beside a withdrawal: what a reviewer weighs before approving. */
export function RiskHints({ risk }: { risk: WithdrawalRisk | undefined }) {
  const { t, lang } = useI18n();
  if (!risk) return <span className="muted small">…</span>;
  const cash = (amount: number) => money(amount, 'PHP', lang);
  return (
    <ul className="hints">
      <li className={risk.kycStatus === 'A' ? undefined : 'warn'}>
        {t('players.kyc')}: {t(`playerKyc.${risk.kycStatus}`)}
      </li>
      <li className={risk.withdrawn > risk.deposited ? 'warn' : undefined}>
        {t('risk.inOut', { deposited: cash(risk.deposited), withdrawn: cash(risk.withdrawn) })}
      </li>
      {risk.bonusTurnoverOpen ? (
        <li className="warn">{t('risk.turnoverOpen', { bonus: cash(risk.bonus), wagered: cash(risk.wagered) })}</li>
      ) : null}
      {risk.sameIp.length > 0 ? (
        <li className="warn">{t('risk.sameIp', { names: [...new Set(risk.sameIp.map((hit) => hit.username))].join(', ') })}</li>
      ) : null}
      {risk.samePayoutAccount.length > 0 ? (
        <li className="warn">{t('risk.samePayout', { names: risk.samePayoutAccount.join(', ') })}</li>
      ) : null}
    </ul>
  );
}

/** The member's answer about a paid withdrawal, with their screenshot when they sent one. */
export function ReceiptAnswer({ row }: { row: OperatorWithdrawal }) {
  const { t, lang } = useI18n();
  const [showing, setShowing] = useState(false);
  if (!row.receiptStatus) return <span className="muted">—</span>;
  const disputed = row.receiptStatus === 'PARTIAL' || row.receiptStatus === 'NOT_RECEIVED';
  return (
    <>
      <span className={disputed ? 'badge badge-rejected' : 'badge badge-paid'}>{t(`receipt.${row.receiptStatus}`)}</span>
      {row.receiptStatus === 'PARTIAL' && row.receivedAmount !== null ? (
        <span className="small"> {t('risk.received', { amount: money(row.receivedAmount, 'PHP', lang) })}</span>
      ) : null}
      {disputed ? (
        <button type="button" className="link" onClick={() => setShowing(true)}>
          {t('risk.viewProof')}
        </button>
      ) : null}
      {showing ? <ProofDialog row={row} onClose={() => setShowing(false)} /> : null}
    </>
  );
}

function ProofDialog({ row, onClose }: { row: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    apiImage(`/wps/operator/withdrawals/${row.id}/proof`)
      .then((objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      })
      .catch((caught: unknown) =>
        setError(caught instanceof ApiError && caught.code === 'RECORD_NOT_FOUND' ? t('risk.noProof') : t('common.error')),
      );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [row.id, t]);
  return (
    <Dialog title={t('risk.proofTitle', { reference: row.reference })} onClose={onClose}>
      <ErrorText error={error} />
      {url ? <img className="proof" src={url} alt={t('risk.proofAlt', { account: row.account })} /> : null}
      {!url && !error ? <p role="status">{t('common.loading')}</p> : null}
      <div className="dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('risk.close')}
        </button>
      </div>
    </Dialog>
  );
}
