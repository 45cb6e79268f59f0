import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageRecord } from '@panalo/contract/wallet';
import { CloseIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session-store';
import { useBalance } from '../../wallet/api/get-balance';
import { BellIcon } from '../../../components/ui/wallet-icons';
import { noticeText } from '../notice-text';
import { clearNoticeToasts, dismissNoticeToast, useNoticeToasts } from '../notice-toasts';
import './messages.css';

const SHOW_MS = 8_000;

/** The toasts of pushed notices, in a polite live region so screen readers read them once. */
export function NoticeToasts() {
  const { t } = useTranslation();
  const toasts = useNoticeToasts();
  const { token } = useSession();
  useEffect(() => {
    if (!token) clearNoticeToasts();
  }, [token]);
  return (
    <section className="toasts" aria-label={t('messages.toastRegion')} aria-live="polite" data-testid="notice-toasts">
      {toasts.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} />
      ))}
    </section>
  );
}

function NoticeToast({ notice }: { notice: MessageRecord }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const { title, body } = noticeText(t, notice, balance.data?.currency ?? 'PHP');
  useEffect(() => {
    const timer = window.setTimeout(() => dismissNoticeToast(notice.id), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id]);
  return (
    <div className="toast" data-testid="notice-toast">
      <span className="toast__icon">
        <BellIcon size={18} />
      </span>
      <div className="toast__text">
        <strong>{title}</strong>
        <span>{body}</span>
        <Link to="/member/messageV2" onClick={() => dismissNoticeToast(notice.id)}>
          {t('messages.view')}
        </Link>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('messages.dismiss')}
        title={t('messages.dismiss')}
        onClick={() => dismissNoticeToast(notice.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
