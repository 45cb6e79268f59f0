import { useEffect, useState, type FormEvent } from 'react';
import type { OperatorWithdrawal } from '@panalo/contract/wallet';
import type { WithdrawalRisk } from '@panalo/contract/staff-players';
import { apiObjectUrl, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Dialog, ErrorText, money } from './ui';

/** The API's limit for a proof image (5 MB). */
const MAX_PROOF_BYTES = 5_242_880;

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

function ProofDialog({
  row,
  which = 'proof',
  onClose,
}: {
  row: OperatorWithdrawal;
  which?: 'proof' | 'payout-proof';
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    apiObjectUrl(`/wps/operator/withdrawals/${row.id}/${which}`)
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
  }, [row.id, which, t]);
  return (
    <Dialog title={t(which === 'proof' ? 'risk.proofTitle' : 'risk.payoutProofTitle', { reference: row.reference })} onClose={onClose}>
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

/** Reads a chosen image as base64 (without the data: prefix), as the API takes it. */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Marking paid: the payout reference, and optionally a screenshot of the payout as proof. */
export function PaidDialog({
  reference,
  error,
  pending,
  onCancel,
  onConfirm,
}: {
  reference: string;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (input: { reason: string; proof?: string }) => void;
}) {
  const { t } = useI18n();
  const [tooBig, setTooBig] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('proof');
    const chosen = file instanceof File && file.size > 0 ? file : null;
    if (chosen && chosen.size > MAX_PROOF_BYTES) return setTooBig(true);
    onConfirm({ reason: String(form.get('reason') ?? '').trim(), ...(chosen ? { proof: await base64Of(chosen) } : {}) });
  };
  return (
    <Dialog title={t('withdrawals.paidTitle', { reference })} onClose={onCancel}>
      <form onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>{t('withdrawals.payoutReference')}</span>
          <input name="reason" maxLength={255} required autoFocus />
        </label>
        <label className="field">
          <span>{t('risk.payoutProof')}</span>
          <input name="proof" type="file" accept="image/png,image/jpeg" onChange={() => setTooBig(false)} />
        </label>
        <ErrorText error={tooBig ? t('risk.proofTooBig') : error} />
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {t('withdrawals.paid')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The screenshot staff attached to a payout. */
export function PayoutProofLink({ row }: { row: OperatorWithdrawal }) {
  const { t } = useI18n();
  const [showing, setShowing] = useState(false);
  if (!row.hasPayoutProof) return null;
  return (
    <>
      <button type="button" className="link" onClick={() => setShowing(true)}>
        {t('risk.viewPayoutProof')}
      </button>
      {showing ? <ProofDialog row={row} which="payout-proof" onClose={() => setShowing(false)} /> : null}
    </>
  );
}
